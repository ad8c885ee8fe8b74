/**
 * React bindings of the quotes feed: one feed subscription per widget (its instrument list),
 * one store subscription per row while the row is on or near the screen and the page's prices
 * are not paused, so a tick of one instrument reaches one row (written in place by the quotes
 * table's rows, re-rendered by spreads-table's), and only a row someone can see. The feed's
 * state as the table shows it (docs/CONTRACT.md "Live prices").
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { systemClock } from '../../platform/dom/clock';
import { feedAllowed, quotesFeed, type FeedQuote, type FeedStatus, type QuotesFeed } from '../../services/quotes-feed';
import { createStaleWatch, getTypicalSpreads, type StaleWatch, type TypicalSpreads } from '../../services/quotes';
import { emit } from '../../platform/runtime/events';
import { pagePricePause } from './price-pause';
import {
  feedState,
  followsFeed,
  OFFLINE_AFTER_MS,
  RESUMED_NOTICE_MS,
  statusKey,
  type FeedState,
  type StatusKey,
} from './quotes-table.model';

/**
 * The page's shared feed for `wsApi`, streaming `instruments` while this widget is mounted, from
 * the moment its `host` first comes on or near the screen: until then (a widget further down a
 * phone's page) the feed only says it is connecting, and nothing of it runs: no worker, channel,
 * lock, token or socket. No feed (null) without both addresses, or with one the page does not
 * allow (feed-origins.ts); while the answer loads, a feed that only says it is connecting.
 */
export function useQuotesFeed(
  wsApi: string,
  tokenUrl: string,
  instruments: readonly string[],
  host: Element,
): { feed: QuotesFeed | null; started: boolean } {
  const near = useNearScreenOnce(host);
  const allowed = useFeedAllowed(wsApi, tokenUrl);
  const feed = allowed ? quotesFeed(wsApi, tokenUrl) : allowed === null ? CHECKING : null;
  const list = instruments.join(',');
  const [subscription, setSubscription] = useState<ReturnType<QuotesFeed['subscribe']> | null>(null);

  useEffect(() => {
    if (!feed || !near) return;
    const next = feed.subscribe([]);
    setSubscription(next);
    return () => next.unsubscribe();
  }, [feed, near]);

  useEffect(() => subscription?.update(list ? list.split(',') : []), [subscription, list]);
  return { feed, started: feed !== null && near };
}

/** The feed while the page's answer on its addresses loads: connecting, and nothing of it runs. */
const CHECKING: QuotesFeed = {
  subscribe: () => ({ update: () => undefined, unsubscribe: () => undefined }),
  getStatus: () => 'connecting',
  subscribeStatus: () => () => undefined,
  getQuote: () => undefined,
  subscribeQuote: () => () => undefined,
};

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
 * The latest quote of `instrument`. While `follow` is false the quote last shown is kept (the
 * store's, when none was shown yet), even through renders for other reasons (the feed's status):
 * a paused row does not change. When it turns true again the latest quote renders at once.
 */
export function useQuote(feed: QuotesFeed | null, instrument: string, follow = true): FeedQuote | undefined {
  const shown = useRef<{ instrument: string; quote: FeedQuote | undefined } | null>(null);
  const kept = useMemo(() => {
    if (follow) return undefined;
    const last = shown.current;
    return last?.instrument === instrument ? last.quote : feed?.getQuote(instrument);
  }, [feed, instrument, follow]);
  const subscribe = useCallback(
    (listener: () => void) => (feed && follow ? feed.subscribeQuote(instrument, listener) : noFeed()),
    [feed, instrument, follow],
  );
  const quote = useSyncExternalStore(subscribe, () => (follow ? feed?.getQuote(instrument) : kept));
  shown.current = { instrument, quote };
  return quote;
}

/**
 * Whether the page's live prices are paused (price-pause.ts), and its toggle. `startPaused` (the
 * `paused` attribute) pauses them before the first paint.
 */
export function usePricePause(startPaused: boolean): { paused: boolean; toggle: () => void } {
  const paused = useSyncExternalStore(pagePricePause.subscribe, pagePricePause.paused);
  useLayoutEffect(() => {
    if (startPaused) pagePricePause.set(true);
  }, [startPaused]);
  const toggle = useCallback(() => pagePricePause.set(!pagePricePause.paused()), []);
  return { paused, toggle };
}

/**
 * The state the table shows (quotes-table.model.ts `feedState`), on the host as `data-feed-state`,
 * and its status text. The 10 s without a live socket count from the moment the feed runs for
 * this table (`started`) or loses its socket; the notice that prices were paused shows for
 * RESUMED_NOTICE_MS after their release. Timers on the Clock.
 */
export function useFeedState(
  feed: QuotesFeed | null,
  started: boolean,
  paused: boolean,
  host: HTMLElement,
): { state: FeedState; status: StatusKey | '' } {
  const status = useFeedStatus(feed, host);
  const down = started && status !== 'live';
  const [downTooLong, setDownTooLong] = useState(false);
  useEffect(() => {
    setDownTooLong(false);
    if (!down) return;
    const timer = systemClock.setTimeout(() => setDownTooLong(true), OFFLINE_AFTER_MS);
    return () => systemClock.clearTimeout(timer);
  }, [down]);
  const resumed = useReleasedNotice(paused);
  const state = feedState(feed ? status : null, paused, down && downTooLong);
  useLayoutEffect(() => {
    host.dataset.feedState = state;
  }, [host, state]);
  return { state, status: statusKey(state, resumed) };
}

