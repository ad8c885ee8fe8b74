import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { siteAnchorAttributes, type SiteAnchorProps } from './site-anchor.attributes';

const view = lazyView(
  () => import('./site-anchor'),
  (module) => module.SiteAnchor,
);

/**
 * A click scrolls smoothly (500 ms; at once for reduced motion) to the element with that id, 20 px
 * below the site header, puts the hash in the URL without a jump and moves focus to the target:
 * the page's in-page link behaviour (docs/RULES.md §2), which the entry script runs for every
 * `#` link, this one included. When no element has the id, the click logs one console warning
 * (docs/RULES.md §8) and keeps the browser's behaviour (the hash may belong to tabs). Any other
 * http(s), relative, `mailto:` or `tel:` URL is an ordinary link; an unsafe one (`javascript:`,
 * `data:`) logs one console error and shows the text without a link.
 * @summary A link that scrolls smoothly to an in-page target, clear of the header; any other safe URL is an ordinary link.
 * @attr href - `#id` of the element to scroll to, or any safe URL.
 * @slot - the link text.
 * @csspart link - the link.
 * @cssproperty --site-color-accent - the link colour.
 */
export const siteAnchor: ElementDefinition<SiteAnchorProps> = {
  tag: 'site-anchor',
  attributes: siteAnchorAttributes,
  view,
};
