import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { marketButtonsAttributes, type MarketButtonsProps } from './market-buttons.attributes';

const view = lazyView(
  () => import('./market-buttons'),
  (module) => module.MarketButtons,
);

/**
 * Only the stores given are shown, in the order App Store, Google Play, AppGallery (docs/RULES.md
 * §3: `apple_store`, `google_play`, `appgallery`). Each badge opens its store in a new tab
 * (rel="noopener"). A value that is not an http(s) URL logs one console error and leaves that
 * badge out. Stacked on phones, in a row from 544 px (docs/RULES.md §9).
 * @summary App store badges linking to the broker's mobile app.
 * @attr apple-store - the App Store page's URL (http or https).
 * @attr google-play - the Google Play page's URL (http or https).
 * @attr appgallery - the Huawei AppGallery page's URL (http or https).
 * @csspart list - the list of badges.
 * @csspart badge - a store's link.
 * @cssproperty --site-market-badge-background - the badges' fill (default #000).
 * @cssproperty --site-market-badge-color - the badges' text (default #fff).
 */
export const marketButtons: ElementDefinition<MarketButtonsProps> = {
  tag: 'market-buttons',
  attributes: marketButtonsAttributes,
  view,
};
