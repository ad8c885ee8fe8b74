/**
 * The page's quote store, its one copy of its tab's quotes: the quotes of the instruments its rows
 * listen to (rows on or near the screen, use-quotes.ts), filled with the feed engine's batches
 * (engine-store.ts, in the worker), for React's useSyncExternalStore, and paced flushes for the
 * rows. A snapshot keeps its identity until its instrument changes, and each instrument's
 * listeners hear of changes at most once per scheduled flush (an animation frame, paced to the
 * device: frame-scheduler.ts), as many instruments a flush as the pacing allows (eight at
 * least), the longest waiting first in the next. So one tick of one instrument re-renders one
 * row, once per frame at most. The store says `ready` after each flush, and the engine sends the next batch only then,
 * so however fast the socket the page handles one message per frame it renders, at most, and a
 * slow phone fewer. A batch the engine hurries (the stream's last changes, or the latest quotes
 * of rows that have just come) is shown at the next frame, unpaced, and so are the instruments
 * still waiting behind it, eight a frame, until a batch comes that is not hurried. An instrument nobody listens
 * to keeps the quote it had when the last listener left; the first listener gets the latest at once.
 */
import type { EngineCommand } from './engine-protocol';
import type { QuotesBatch } from './engine-store';
import { sameQuote, type FeedQuote } from './feed-protocol';

/**
 * The fewest instruments a flush may tell of, and the most a flush whose scheduler does not say
 * (frame-scheduler.ts says, by the last frame's cost); the others wait for the next flush, the
 * longest waiting first. A phone's frame grows with the rows it re-renders: at 4x a phone screen
 * of changed rows (17) made frames of 45-70 ms, eight keep the p95 frame interval at 50 ms
 * (docs/PERFORMANCE.md). A desktop writes more: split, one message's rows cost two frames' work.
 */
export const INSTRUMENTS_PER_FLUSH = 8;

/**
 * Runs `flush` later, once (by default at a paced animation frame, frame-scheduler.ts), with the
 * most instruments it may tell of (INSTRUMENTS_PER_FLUSH when not given); `flush` returns how many
 * it told of. It may return a handle that runs it at the next frame instead, whatever the pacing
 * would wait for.
 */
export type FrameScheduler = (flush: (limit?: number) => number) => PendingFlush | void;

export interface PendingFlush {
  hurry(): void;
}

export interface QuoteStore {
  get(instrument: string): FeedQuote | undefined;
  subscribe(instrument: string, listener: () => void): () => void;
  /** The instruments the rows listen to. */
  rows(): string[];
  /** A batch from the engine. */
  receive(batch: QuotesBatch): void;
}

/**
 * `send`: to the engine; `rowsChanged`: an instrument got its first listener or lost its last
 * (the engine sends the quotes of the rows' instruments only).
 */
export function createQuoteStore(
  scheduleFlush: FrameScheduler,
  send: (command: EngineCommand) => void,
  rowsChanged: () => void,
): QuoteStore {
  const quotes = new Map<string, FeedQuote>();
  const listeners = new Map<string, Set<() => void>>();
  const changed = new Set<string>();
  /** The flush while it waits for its frame. */
  let pending: PendingFlush | void;
  let flushPending = false;
  /**
   * The last batch was hurried (the stream has gone quiet): the instruments still waiting after
   * a flush are shown at the next frames too, unpaced, not one paced flush of eight at a time.
   */
  let hurried = false;

  function requestFlush() {
    if (flushPending) return;
    flushPending = true;
    pending = scheduleFlush((limit) => {
      pending = undefined;
      const told = flush(limit);
      send({ kind: 'ready' });
      return told;
    });
  }

  /** Keeps `next` unless it equals the quote held; true when a listener is to hear of it. */
  function set(instrument: string, next: FeedQuote): boolean {
    if (sameQuote(quotes.get(instrument), next)) return false;
    quotes.set(instrument, next);
    if (!listeners.has(instrument)) return false;
    changed.add(instrument);
    return true;
  }

  function flush(limit = INSTRUMENTS_PER_FLUSH) {
    flushPending = false;
    const instruments: string[] = [];
    for (const instrument of changed) {
      if (instruments.length >= limit) break;
      instruments.push(instrument);
    }
    for (const instrument of instruments) changed.delete(instrument);
    if (changed.size > 0) {
      requestFlush();
      if (hurried) pending?.hurry();
    }
    for (const instrument of instruments) {
      for (const listener of [...(listeners.get(instrument) ?? [])]) listener();
    }
    return instruments.length;
  }

  return {
    get: (instrument) => quotes.get(instrument),
    subscribe(instrument, listener) {
      let set = listeners.get(instrument);
      if (!set) {
        listeners.set(instrument, (set = new Set()));
        rowsChanged();
      }
      // Its own function: the same listener subscribed twice is two subscriptions.
      const mine = () => listener();
      set.add(mine);
      return () => {
        if (!set.delete(mine) || set.size > 0 || listeners.get(instrument) !== set) return;
        listeners.delete(instrument);
        rowsChanged();
      };
    },
    rows: () => [...listeners.keys()],
    receive(batch) {
      if (batch.hurry) hurried = true;
      else if (Object.keys(batch.quotes).length > 0) hurried = false;
      let news = false;
      for (const instrument of Object.keys(batch.quotes)) if (set(instrument, batch.quotes[instrument]!)) news = true;
      // A batch no row will show (nothing changed, or its rows went) is rendered at once.
      if (news) requestFlush();
      else if (Object.keys(batch.quotes).length > 0) return send({ kind: 'ready' });
      if (batch.hurry) pending?.hurry();
    },
  };
}
