/**
 * Demo data of the market catalogue widgets, served through content.mjs's `route` (so every path
 * is also under `/__scope/{scope}/` and obeys the fault switches of `POST /__content/faults`):
 *
 *   GET /api/instruments       {data: [{symbol, name, slug, class}]}   for <instruments-list>;
 *                              class is forex, indices, commodities, stocks, etfs or crypto
 *   GET /api/payment-methods   {data: [{id, name, type, countries, currencies, deposit, withdrawal}]}
 *                              for <deposit-withdrawal>; countries are ISO 3166 codes or '*' (all),
 *                              `excludedCountries` the exceptions; deposit/withdrawal are
 *                              `{feePercent, feeFixed?, minAmount, time: {from, to, unit}}` or null
 *                              (not offered that way); unit is instant, minutes, hours or days
 */

const instrument = (symbol, name, kind, slug = symbol.toLowerCase()) => ({ symbol, name, slug, class: kind });

const INSTRUMENTS = [
  instrument('EURUSD', 'Euro vs US Dollar', 'forex'),
  instrument('GBPUSD', 'British Pound vs US Dollar', 'forex'),
  instrument('USDJPY', 'US Dollar vs Japanese Yen', 'forex'),
  instrument('AUDUSD', 'Australian Dollar vs US Dollar', 'forex'),
  instrument('USDCHF', 'US Dollar vs Swiss Franc', 'forex'),
  instrument('USDCAD', 'US Dollar vs Canadian Dollar', 'forex'),
  instrument('EURGBP', 'Euro vs British Pound', 'forex'),
  instrument('EURJPY', 'Euro vs Japanese Yen', 'forex'),
  instrument('GBPJPY', 'British Pound vs Japanese Yen', 'forex'),
  instrument('NZDUSD', 'New Zealand Dollar vs US Dollar', 'forex'),
  instrument('US500', 'US 500 Index', 'indices'),
  instrument('US30', 'Wall Street 30', 'indices'),
  instrument('NQ100', 'US Tech 100', 'indices'),
  instrument('GER40', 'Germany 40', 'indices'),
  instrument('UK100', 'UK 100', 'indices'),
  instrument('JP225', 'Japan 225', 'indices'),
  instrument('FRA40', 'France 40', 'indices'),
  instrument('XAUUSD', 'Gold vs US Dollar', 'commodities', 'gold'),
  instrument('XAGUSD', 'Silver vs US Dollar', 'commodities', 'silver'),
  instrument('WTI', 'Crude Oil WTI', 'commodities', 'crude-oil-wti'),
  instrument('BRENT', 'Brent Crude Oil', 'commodities', 'brent-oil'),
  instrument('NATGAS', 'Natural Gas', 'commodities', 'natural-gas'),
  instrument('AAPL', 'Apple Inc.', 'stocks', 'apple'),
  instrument('MSFT', 'Microsoft Corporation', 'stocks', 'microsoft'),
  instrument('TSLA', 'Tesla, Inc.', 'stocks', 'tesla'),
  instrument('AMZN', 'Amazon.com, Inc.', 'stocks', 'amazon'),
  instrument('NVDA', 'NVIDIA Corporation', 'stocks', 'nvidia'),
  instrument('GOOG', 'Alphabet Inc. Class C', 'stocks', 'alphabet'),
  instrument('NFLX', 'Netflix, Inc.', 'stocks', 'netflix'),
  instrument('SAP', 'SAP SE', 'stocks', 'sap'),
  instrument('SPY', 'SPDR S&P 500 ETF Trust', 'etfs'),
  instrument('QQQ', 'Invesco QQQ Trust', 'etfs'),
  instrument('VTI', 'Vanguard Total Stock Market ETF', 'etfs'),
  instrument('GLD', 'SPDR Gold Shares', 'etfs'),
  instrument('EEM', 'iShares MSCI Emerging Markets ETF', 'etfs'),
  instrument('BTCUSD', 'Bitcoin vs US Dollar', 'crypto', 'bitcoin'),
  instrument('ETHUSD', 'Ethereum vs US Dollar', 'crypto', 'ethereum'),
  instrument('SOLUSD', 'Solana vs US Dollar', 'crypto', 'solana'),
  instrument('XRPUSD', 'Ripple vs US Dollar', 'crypto', 'ripple'),
  instrument('LTCUSD', 'Litecoin vs US Dollar', 'crypto', 'litecoin'),
];

