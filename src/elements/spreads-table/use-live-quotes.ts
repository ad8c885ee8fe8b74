/**
 * The latest quote of each of a table's instruments, re-rendering the table when any of them
 * ticks (the store tells each instrument's listeners at most once per frame). The table needs
 * them all at once to sort by the live spread.
 */
import { useEffect, useState } from 'react';
import type { FeedQuote, QuotesFeed } from '../../services/quotes-feed';

export function useLiveQuotes(feed: QuotesFeed | null, instruments: readonly string[]): Map<string, FeedQuote> {
  const [, setVersion] = useState(0);
  const list = instruments.join(',');
  useEffect(() => {
    if (!feed || !list) return;
    const bump = () => setVersion((version) => version + 1);
    const stops = list.split(',').map((instrument) => feed.subscribeQuote(instrument, bump));
    return () => stops.forEach((stop) => stop());
  }, [feed, list]);
  const quotes = new Map<string, FeedQuote>();
  for (const instrument of instruments) {
    const quote = feed?.getQuote(instrument);
    if (quote) quotes.set(instrument, quote);
  }
  return quotes;
}
