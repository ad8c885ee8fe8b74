/**
 * The page's quote store: the latest quote per instrument, for React's useSyncExternalStore, and
 * paced flushes for the rows. A snapshot keeps its identity until its instrument changes, and
 * each instrument's listeners hear of changes at most once per scheduled flush (an animation
 * frame, paced to the device: frame-scheduler.ts), however many quotes came in between, and at
 * most INSTRUMENTS_PER_FLUSH instruments a flush, the longest waiting first in the next. So one
 * tick of one instrument re-renders one row, once per frame at most. (A feed engine's store,
 * in the worker, is engine-store.ts.)
 */
import { sameQuote, type FeedQuote } from './feed-protocol';

/**
 * The most instruments one flush tells of; the others wait for the next flush, the longest
 * waiting first. A phone's frame grows with the rows it re-renders: at 4x a phone screen of
 * changed rows (17) made frames of 45-70 ms, eight keep the p95 frame interval at 50 ms
 * (docs/PERFORMANCE.md). A desktop at 60 frames a second seldom has more changed rows in a frame.
 */
export const INSTRUMENTS_PER_FLUSH = 8;

/**
 * Runs `flush` later, once (by default at a paced animation frame, frame-scheduler.ts). It may
 * return a handle that runs it at the next frame instead, whatever the pacing would wait for.
 */
export type FrameScheduler = (flush: () => void) => PendingFlush | void;

export interface PendingFlush {
  hurry(): void;
}

export interface QuoteStore {
  get(instrument: string): FeedQuote | undefined;
  subscribe(instrument: string, listener: () => void): () => void;
  /** The instruments someone listens to. */
  listened(): string[];
  /**
   * Takes quotes already read (a feed engine's batch, page-quotes.ts). Returns whether a listener
   * will hear of them: false when none changed or none is listened to.
   */
  put(quotes: Readonly<Record<string, FeedQuote>>): boolean;
}

/**
 * `listenersChanged`: an instrument got its first listener or lost its last (a browser-wide feed
 * tells its engine which quotes the rows listen to, page-quotes.ts).
 */
export function createQuoteStore(scheduleFlush: FrameScheduler, listenersChanged: () => void = () => {}): QuoteStore {
  const quotes = new Map<string, FeedQuote>();
  const listeners = new Map<string, Set<() => void>>();
  const changed = new Set<string>();
  let flushPending = false;

  function requestFlush() {
    if (flushPending) return;
    flushPending = true;
    scheduleFlush(flush);
  }

  /** Keeps `next` unless it equals the quote held; true when a listener is to hear of it. */
  function set(instrument: string, next: FeedQuote): boolean {
    if (sameQuote(quotes.get(instrument), next)) return false;
    quotes.set(instrument, next);
    if (!listeners.has(instrument)) return false;
    changed.add(instrument);
    return true;
  }

  function flush() {
    flushPending = false;
    const instruments: string[] = [];
    for (const instrument of changed) {
      if (instruments.length === INSTRUMENTS_PER_FLUSH) break;
      instruments.push(instrument);
    }
    for (const instrument of instruments) changed.delete(instrument);
    if (changed.size > 0) requestFlush();
    for (const instrument of instruments) {
      for (const listener of [...(listeners.get(instrument) ?? [])]) listener();
    }
  }

  return {
    get: (instrument) => quotes.get(instrument),
    subscribe(instrument, listener) {
      let set = listeners.get(instrument);
      if (!set) {
        listeners.set(instrument, (set = new Set()));
        listenersChanged();
      }
      // Its own function: the same listener subscribed twice is two subscriptions.
      const mine = () => listener();
      set.add(mine);
      return () => {
        if (!set.delete(mine) || set.size > 0 || listeners.get(instrument) !== set) return;
        listeners.delete(instrument);
        listenersChanged();
      };
    },
    listened: () => [...listeners.keys()],
    put(batch) {
      let news = false;
      for (const instrument of Object.keys(batch)) if (set(instrument, batch[instrument]!)) news = true;
      if (news) requestFlush();
      return news;
    },
  };
}
