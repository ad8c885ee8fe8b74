import { useEffect, useMemo } from 'react';
import { decimalsOf } from '../../services/quotes';
import type { FeedQuote, QuotesFeed } from '../../services/quotes-feed';
import { useFeedStatus, useQuote, useQuotesFeed } from '../../widgets/quotes-table/use-quotes';
import { conversionPairs, midPrice, type InstrumentSpec, type PricePoint } from './trading-calculator.model';

const livePoint = (quote: FeedQuote | undefined): PricePoint | undefined =>
  quote && Number.isFinite(quote.bid) && Number.isFinite(quote.ask)
    ? { price: midPrice(quote.bid, quote.ask), live: true }
    : undefined;

const ignore = () => {};

/** The indicative prices by instrument (`prices`, with `price` for the instrument shown first). */
export type IndicativePrices = Readonly<Record<string, number>>;

const indicativePoint = (indicative: IndicativePrices, code: string): PricePoint | undefined =>
  indicative[code] ? { price: indicative[code]!, live: false } : undefined;

export interface PriceSource {
  ws_api: string;
  tokenUrl: string;
  indicative: IndicativePrices;
  host: HTMLElement;
}

/** The instrument's price, `current` undefined while none is known, and the decimals to show it with. */
export interface InstrumentPrice {
  current: PricePoint | undefined;
  decimals: number;
}

/** A live mid price wins over an indicative one. */
function instrumentPrice(spec: InstrumentSpec, quote: FeedQuote | undefined, indicative: IndicativePrices) {
  const current = livePoint(quote) ?? indicativePoint(indicative, spec.symbol);
  // A live mid price has half a pip more than the quote; an indicative one at least the pip's decimals (1.0850).
  const decimals =
    current?.live && quote
      ? Math.max(quote.digits, decimalsOf(quote.bid)) + 1
      : Math.max(decimalsOf(current?.price), decimalsOf(spec.pipSize));
  return { current, decimals };
}

/**
 * The calculator's feed: it streams the instrument and both pairs that may convert its quote
 * currency into `account`. No tick re-renders the calculator: the price line follows the
 * instrument's quote (`useInstrumentPrice`), and `read` gives Calculate the prices of its moment,
 * the conversion pairs' among them. `waiting` while the feed connects.
 */
export function useCalculatorFeed(spec: InstrumentSpec | undefined, account: string, source: PriceSource) {
  const [direct, inverse] = spec ? conversionPairs(spec.quote, account) : [];
  const subscribed = useMemo(
    () => [spec?.symbol, direct, inverse].filter((code): code is string => !!code),
    [spec?.symbol, direct, inverse],
  );
  const { feed } = useQuotesFeed(source.ws_api, source.tokenUrl, subscribed, source.host);
  const status = useFeedStatus(feed, source.host);
  // A quote comes to the page only while someone listens to it: Calculate reads the pairs', no render shows them.
  useEffect(() => {
    if (!feed) return;
    const stops = [direct, inverse]
      .filter((code): code is string => !!code)
      .map((code) => feed.subscribeQuote(code, ignore));
    return () => stops.forEach((stop) => stop());
  }, [feed, direct, inverse]);
  const read = (instrument: InstrumentSpec) => ({
    ...instrumentPrice(instrument, feed?.getQuote(instrument.symbol), source.indicative),
    priceOf: (code: string): PricePoint | undefined =>
      livePoint(code === direct || code === inverse ? feed?.getQuote(code) : undefined) ??
      indicativePoint(source.indicative, code),
  });
  return { feed, waiting: !!feed && status === 'connecting', read };
}

/** The instrument's price as it ticks: for the one line that shows it. */
export function useInstrumentPrice(
  feed: QuotesFeed | null,
  spec: InstrumentSpec,
  indicative: IndicativePrices,
): InstrumentPrice {
  return instrumentPrice(spec, useQuote(feed, spec.symbol), indicative);
}
