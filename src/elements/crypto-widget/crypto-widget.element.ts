import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { feedAttributes } from '../../widgets/quotes-table/feed-attributes';
import type { CryptoWidgetProps } from './crypto-widget.attributes';

/**
 * Day and week changes show as an absolute value with two decimals and a percent sign, never a
 * sign: the direction is class `positive` above 0 (`negative` below), an arrow and visually hidden
 * text "up"/"down". Defined at start-up; the view is fetched only by pages
 * that show it. Live prices as in quotes-widget: the page-wide pause control, the host's
 * `data-feed-state` with its status text, rows `data-freshness="live|stale"`. Markers: rows have
 * `data-instrument`, cells `data-field` (`d_c`, `w_c` for the changes).
 * @summary The crypto quotes table on the live feed: name, symbol, bid, ask, day change and week change.
 * @attr pairs - comma list of instruments.
 * @attr token-url - GET returns the feed token (JSON `{token}` or text).
 * @attr ws_api - the feed's WebSocket URL.
 * @attr instrument-names - JSON map of instrument to display name.
 * @attr instrument-slugs - JSON map of instrument to slug.
 * @attr full-path-url - row link with a `{slug}` placeholder.
 * @attr translations - JSON texts: `symbol`, `bid`, `ask`, `change_day`, `change_week`.
 * @attr links - JSON `{ sellButtonLink, buyButtonLink, showInstruments, tradeButton }`; `{regulator}` is filled in.
 * @attr regulator - the regulator links are made for (default: the page's).
 * @attr paused - starts the page's live prices paused.
 * @event feed-status - the feed's connection state: connecting, live, reconnecting or stale.
 * @csspart base - the wrapper.
 * @csspart status - the feed's state, in words (empty while live).
 * @csspart pause - the pause control, `aria-pressed` while the page's prices are paused.
 * @csspart table - the table.
 * @csspart row - an instrument's row.
 * @cssproperty --site-crypto-widget-min-height - the height held before the element upgrades and its rows arrive.
 */
export const cryptoWidget: ElementDefinition<CryptoWidgetProps> = {
  tag: 'crypto-widget',
  attributes: feedAttributes,
  view: lazyView(
    () => import('./crypto-widget'),
    (module) => module.CryptoWidget,
  ),
};
