import type { ElementDefinition } from '../../platform/runtime/define-element';
import { TradingCalculator, styles } from './trading-calculator';
import { tradingCalculatorAttributes, type TradingCalculatorProps } from './trading-calculator.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. The visitor picks an instrument, buy or
 * sell, a lot size, a leverage from the list, the account currency and a price move, and
 * chooses Calculate: the margin (units × price ÷ leverage), the value of one pip or point
 * (units × pip size) and the profit/loss of the move show in the account currency, formatted
 * for the page locale, and are announced politely. The arithmetic and its worked examples are
 * in docs/CALCULATOR.md. The price is the live mid price ((bid + ask) ÷ 2) from the quotes feed
 * when `token-url` and `ws_api` are set, else the indicative `price`/`prices`, marked "not a
 * live quote". Amounts in another currency are converted at the instrument's own price (USDJPY
 * for a USD account), else at `{quote}{account}` or 1 ÷ `{account}{quote}`, live first, then
 * from `prices`; the result says which rate it used, or that none was known (amounts then stay in
 * the quote currency). Lots must be above 0, at most 1000, in steps of 0.01; numbers are typed
 * in the page locale (`0,5` in German). A refused field is marked invalid, explained and focused.
 * Forex pairs are any six-letter code (pip 0.0001, JPY 0.01); other instruments: XAUUSD,
 * XAGUSD, US500, US30, NQ100, GER40, FRA40, UK100, JP225, WTI, BRENT, AAPL, MSFT, TSLA, AMZN,
 * NVDA, GOOG, NFLX, BTCUSD, ETHUSD, LTCUSD, SOLUSD, XRPUSD; others are left out.
 * Markers: results `data-field="margin|pip-value|profit|basis"`, the price `data-source="live|indicative|none"`.
 * @summary Margin, pip value and profit/loss of a trade, on live or indicative prices.
 * @attr instruments - comma list of instruments offered (default EURUSD, GBPUSD, USDJPY, EURGBP, XAUUSD, US500, GER40, BTCUSD).
 * @attr instrument - the instrument selected first (default the first).
 * @attr token-url - GET returns the feed token (JSON `{token}` or text); with `ws_api`, live prices.
 * @attr ws_api - the quotes feed's WebSocket URL.
 * @attr price - indicative price of the instrument selected first, used while no live price is known (0: none).
 * @attr prices - JSON map of indicative prices by instrument, also used for conversion pairs, e.g. `{"GBPUSD": 1.27}`.
 * @attr leverages - comma list of the leverages offered, `1:30` or `30` (default 1:30, 1:20, 1:10, 1:5, 1:2).
 * @attr leverage - the leverage selected first (default 30, else the first offered).
 * @attr account-currencies - comma list of account currencies (default USD, EUR, GBP).
 * @attr account-currency - the account currency selected first (default the first).
 * @attr contract-sizes - JSON map of units per lot by class (forex, metals, indices, commodities, stocks, crypto) or instrument; defaults 100000, 100 (XAGUSD 5000), 1, 1000, 1, 1.
 * @attr lots - the lot size filled in first (default 1).
 * @attr pips - the price move filled in first, in pips or points (default 10).
 * @attr heading - the accessible name of the calculator (default "Trading calculator").
 * @event feed-status - the feed's connection state: connecting, live, reconnecting or stale.
 * @csspart base - the wrapper.
 * @csspart form - the form.
 * @csspart field - a field with its label; the direction field is also `direction`.
 * @csspart input - an input or select; also `instrument`, `lots`, `leverage`, `account` or `move`.
 * @csspart option - a direction choice; the selected one is also `option-selected`.
 * @csspart hint - a field's hint.
 * @csspart error - a field's error message.
 * @csspart price - the price the calculation uses, live or indicative.
 * @csspart submit - the Calculate button.
 * @csspart results - the results region.
 * @csspart results-title - its title.
 * @csspart figures - the margin, pip value and profit/loss.
 * @csspart basis - what the figures were computed from, with the conversion rate.
 * @csspart disclaimer - the note that the figures are estimates.
 * @csspart placeholder - the text before the first calculation.
 */
export const tradingCalculator: ElementDefinition<TradingCalculatorProps> = {
  tag: 'trading-calculator',
  attributes: tradingCalculatorAttributes,
  view: TradingCalculator,
  styles,
};
