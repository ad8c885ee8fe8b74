import { attr } from '../../platform/runtime/attributes';
import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import type { TradeChartsProps } from './trade-charts';

/**
 * @summary The day-change card (SPEC 1, 7): per stock the last bid, the day change and a line
 * of the day's prices, from `GET {quotes-api}/api/quotes/day-changes`. Loading keeps the cards'
 * boxes; a failure logs one error and shows the `error` slot (default text otherwise).
 * @attr instruments - comma list; default AAPL,TSLA,GOOG,NFLX.
 * @slot error - shown when the day changes cannot be loaded.
 * @csspart cards @csspart card @csspart sparkline @csspart error
 */
export const tradeCharts: ElementDefinition<TradeChartsProps> = {
  tag: 'trade-charts',
  view: lazyView(
    () => import('./trade-charts'),
    (module) => module.TradeCharts,
  ),
  attributes: { instruments: attr.list(['AAPL', 'TSLA', 'GOOG', 'NFLX']) },
};
