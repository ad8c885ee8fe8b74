import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { quotesWidgetAttributes, type QuotesWidgetProps } from './quotes-widget.model';

/**
 * @summary The live quotes table, optionally tabbed (SPEC 3). Defined at start-up; its view and
 * the feed are a chunk fetched only by pages that show quotes.
 * @attr pairs - comma list of instruments (without tabs).
 * @attr tabs - JSON `[{ name, pairs }]`; `pairs` a comma list or a list. @attr default-active-tab-index
 * @attr token-url - GET returns the feed token (JSON `{token}` or text). @attr ws_api - the feed's WebSocket URL.
 * @attr instrument-names - JSON map of instrument to display name. @attr instrument-slugs - JSON map of instrument to slug.
 * @attr full-path-url - row link with a `{slug}` placeholder.
 * @attr show-buy-btn @attr show-sell-btn @attr show-trade-btn - booleans; the links come from `links`.
 * @attr links - JSON `{ sellButtonLink, buyButtonLink, showInstruments, tradeButton }`; `{regulator}` is filled in.
 * @attr translations - JSON `{ pricesAboveParagraph, showAllInstruments, symbol, bid, ask, spread, change_day, change_week, trade, buy, sell }`.
 * @attr regulator - defaults to the page's. @attr header-titles - JSON `[{ name, label }]` (symbol, bid, ask, spread).
 * @attr abbreviation - shows the instrument code under its name.
 * @event feed-status - `{ status }`: connecting, live, reconnecting or stale.
 * @csspart base @csspart intro @csspart tablist @csspart tab @csspart status @csspart table @csspart row
 * @csspart buy @csspart sell @csspart trade @csspart all-instruments
 * @cssproperty --site-color-up @cssproperty --site-color-down @cssproperty --site-color-flash
 */
export const quotesWidget: ElementDefinition<QuotesWidgetProps> = {
  tag: 'quotes-widget',
  view: lazyView(
    () => import('./quotes-widget'),
    (module) => module.QuotesWidget,
  ),
  attributes: quotesWidgetAttributes,
};