const EEA = ['AT', 'BE', 'CY', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GR', 'IE', 'IT', 'NL', 'PL', 'PT', 'RO', 'SE'];
const time = (from, to, unit) => ({ from, to, unit });
const INSTANT = time(0, 0, 'instant');

const PAYMENT_METHODS = [
  {
    id: 'card',
    name: 'Visa / Mastercard',
    type: 'card',
    countries: ['*'],
    currencies: ['USD', 'EUR', 'GBP', 'PLN', 'CZK', 'AUD'],
    deposit: { feePercent: 0, minAmount: 100, time: INSTANT },
    withdrawal: { feePercent: 0, minAmount: 20, time: time(1, 3, 'days') },
  },
  {
    id: 'bank-transfer',
    name: 'Bank transfer (SWIFT)',
    type: 'bank',
    countries: ['*'],
    currencies: ['USD', 'EUR', 'GBP', 'CHF', 'AUD'],
    deposit: { feePercent: 0, minAmount: 100, time: time(1, 3, 'days') },
    withdrawal: { feePercent: 0, feeFixed: 10, minAmount: 100, time: time(2, 5, 'days') },
  },
  {
    id: 'sepa',
    name: 'SEPA transfer',
    type: 'bank',
    countries: EEA,
    currencies: ['EUR'],
    deposit: { feePercent: 0, minAmount: 50, time: time(1, 1, 'days') },
    withdrawal: { feePercent: 0, minAmount: 50, time: time(1, 2, 'days') },
  },
  {
    id: 'faster-payments',
    name: 'Faster Payments',
    type: 'bank',
    countries: ['GB'],
    currencies: ['GBP'],
    deposit: { feePercent: 0, minAmount: 50, time: time(2, 2, 'hours') },
    withdrawal: { feePercent: 0, minAmount: 50, time: time(1, 1, 'days') },
  },
  {
    id: 'paypal',
    name: 'PayPal',
    type: 'ewallet',
    countries: ['*'],
    excludedCountries: ['AE', 'ZA'],
    currencies: ['USD', 'EUR', 'GBP', 'PLN'],
    deposit: { feePercent: 0, minAmount: 50, time: INSTANT },
    withdrawal: { feePercent: 1, minAmount: 20, time: time(24, 24, 'hours') },
  },
  {
    id: 'skrill',
    name: 'Skrill',
    type: 'ewallet',
    countries: ['*'],
    currencies: ['USD', 'EUR', 'GBP', 'PLN', 'CZK'],
    deposit: { feePercent: 0, minAmount: 50, time: INSTANT },
    withdrawal: { feePercent: 1, minAmount: 20, time: time(24, 24, 'hours') },
  },
  {
    id: 'neteller',
    name: 'Neteller',
    type: 'ewallet',
    countries: ['*'],
    excludedCountries: ['GB'],
    currencies: ['USD', 'EUR', 'PLN'],
    deposit: { feePercent: 0, minAmount: 50, time: INSTANT },
    withdrawal: { feePercent: 1, minAmount: 20, time: time(24, 24, 'hours') },
  },
  {
    id: 'blik',
    name: 'BLIK',
    type: 'ewallet',
    countries: ['PL'],
    currencies: ['PLN'],
    deposit: { feePercent: 0, minAmount: 200, time: INSTANT },
    withdrawal: null,
  },
  {
    id: 'przelewy24',
    name: 'Przelewy24',
    type: 'bank',
    countries: ['PL'],
    currencies: ['PLN'],
    deposit: { feePercent: 0, minAmount: 200, time: time(15, 30, 'minutes') },
    withdrawal: null,
  },
  {
    id: 'ideal',
    name: 'iDEAL',
    type: 'bank',
    countries: ['NL'],
    currencies: ['EUR'],
    deposit: { feePercent: 0, minAmount: 50, time: INSTANT },
    withdrawal: null,
  },
  {
    id: 'poli',
    name: 'POLi',
    type: 'bank',
    countries: ['AU'],
    currencies: ['AUD'],
    deposit: { feePercent: 0, minAmount: 100, time: INSTANT },
    withdrawal: null,
  },
  {
    id: 'usdt',
    name: 'Tether (USDT, TRC-20)',
    type: 'crypto',
    countries: ['AE', 'ZA', 'AU'],
    currencies: ['USD'],
    deposit: { feePercent: 0, minAmount: 50, time: time(10, 30, 'minutes') },
    withdrawal: { feePercent: 0.5, feeFixed: 1, minAmount: 50, time: time(1, 12, 'hours') },
  },
];

export async function catalogRoutes(route) {
  route('GET', '/api/instruments', async () => ({ data: INSTRUMENTS }));
  route('GET', '/api/payment-methods', async () => ({ data: PAYMENT_METHODS }));
}
