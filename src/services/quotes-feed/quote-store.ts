/**
 * The latest quote per instrument, for React's useSyncExternalStore: a snapshot keeps its
 * identity until its instrument changes, and each instrument's listeners hear of changes at
 * most once per scheduled flush (an animation frame), however many messages came in between,
 * and at most INSTRUMENTS_PER_FLUSH instruments a flush. So one tick of one instrument
 * re-renders one row, once per frame at most.
 */
import { readQuote, sameQuote, type FeedQuote } from './feed-protocol';

/**
 * The most instruments one flush tells of; the others wait for the next flush, the longest
 * waiting first. A phone's frame grows with the rows it re-renders: at 4x a phone screen of
 * changed rows (17) made frames of 45-70 ms, eight keep the p95 frame interval at 50 ms
 * (docs/PERFORMANCE.md). A desktop at 60 frames a second seldom has more changed rows in a frame.
 */
export const INSTRUMENTS_PER_FLUSH = 8;

/**
 * Runs `flush` later, once (by default at the next animation frame). It may return a handle the
 * store tells of further changes before the flush, which a paced scheduler reads as "still busy".
 */
export type FrameScheduler = (flush: () => void) => PendingFlush | void;

export interface PendingFlush {
  renewed(): void;
}

export interface QuoteStore {
  get(instrument: string): FeedQuote | undefined;
  subscribe(instrument: string, listener: () => void): () => void;
  /** Applies one message's `data` map. */
  apply(data: Readonly<Record<string, unknown>>, nowSeconds: number): void;
}

export function createQuoteStore(scheduleFlush: FrameScheduler): QuoteStore {
  const quotes = new Map<string, FeedQuote>();
  const listeners = new Map<string, Set<() => void>>();
  const changed = new Set<string>();
  let pending: PendingFlush | void;
  let flushPending = false;

  function requestFlush() {
    if (flushPending) pending?.renewed();
    else {
      flushPending = true;
      pending = scheduleFlush(flush);
    }
  }

  function flush() {
    flushPending = false;
    pending = undefined;
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
      if (!set) listeners.set(instrument, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(instrument) === set) listeners.delete(instrument);
      };
    },
    apply(data, nowSeconds) {
      let news = false;
      for (const instrument of Object.keys(data)) {
        const previous = quotes.get(instrument);
        const next = readQuote(instrument, data[instrument], previous, nowSeconds);
        if (!next || sameQuote(previous, next)) continue;
        quotes.set(instrument, next);
        if (listeners.has(instrument)) {
          changed.add(instrument);
          news = true;
        }
      }
      if (news) requestFlush();
    },
  };
}
