/**
 * The feed engine's quote store (the worker's, or the page's where no worker starts): the latest
 * quote per instrument, whoever brought it (the socket, the leader's relay, a snapshot), and the
 * batches to the page. The page gets the instruments its rows listen to (`listen`), every one
 * changed since its last batch, in one batch, sent when the page is ready (its `ready` after it
 * has rendered the last) and at once while it is; a batch is `hurry` when no news came for
 * SETTLED_AFTER_MS before it. The page's own store (quote-store.ts) paces the rows.
 */
import type { Clock } from '../../platform/dom/clock';
import { readQuote, sameQuote, type FeedQuote } from './feed-protocol';

/**
 * A stream this long without news has gone quiet (or was a lone tick): the page shows what it
 * holds at the next frame rather than when its pacing allows (frame-scheduler.ts `hurry`). Three
 * frames: a busy socket's messages come every few milliseconds.
 */
export const SETTLED_AFTER_MS = 50;

/** A batch for the page: `hurry` shows it at the next frame, unpaced (an empty one hurries the batch the page holds). */
export interface QuotesBatch {
  quotes: Record<string, FeedQuote>;
  hurry: boolean;
}

export interface EngineStore {
  get(instrument: string): FeedQuote | undefined;
  /** The latest quotes of `instruments` that the store holds. */
  pick(instruments: readonly string[]): Record<string, FeedQuote>;
  /** One socket message's `data` map (the socket's, or the leader's relayed): news. */
  apply(data: Readonly<Record<string, unknown>>, nowSeconds: number): void;
  /** Quotes already read (a leader's snapshot). */
  put(quotes: Readonly<Record<string, FeedQuote>>): void;
  /** The instruments the page's rows listen to; those just added go to the page at once, hurried. */
  listen(instruments: readonly string[]): void;
  /** The page rendered its last batch. */
  ready(): void;
}

/** The quotes `quotes` holds of `instruments`. */
function pickQuotes(quotes: ReadonlyMap<string, FeedQuote>, instruments: readonly string[]) {
  const picked: Record<string, FeedQuote> = {};
  for (const instrument of instruments) {
    const quote = quotes.get(instrument);
    if (quote) picked[instrument] = quote;
  }
  return picked;
}

export function createEngineStore(clock: Clock, send: (batch: QuotesBatch) => void): EngineStore {
  const quotes = new Map<string, FeedQuote>();
  let listened = new Set<string>();
  /** Listened instruments changed since the last batch. */
  const outbox = new Set<string>();
  let ready = true;
  let batchQueued = false;
  /** When the last news came, and the watch for quiet while the page holds a batch. */
  let newsAt = -Infinity;
  let settleTimer: unknown = null;

  function keep(instrument: string, next: FeedQuote) {
    if (sameQuote(quotes.get(instrument), next)) return;
    quotes.set(instrument, next);
    if (listened.has(instrument)) outbox.add(instrument);
  }

  /** Changes in one task make one batch. */
  function queueBatch() {
    if (batchQueued || !ready || outbox.size === 0) return;
    batchQueued = true;
    queueMicrotask(() => {
      batchQueued = false;
      if (!ready || outbox.size === 0) return;
      ready = false;
      const batch = pick([...outbox]);
      outbox.clear();
      send({ quotes: batch, hurry: clock.now() - newsAt >= SETTLED_AFTER_MS });
    });
  }

  function news() {
    newsAt = clock.now();
    if (!ready && settleTimer === null) settleTimer = clock.setTimeout(checkSettled, SETTLED_AFTER_MS);
  }

  /** The batch the page holds is the stream's last once no news came for SETTLED_AFTER_MS. */
  function checkSettled() {
    settleTimer = null;
    if (ready) return;
    const quietMs = clock.now() - newsAt;
    if (quietMs >= SETTLED_AFTER_MS) send({ quotes: {}, hurry: true });
    else settleTimer = clock.setTimeout(checkSettled, SETTLED_AFTER_MS - quietMs);
  }

  const pick = (instruments: readonly string[]) => pickQuotes(quotes, instruments);

  return {
    get: (instrument) => quotes.get(instrument),
    pick,
    apply(data, nowSeconds) {
      for (const instrument of Object.keys(data)) {
        const next = readQuote(instrument, data[instrument], quotes.get(instrument), nowSeconds);
        if (next) keep(instrument, next);
      }
      news();
      queueBatch();
    },
    put(batch) {
      for (const instrument of Object.keys(batch)) keep(instrument, batch[instrument]!);
      queueBatch();
    },
    listen(instruments) {
      const next = new Set(instruments);
      for (const instrument of outbox) if (!next.has(instrument)) outbox.delete(instrument);
      // Rows that have just come (scrolled near the screen) get their latest quotes at once, not
      // after the batch the page holds: they are an answer, not the stream.
      const arrived = pick(instruments.filter((instrument) => !listened.has(instrument)));
      listened = next;
      if (Object.keys(arrived).length > 0) send({ quotes: arrived, hurry: true });
    },
    ready() {
      ready = true;
      queueBatch();
    },
  };
}
