/**
 * Keeps a feed's token (docs/RULES.md §7, 8, 9): fetched when the feed starts, fetched again 300000 ms
 * after each success (a wall-clock deadline). A failure logs `Error getting token from server`,
 * an empty token logs `Token has not been provided` and forgets the old token (no new socket
 * may open); both retry on the backoff of `tokenRetryDelay` (1 s, 2 s, 4 s … 60 s, ±20 %). A
 * token younger than the refresh period is reused when the feed starts again.
 */
import type { Clock } from '../../platform/dom/clock';
import type { Deadlines } from './deadlines';
import { tokenRetryDelay, type FeedTimings } from './feed-timings';
import { MissingTokenError } from './token-fetch';

export interface TokenRefresher {
  /** Starts fetching and refreshing; calls `onToken` with each token (at once when a fresh one is known). */
  start(): void;
  /** Stops refreshing; an answer still on its way is ignored. */
  stop(): void;
  /** The last good token, or null. */
  current(): string | null;
  /**
   * Drops the token and fetches another, unless it is younger than TOKEN_RENEW_AFTER_MS: the
   * server may have refused it. `onToken` gets the new one.
   */
  renew(): void;
}

/** A token younger than this is kept even when a socket closed before any data. */
export const TOKEN_RENEW_AFTER_MS = 10_000;

export interface TokenRefresherOptions {
  fetchToken: () => Promise<string>;
  onToken: (token: string) => void;
  clock: Clock;
  deadlines: Deadlines<'token'>;
  timings: Pick<FeedTimings, 'tokenRefreshMs' | 'tokenRetry'>;
  random: () => number;
}

export function createTokenRefresher(options: TokenRefresherOptions): TokenRefresher {
  const { clock, deadlines, timings } = options;
  let token: string | null = null;
  let fetchedAt = 0;
  let failures = 0;
  let running = false;
  let attempt = 0;

  async function load() {
    const mine = ++attempt;
    try {
      const value = await options.fetchToken();
      if (mine !== attempt) return;
      token = value;
      fetchedAt = clock.now();
      failures = 0;
      deadlines.set('token', timings.tokenRefreshMs, () => void load());
      options.onToken(value);
    } catch (error) {
      if (mine !== attempt) return;
      if (error instanceof MissingTokenError) {
        token = null;
        console.error(error.message);
      } else {
        console.error('Error getting token from server', error);
      }
      deadlines.set('token', tokenRetryDelay(failures++, timings.tokenRetry, options.random()), () => void load());
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      const age = clock.now() - fetchedAt;
      if (token === null || age >= timings.tokenRefreshMs) return void load();
      deadlines.set('token', timings.tokenRefreshMs - age, () => void load());
      options.onToken(token);
    },
    stop() {
      running = false;
      attempt++;
      deadlines.clear('token');
    },
    current: () => token,
    renew() {
      if (!running || token === null || clock.now() - fetchedAt < TOKEN_RENEW_AFTER_MS) return;
      token = null;
      deadlines.clear('token');
      void load();
    },
  };
}
