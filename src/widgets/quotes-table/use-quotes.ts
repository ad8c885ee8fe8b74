/**
 * React bindings of the quotes feed: one feed subscription per widget (its instrument list),
 * one store subscription per row while the row is on or near the screen, so a tick of one
 * instrument re-renders one row, and only a row someone can see.
 */
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { feedAllowed, quotesFeed, type FeedQuote, type FeedStatus, type QuotesFeed } from '../../services/quotes-feed';
import { createStaleWatch, getTypicalSpreads, type StaleWatch, type TypicalSpreads } from '../../services/quotes';
import { emit } from '../../platform/runtime/events';

/**
 * The page's shared feed for `wsApi`, streaming `instruments` while this widget is mounted, from
 * the moment its `host` first comes on or near the screen: until then (a widget further down a
 * phone's page) the feed only says it is connecting, and nothing of it runs: no worker, channel,
 * lock, token or socket. No feed (null) without both addresses, or with one the page does not
 * allow (feed-origins.ts), or while the answer loads.
 */
export function useQuotesFeed(
  wsApi: string,
  tokenUrl: string,
  instruments: readonly string[],
  host: Element,
): QuotesFeed | null {
  const near = useNearScreenOnce(host);
  const feed = useFeedAllowed(wsApi, tokenUrl) ? quotesFeed(wsApi, tokenUrl) : null;
  const list = instruments.join(',');
  const [subscription, setSubscription] = useState<ReturnType<QuotesFeed['subscribe']> | null>(null);

  useEffect(() => {
    if (!feed || !near) return;
    const next = feed.subscribe([]);
    setSubscription(next);
    return () => next.unsubscribe();
  }, [feed, near]);

  useEffect(() => subscription?.update(list ? list.split(',') : []), [subscription, list]);
  return feed;
}

/** Whether the feed of these addresses may start: false without both, null while the answer loads. */
function useFeedAllowed(wsApi: string, tokenUrl: string): boolean | null {
  const answer = wsApi && tokenUrl ? feedAllowed(wsApi, tokenUrl) : false;
  const [settled, setSettled] = useState<{ answer: Promise<boolean>; allowed: boolean } | null>(null);
  useEffect(() => {
    if (typeof answer === 'boolean') return;
    let current = true;
    void answer.then((allowed) => current && setSettled({ answer, allowed }));
    return () => void (current = false);
  }, [answer]);
  if (typeof answer === 'boolean') return answer;
  return settled?.answer === answer ? settled.allowed : null;
}

const noFeed = () => () => {};

/**
 * The latest quote of `instrument`. While `follow` is false the quote of the moment it turned
 * false is kept, even through renders for other reasons (the feed's status); when it turns true
 * again the latest quote renders at once.
 */
export function useQuote(feed: QuotesFeed | null, instrument: string, follow = true): FeedQuote | undefined {
  const kept = useMemo(() => (follow ? undefined : feed?.getQuote(instrument)), [feed, instrument, follow]);
  const subscribe = useCallback(
    (listener: () => void) => (feed && follow ? feed.subscribeQuote(instrument, listener) : noFeed()),
    [feed, instrument, follow],
  );
  return useSyncExternalStore(subscribe, () => (follow ? feed?.getQuote(instrument) : kept));
}

/**
 * How far outside the viewport a row counts as near the screen: a row scrolled towards is
 * brought up to date a few frames before it shows, so the visitor never sees an old price.
 */
const NEAR_SCREEN_MARGIN = '25% 0px';

/** One observer for the page's rows, created with the first row and dropped with the last. */
let nearScreen: { observer: IntersectionObserver; rows: Map<Element, (near: boolean) => void> } | null = null;

function watchNearScreen(row: Element, onChange: (near: boolean) => void): () => void {
  if (!nearScreen) {
    const rows = new Map<Element, (near: boolean) => void>();
    // Rendered before the task ends, so a row scrolled in at once shows the latest quote in the
    // next frame rather than whenever React's scheduler gets to it.
    const observer = new IntersectionObserver(
      (entries) => flushSync(() => entries.forEach((entry) => rows.get(entry.target)?.(entry.isIntersecting))),
      { rootMargin: NEAR_SCREEN_MARGIN },
    );
    nearScreen = { observer, rows };
  }
  const watching = nearScreen;
  watching.rows.set(row, onChange);
  watching.observer.observe(row);
  return () => {
    watching.rows.delete(row);
    watching.observer.unobserve(row);
    if (watching.rows.size > 0 || nearScreen !== watching) return;
    watching.observer.disconnect();
    nearScreen = null;
  };
}

/**
 * Whether the element is on or near the screen. False until the first observation (the frame
 * after mounting): a long table then re-renders only its rows on screen, not every other one.
 */
export function useNearScreen(element: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (element.current) return watchNearScreen(element.current, setNear);
  }, [element]);
  return near;
}

/** False until `element` first comes on or near the screen, then true for good. */
function useNearScreenOnce(element: Element): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (!near) return watchNearScreen(element, (now) => now && setNear(true));
  }, [element, near]);
  return near;
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
