import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { feedAttributes, type FeedTableProps } from '../../widgets/quotes-table/quotes-table.model';

/**
 * @summary The crypto quotes table on the live feed: name, symbol, bid, ask, day change and
 * week change (absolute value, two decimals, a percent sign; class `positive` above 0).
 * Defined at start-up; the view is fetched only by pages that show it.
 * @attr pairs @attr token-url @attr ws_api @attr instrument-names @attr instrument-slugs
 * @attr full-path-url @attr translations (symbol, bid, ask, change_day, change_week) - as quotes-widget.
 * @event feed-status - `{ status }`.
 * @csspart table @csspart row
 */
export const cryptoWidget: ElementDefinition<FeedTableProps> = {
  tag: 'crypto-widget',
  view: lazyView(
    () => import('./crypto-widget'),
    (module) => module.CryptoWidget,
  ),
  attributes: feedAttributes,
};
