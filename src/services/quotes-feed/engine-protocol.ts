/**
 * What the page and its tab's feed engine say to each other (docs/ARCHITECTURE.md "One feed per
 * browser"): the page tells what its widgets want and its rows listen to, when it has rendered a
 * batch, a token it was asked for, and its lifecycle; the engine sends the quotes of the rows, the
 * tab's status and its token requests. Everything else (the lock, the tabs, the socket) is the
 * engine's. Structured-clone safe: it crosses to a worker.
 */
import type { FeedStatus } from '../../contract/events';
import type { QuotesBatch } from './engine-store';
import type { FeedTimings } from './feed-timings';
import type { TabTimings } from './tab-timings';

/** What the page tells its engine. */
export type EngineCommand =
  /**
   * The first command: the feed's address and timings. The tab takes part from now on; `solo`
   * (tabs cannot share here, or the page opts out): with a socket of its own, no lock, no channels.
   */
  | { kind: 'start'; url: string; timings: Partial<FeedTimings>; tabTimings: Partial<TabTimings>; solo: boolean }
  /** `wants`: the instruments of the page's widgets; `rows`: those its rows listen to (only their quotes come). */
  | { kind: 'listen'; wants: readonly string[]; rows: readonly string[] }
  /** The page rendered the last batch: the next may come. */
  | { kind: 'ready' }
  /** The answer to a `token` event. */
  | { kind: 'token'; id: number; token: string }
  | { kind: 'token'; id: number; error: { name: string; message: string } }
  /** pagehide, pageshow, and visibilitychange (deadlines a background tab's timers missed run now). */
  | { kind: 'page'; event: 'hide' | 'show' | 'recheck' }
  /** The page needs the engine no more: it leaves the tabs (goodbye, the lock, the socket) and ends. */
  | { kind: 'stop' };

/** What the engine tells its page. */
export type EngineEvent =
  | ({ kind: 'quotes' } & QuotesBatch)
  /** The tab's feed status: its socket's while it leads, the leader's while it follows. */
  | { kind: 'status'; status: FeedStatus }
  /** A token, please (the page fetches it: the token URL, its cookies and headers are the page's). */
  | { kind: 'token'; id: number }
  /** From a worker: its first message, and its console errors. */
  | { kind: 'started' }
  | { kind: 'log'; args: unknown[] };
