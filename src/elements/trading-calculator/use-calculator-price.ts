import { useMemo } from 'react';
import { decimalsOf } from '../../services/quotes';
import type { FeedQuote } from '../../services/quotes-feed';
import { useFeedStatus, useQuote, useQuotesFeed } from '../../widgets/quotes-table/use-quotes';
import { conversionPairs, midPrice, type InstrumentSpec, type PricePoint } from './trading-calculator.model';

const livePoint = (quote: FeedQuote | undefined): PricePoint | undefined =>
  quote && Number.isFinite(quote.bid) && Number.isFinite(quote.ask)
    ? { price: midPrice(quote.bid, quote.ask), live: true }
    : undefined;

export interface PriceSource {
  ws_api: string;
  tokenUrl: string;
  /** The indicative prices by instrument (`prices`, with `price` for the instrument shown first). */
  indicative: Readonly<Record<string, number>>;
  host: HTMLElement;
}

/**
 * The instrument's price and the prices that may convert its quote currency into `account`: the
 * feed streams the instrument and both conversion pairs, and a live mid price wins over an
 * indicative one. `current` is undefined while no price is known; `waiting` while the feed connects.
 */
export function useCalculatorPrice(spec: InstrumentSpec | undefined, account: string, source: PriceSource) {
  const [direct, inverse] = spec ? conversionPairs(spec.quote, account) : [];
  const subscribed = useMemo(
    () => [spec?.symbol, direct, inverse].filter((code): code is string => !!code),
    [spec?.symbol, direct, inverse],
  );
  const feed = useQuotesFeed(source.ws_api, source.tokenUrl, subscribed, source.host);
  const status = useFeedStatus(feed, source.host);
  const quote = useQuote(feed, spec?.symbol ?? '');
  const directQuote = useQuote(feed, direct ?? '');
  const inverseQuote = useQuote(feed, inverse ?? '');

  const indicative = (code: string): PricePoint | undefined =>
    source.indicative[code] ? { price: source.indicative[code]!, live: false } : undefined;
  const priceOf = (code: string): PricePoint | undefined =>
    livePoint(code === direct ? directQuote : code === inverse ? inverseQuote : undefined) ?? indicative(code);
  const current = livePoint(quote) ?? (spec && indicative(spec.symbol));
  // A live mid price has half a pip more than the quote; an indicative one at least the pip's decimals (1.0850).
  const priceDecimals =
    current?.live && quote
      ? Math.max(quote.digits, decimalsOf(quote.bid)) + 1
      : Math.max(decimalsOf(current?.price), decimalsOf(spec?.pipSize));
  return { current, priceOf, priceDecimals, waiting: !!feed && status === 'connecting' };
}
