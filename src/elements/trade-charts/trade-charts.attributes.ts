import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const tradeChartsAttributes = { instruments: attr.list(['AAPL', 'TSLA', 'GOOG', 'NFLX']) };

export type TradeChartsProps = PropsOf<typeof tradeChartsAttributes>;
