/**
 * The page's copy of its tab's quotes: the quotes of the instruments its rows listen to (rows on
 * or near the screen, use-quotes.ts), in the page's store (quote-store.ts: paced flushes for the
 * rows), filled with the engine's batches (engine-store.ts). The page says `ready` after each
 * flush, and the engine sends the next batch only then, so however fast the socket the page
 * handles one message per frame it renders, at most, and a slow phone fewer. A batch the engine
 * hurries (the stream's last changes, or the latest quotes of rows that have just come) is shown
 * at the next frame, unpaced. An instrument nobody listens to keeps the quote it had when the
 * last listener left; the first listener gets the latest at once.
 */
import type { EngineCommand } from './engine-protocol';
import type { QuotesBatch } from './engine-store';
import type { FeedQuote } from './feed-protocol';
import { createQuoteStore, type FrameScheduler, type PendingFlush } from './quote-store';

export interface PageQuotes {
  get(instrument: string): FeedQuote | undefined;
  subscribe(instrument: string, listener: () => void): () => void;
  /** The instruments the rows listen to. */
  rows(): string[];
  receive(batch: QuotesBatch): void;
}

/** `send`: to the engine; `rowsChanged`: rows came or went (once per task). */
export function createPageQuotes(
  scheduleFlush: FrameScheduler,
  send: (command: EngineCommand) => void,
  rowsChanged: () => void,
): PageQuotes {
  /** The store's flush while it waits for its frame. */
  let pending: PendingFlush | void;
  const store = createQuoteStore(
    (flush) =>
      (pending = scheduleFlush(() => {
        pending = undefined;
        flush();
        send({ kind: 'ready' });
      })),
    rowsChanged,
  );

  return {
    get: store.get,
    subscribe: store.subscribe,
    rows: store.listened,
    receive({ quotes, hurry }) {
      // A batch no row will show (nothing changed, or its rows went) is rendered at once.
      if (Object.keys(quotes).length > 0 && !store.put(quotes)) return send({ kind: 'ready' });
      if (hurry) pending?.hurry();
    },
  };
}
