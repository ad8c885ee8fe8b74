/**
 * React bindings of the quotes feed: one feed subscription per widget (its instrument list),
 * one store subscription per row, so a tick of one instrument re-renders one row.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { quotesFeed, type FeedQuote, type FeedStatus, type QuotesFeed } from '../../services/quotes-feed';
import { createStaleWatch, getTypicalSpreads, type StaleWatch, type TypicalSpreads } from '../../services/quotes';
import { emit } from '../../platform/runtime/events';

/** The page's shared feed for `wsApi`, streaming `instruments` while this widget is mounted. */
export function useQuotesFeed(wsApi: string, tokenUrl: string, instruments: readonly string[]): QuotesFeed | null {
  const feed = wsApi && tokenUrl ? quotesFeed(wsApi, tokenUrl) : null;
  const list = instruments.join(',');
  const [subscription, setSubscription] = useState<ReturnType<QuotesFeed['subscribe']> | null>(null);

  useEffect(() => {
    if (!feed) return;
    const next = feed.subscribe([]);
    setSubscription(next);
    return () => next.unsubscribe();
  }, [feed]);

  useEffect(() => subscription?.update(list ? list.split(',') : []), [subscription, list]);
  return feed;
}

const noFeed = () => () => {};

export function useQuote(feed: QuotesFeed | null, instrument: string): FeedQuote | undefined {
  return useSyncExternalStore(feed ? (listener) => feed.subscribeQuote(instrument, listener) : noFeed, () =>
    feed?.getQuote(instrument),
  );
}

/** The feed's status, also announced to the page as a `feed-status` event on the host. */
export function useFeedStatus(feed: QuotesFeed | null, host: HTMLElement): FeedStatus | null {
  const status = useSyncExternalStore(feed ? feed.subscribeStatus : noFeed, () => feed?.getStatus() ?? null);
  useEffect(() => {
    if (status) emit(host, 'feed-status', { status });
  }, [status, host]);
  return status;
}

/** Typical spreads for the shown instruments and their slugs; a failure leaves the map empty. */
export function useTypicalSpreads(keys: readonly string[]): TypicalSpreads {
  const [spreads, setSpreads] = useState<TypicalSpreads>({});
  const list = keys.join(',');
  useEffect(() => {
    if (!list) return;
    let current = true;
    void getTypicalSpreads(list.split(',')).then((data) => current && setSpreads(data));
    return () => void (current = false);
  }, [list]);
  return spreads;
}

/** The widget's one timer for quotes passing 1800 s (see createStaleWatch); cleared on unmount. */
export function useStaleWatch(): StaleWatch {
  const [watch] = useState(createStaleWatch);
  useEffect(() => () => watch.clear(), [watch]);
  return watch;
}

/**
 * Re-renders the row when its quote turns stale without a tick: only then, and only when a
 * typical spread would change what it shows.
 */
export function useRenderWhenStale(watch: StaleWatch, time: number | undefined, typical: number | undefined) {
  const [, setStaleTime] = useState<number>();
  useEffect(() => {
    if (time === undefined || typical === undefined) return;
    return watch.watch(time, () => setStaleTime(time));
  }, [watch, time, typical]);
}
