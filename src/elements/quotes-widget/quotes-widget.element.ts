import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { quotesWidgetAttributes, type QuotesWidgetProps } from './quotes-widget.attributes';

/**
 * Defined at start-up; its view and the feed are a chunk fetched only by pages that show quotes.
 * Before data a row shows bid and ask `-`, spread 0, state down. Up shows ▲ and a green spread,
 * down ▼ and red, with the direction as hidden text too. A quote older than 1800 s with a known
 * typical spread (from `{quotes-api}/api/ajax/quotes_typical_spreads`) shows spread = typical and
 * ask = bid + typical, labelled "indicative", from the moment it passes 1800 s even without a tick
 * (one timer per widget) until the next fresh tick. Prices show the instrument's `digits` (and
 * the typical spread's decimals when indicative), never a float's noise; numbers follow the page
 * locale with tabular figures. A changed price flashes
 * its cell (not under reduced motion). A row's price time shows while it is pointed at or
 * focused. Clicking the active tab does nothing; another tab switches the list and the socket's.
 * Live prices (docs/CONTRACT.md): the pause control pauses every live-price element of the page
 * (the cells stop changing; released, the latest prices show at once, with a short notice); the
 * host's `data-feed-state` is connecting, live, paused, reconnecting or offline (10 s without a
 * socket or a token), with a status text in every state but live and the prices shown muted and
 * slanted. Prices are never announced: one polite status region says the state.
 * Markers: rows have `data-instrument`, `data-state="up|down"` and `data-freshness="live|stale"`
 * (stale past 1800 s; none before data), cells `data-field="name|bid|ask|spread"`, tabs
 * `role="tab"` with `aria-selected`.
 * @summary The live quotes table, optionally tabbed.
 * @attr pairs - comma list of instruments (without tabs).
 * @attr tabs - JSON `[{ name, pairs }]`; `pairs` a comma list or a list.
 * @attr default-active-tab-index - the tab shown first.
 * @attr token-url - GET returns the feed token (JSON `{token}` or text).
 * @attr ws_api - the feed's WebSocket URL.
 * @attr instrument-names - JSON map of instrument to display name.
 * @attr instrument-slugs - JSON map of instrument to slug.
 * @attr full-path-url - row link with a `{slug}` placeholder.
 * @attr show-buy-btn - shows a buy link per row (from `links`).
 * @attr show-sell-btn - shows a sell link per row (from `links`).
 * @attr show-trade-btn - shows a trade link per row (from `links`).
 * @attr links - JSON `{ sellButtonLink, buyButtonLink, showInstruments, tradeButton }`; `{regulator}` is filled in.
 * @attr translations - JSON texts: `pricesAboveParagraph`, `showAllInstruments`, `symbol`, `bid`, `ask`, `spread`, `change_day`, `change_week`, `trade`, `buy`, `sell`.
 * @attr regulator - the regulator links are made for (default: the page's).
 * @attr header-titles - JSON `[{ name, label }]`: the columns, default symbol, bid, ask, spread;
 * also `change_day` and `change_week`: the day and week change in percent from the feed's `d_c`
 * and `w_c` (the quote item of docs/RULES.md §3 has no change field, so a feed that sends none
 * shows '-'), cells `data-field="change"`. Any other column gets a '-' cell in every row. Labels
 * come from `translations` first.
 * @attr abbreviation - shows the instrument code under its name.
 * @attr paused - starts the page's live prices paused.
 * @event feed-status - the feed's connection state: connecting, live, reconnecting or stale.
 * @csspart base - the wrapper.
 * @csspart intro - the text above the prices.
 * @csspart tablist - the tab bar.
 * @csspart tab - a tab (`tab tab-selected` for the selected one).
 * @csspart panel - with tabs, the panel around the table that the selected tab labels.
 * @csspart status - the feed's state, in words (empty while live).
 * @csspart pause - the pause control, `aria-pressed` while the page's prices are paused.
 * @csspart table - the table.
 * @csspart row - an instrument's row.
 * @csspart buy - a row's buy link.
 * @csspart sell - a row's sell link.
 * @csspart trade - a row's trade link.
 * @csspart all-instruments - the link to every instrument.
 * @cssproperty --site-color-up - a rising price.
 * @cssproperty --site-color-down - a falling price.
 * @cssproperty --site-color-flash - a changed cell's flash.
 * @cssproperty --site-quotes-widget-min-height - the height held before the element upgrades and its rows arrive (set it to the measured height: nothing below moves).
 */
export const quotesWidget: ElementDefinition<QuotesWidgetProps> = {
  tag: 'quotes-widget',
  attributes: quotesWidgetAttributes,
  view: lazyView(
    () => import('./quotes-widget'),
    (module) => module.QuotesWidget,
  ),
};