/** True for RESUMED_NOTICE_MS after `paused` turns false. */
function useReleasedNotice(paused: boolean): boolean {
  const [released, setReleased] = useState(false);
  const wasPaused = useRef(paused);
  useEffect(() => {
    if (paused) {
      wasPaused.current = true;
      return setReleased(false);
    }
    if (!wasPaused.current) return;
    wasPaused.current = false;
    setReleased(true);
    const timer = systemClock.setTimeout(() => setReleased(false), RESUMED_NOTICE_MS);
    return () => systemClock.clearTimeout(timer);
  }, [paused]);
  return released;
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
 * Whether the element (a row, or a group of rows) is on or near the screen. False until the first
 * observation (the frame after mounting): a long table then re-renders only its rows on screen,
 * not every other one.
 */
export function useNearScreen(element: RefObject<Element>): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (element.current) return watchNearScreen(element.current, setNear);
  }, [element]);
  return near;
}

/**
 * Whether the browser renders `element`, a block with `content-visibility: auto` (a group of
 * rows, quotes-table.css): on or near the screen (the browser's margin, half a viewport in
 * Chromium), or holding the focus. The browser skips the style, layout, paint and hit testing of
 * a group it does not render and tells when that changes, so the table needs no observer of its
 * own; where it cannot tell (no `contentvisibilityautostatechange`), the page's observer does.
 * False until first told.
 */
export function useRenderedGroup(element: RefObject<HTMLElement>): boolean {
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    const group = element.current;
    if (!group) return;
    if (typeof ContentVisibilityAutoStateChangeEvent !== 'function') return watchNearScreen(group, setRendered);
    // Rendered before the task ends, as the observer's rows are (watchNearScreen).
    const onChange = (event: Event) =>
      flushSync(() => setRendered(!(event as ContentVisibilityAutoStateChangeEvent).skipped));
    group.addEventListener('contentvisibilityautostatechange', onChange);
    return () => group.removeEventListener('contentvisibilityautostatechange', onChange);
  }, [element]);
  return rendered;
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
 * Re-renders the row when its quote turns stale (older than 1800 s) without a tick: its freshness,
 * and its typical spread when one is known, change then.
 */
export function useRenderWhenStale(watch: StaleWatch, time: number | undefined) {
  const [, setStaleTime] = useState<number>();
  useEffect(() => {
    if (time === undefined) return;
    return watch.watch(time, () => setStaleTime(time));
  }, [watch, time]);
}

/**
 * A row's quote, rendered: followed as `followsFeed` says (quotes-table.model.ts). `following`
 * is false while it keeps a quote (a flash would be a catch-up then).
 */
export function useRowQuote(
  feed: QuotesFeed | null,
  instrument: string,
  paused: boolean,
  nearScreen: boolean,
): { quote: FeedQuote | undefined; following: boolean } {
  const priced = useRef(false);
  const following = followsFeed(nearScreen, paused, priced.current);
  const quote = useQuote(feed, instrument, following);
  if (quote) priced.current = true;
  return { quote, following };
}

/**
 * A row's quote, given to `show` rather than rendered: the row writes it into its cells in place
 * (quote-row.tsx, row-writer.ts), so a tick costs no render. Followed as `followsFeed` says
 * (quotes-table.model.ts). After each render of the row `show` gets what the row shows (`tick` false: the latest
 * quote while following, else the one last shown); each flush of the page's store (the one
 * paced frame, frame-scheduler.ts) gives a following row its new quote (`tick` true). A quote
 * that passes 1800 s without a tick is shown again then, stale.
 */
export function useLiveQuote(
  feed: QuotesFeed | null,
  instrument: string,
  paused: boolean,
  nearScreen: boolean,
  staleWatch: StaleWatch,
  show: (quote: FeedQuote | undefined, tick: boolean) => void,
): void {
  const [priced, setPriced] = useState(false);
  const following = followsFeed(nearScreen, paused, priced);
  const shown = useRef<{ instrument: string; quote: FeedQuote | undefined } | null>(null);
  const stale = useRef<{ time: number; cancel: () => void } | null>(null);
  const showQuote = useRef<(quote: FeedQuote | undefined, tick: boolean) => void>(() => undefined);
  useLayoutEffect(() => {
    showQuote.current = (quote, tick) => {
      shown.current = { instrument, quote };
      show(quote, tick);
      if (quote && !priced) setPriced(true);
      if (stale.current?.time === quote?.time) return;
      stale.current?.cancel();
      stale.current = quote
        ? {
            time: quote.time,
            cancel: staleWatch.watch(quote.time, () => showQuote.current(shown.current?.quote, false)),
          }
        : null;
    };
    const last = shown.current;
    showQuote.current(following || last?.instrument !== instrument ? feed?.getQuote(instrument) : last.quote, false);
  });
  useLayoutEffect(() => {
    if (!feed || !following) return;
    return feed.subscribeQuote(instrument, () => showQuote.current(feed.getQuote(instrument), true));
  }, [feed, instrument, following]);
  useEffect(() => () => stale.current?.cancel(), []);
}
