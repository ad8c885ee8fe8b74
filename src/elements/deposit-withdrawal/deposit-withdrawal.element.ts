import type { ElementDefinition } from '../../platform/runtime/define-element';
import { DepositWithdrawal, styles } from './deposit-withdrawal';
import { depositWithdrawalAttributes, type DepositWithdrawalProps } from './deposit-withdrawal.attributes';

/**
 * Lazy: its chunk loads when the tag first appears. The visitor picks deposit or withdrawal
 * (radio buttons), a country and a currency (selects); the methods offered for that choice show
 * as cards with their fee (percent and/or fixed, in the chosen currency, "Free" for none),
 * processing time and minimum, in the page locale, and the number found is announced politely.
 * The countries are those the methods name (with names in the page locale); a method for '*'
 * serves every country but its `excludedCountries`. The currencies are those offered there; the
 * wanted one is kept when it is offered, else the first. With methods in the `methods` attribute
 * no request is made; otherwise they come from `src`, and while loading, when the answer holds
 * none and when it fails (3 s timeout; one console warning naming the URL) a message says so.
 * Markers: cards `data-method`, their values `data-field="fee|time|minimum|currencies"`.
 * @summary Payment methods for deposits and withdrawals, by country and currency.
 * @attr methods - JSON list of `{id, name, type, countries, excludedCountries?, currencies, deposit, withdrawal}`: type card, bank, ewallet or crypto; countries ISO codes or `*`; deposit and withdrawal `{feePercent, feeFixed?, minAmount?, time: {from, to, unit}}` (unit instant, minutes, hours or days) or null. Replaces `src`.
 * @attr src - the endpoint answering `{data: [methods]}` (default `{forms-api}/api/payment-methods`).
 * @attr country - the visitor's country first selected, ISO 3166 alpha-2 (default: all countries).
 * @attr currency - the currency first selected, ISO 4217 (default: the first offered).
 * @attr direction - `deposit` (default) or `withdrawal`, shown first.
 * @attr heading - the accessible name of the widget (default "Deposit and withdrawal methods").
 * @csspart base - the wrapper.
 * @csspart filters - the toggle and the selects.
 * @csspart toggle - the deposit/withdrawal choice.
 * @csspart option - a choice of the toggle; the selected one is also `option-selected`.
 * @csspart field - a select with its label.
 * @csspart select - a select; also `country` or `currency`.
 * @csspart count - the announced number of methods.
 * @csspart list - the cards.
 * @csspart method - a method's card.
 * @csspart name - a method's name.
 * @csspart type - a method's kind (card, bank transfer, e-wallet, crypto).
 * @csspart terms - a method's fee, time, minimum and currencies.
 * @csspart empty - the advice when no method fits.
 * @csspart state - the loading, empty or failed message.
 */
export const depositWithdrawal: ElementDefinition<DepositWithdrawalProps> = {
  tag: 'deposit-withdrawal',
  attributes: depositWithdrawalAttributes,
  view: DepositWithdrawal,
  styles,
};
