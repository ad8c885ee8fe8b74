import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { tradeChartsAttributes, type TradeChartsProps } from './trade-charts.attributes';

const view = lazyView(
  () => import('./trade-charts'),
  (module) => module.TradeCharts,
);

/**
 * Per stock the last bid, the day change and a line of the day's prices, from
 * `GET {quotes-api}/api/quotes/day-changes`. Loading keeps the cards' boxes; a failure logs one
 * error and shows the `error` slot (default text otherwise).
 * @summary The day-change cards of a few stocks.
 * @attr instruments - comma list of stocks.
 * @slot error - shown when the day changes cannot be loaded.
 * @csspart cards - the list of cards.
 * @csspart card - a stock's card.
 * @csspart sparkline - the line of the day's prices.
 * @csspart error - the error message.
 * @cssproperty --site-trade-charts-min-height - the height held before the element upgrades and its cards arrive.
 */
export const tradeCharts: ElementDefinition<TradeChartsProps> = {
  tag: 'trade-charts',
  attributes: tradeChartsAttributes,
  view,
};
