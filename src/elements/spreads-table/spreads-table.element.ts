import type { ElementDefinition } from '../../platform/runtime/define-element';
import { SpreadsTable, styles } from './spreads-table';
import { spreadsTableAttributes, type SpreadsTableProps } from './spreads-table.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. Each instrument's typical spread comes from
 * the quotes API (one GET for the list); with `token-url` and `ws_api` the live spread (ask −
 * bid of the latest quote) streams from the page's shared quotes feed. Both are in price units,
 * with the decimals the quote or the API sent, in the page locale. A live quote older than
 * 1800 s is marked "stale" (docs/RULES.md §9), on time even without a tick; a spread nobody
 * sent shows "—" (read as "not available"). The column headers are buttons that sort (ascending,
 * then descending; `aria-sort` on the sorted column; rows without the value go last; by the live
 * spreads of that moment: rows do not move while spreads stream). Live spreads hold while the
 * page's live prices are paused (quotes-widget's pause control), and stream only to rows on or
 * near the screen. While the
 * typical spreads load, when there are none and when the request fails (3 s timeout; one console
 * warning naming the URL), a status line says so and the cells show "—". Narrower than the
 * table, it scrolls sideways inside a focusable region with a fading edge; the page never does.
 * Markers: rows `data-instrument` and `data-stale`, cells `data-field="instrument|live|typical"`.
 * @summary Live and typical spreads of a list of instruments, sortable.
 * @attr instruments - comma list of instruments, e.g. `EURUSD,GBPUSD,XAUUSD`.
 * @attr src - the typical-spreads endpoint; `?instruments=` is added (default `{quotes-api}/api/ajax/quotes_typical_spreads`).
 * @attr token-url - GET returns the feed token (JSON `{token}` or text); with `ws_api`, live spreads.
 * @attr ws_api - the feed's WebSocket URL.
 * @attr instrument-names - JSON map of instrument to display name.
 * @attr caption - the table's caption (default: the words' "Spreads", in the element's language).
 * @csspart base - the wrapper.
 * @csspart status - the loading, empty or failed note of the typical spreads.
 * @csspart scroller - the scroll container around the table.
 * @csspart table - the table.
 * @csspart sort - a column header's sort button.
 * @csspart sort-icon - the sort direction arrow.
 * @csspart row - an instrument's row; a stale one is also `row-stale`.
 * @csspart stale-badge - the "stale" mark.
 * @csspart unavailable - the "—" of a missing spread.
 * @csspart hint - the note on units under the table.
 */
export const spreadsTable: ElementDefinition<SpreadsTableProps> = {
  tag: 'spreads-table',
  attributes: spreadsTableAttributes,
  view: SpreadsTable,
  styles,
};
