/**
 * Quote rules (docs/RULES.md §3, 4, 9) as pure functions, and the quotes HTTP API (typical spreads,
 * day changes). The live feed is in ../quotes-feed.
 */
export {
  applyTypicalSpread,
  changeDirection,
  decimalsOf,
  formatCryptoChange,
  formatPrice,
  formatSpread,
  isStaleQuote,
  PLACEHOLDER_ROW,
  quoteDecimals,
  quoteRow,
  STALE_QUOTE_SECONDS,
  type ChangeDirection,
  type Quote,
  type QuoteRow,
  type QuoteState,
  type TypicalSpreads,
  typicalSpreadsOf,
} from './quote-rules';
export { createStaleWatch, type StaleWatch } from './stale-watch';
export { getDayChanges, getTypicalSpreads, type DayChange, type DayChanges, type QuotesApiOptions } from './quotes-api';
