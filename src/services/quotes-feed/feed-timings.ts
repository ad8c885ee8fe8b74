/** The feed's constants (docs/RULES.md §4, 7, 9) and the token retry policy. Pure. */

export interface RetryPolicy {
  firstMs: number;
  maxMs: number;
  /** ±fraction of the delay, so a fleet of pages does not retry in step. */
  jitter: number;
}

export interface FeedTimings {
  /** docs/RULES.md §7/9: `{"ping":1}` every 10 s. */
  pingEveryMs: number;
  /** docs/RULES.md §9: no pong within 2 s closes the socket. */
  pongTimeoutMs: number;
  /** docs/RULES.md §4/9: reconnect 1 s after a close. */
  reconnectAfterMs: number;
  /** docs/RULES.md §4: close 1 s after a socket error (if the socket has not closed by itself). */
  closeAfterErrorMs: number;
  /** docs/RULES.md §7/9: a new token every 300000 ms after a success. */
  tokenRefreshMs: number;
  /** Ours: a socket that is open but has sent no data for this long makes the status 'stale'. */
  staleAfterMs: number;
  /** Ours: the last unsubscribe closes the socket this much later (a widget moved in the DOM resubscribes first). */
  idleCloseAfterMs: number;
  /** Ours (docs/RULES.md leaves it open): token retries after a failure. */
  tokenRetry: RetryPolicy;
}

export const DEFAULT_FEED_TIMINGS: Readonly<FeedTimings> = Object.freeze({
  pingEveryMs: 10_000,
  pongTimeoutMs: 2_000,
  reconnectAfterMs: 1_000,
  closeAfterErrorMs: 1_000,
  tokenRefreshMs: 300_000,
  staleAfterMs: 30_000,
  idleCloseAfterMs: 1_000,
  tokenRetry: Object.freeze({ firstMs: 1_000, maxMs: 60_000, jitter: 0.2 }),
});

/**
 * The wait before token retry number `failures + 1`: exponential from `firstMs`, capped at
 * `maxMs`, then ±`jitter` (defaults: 1 s, 2 s, 4 s … 60 s, each ±20 %, so 48–72 s at the cap).
 * The cap comes before the jitter so capped retries stay spread out. `random` is in [0, 1).
 */
export function tokenRetryDelay(failures: number, policy: RetryPolicy, random: number): number {
  const base = Math.min(policy.maxMs, policy.firstMs * 2 ** failures);
  return Math.round(base * (1 + policy.jitter * (2 * random - 1)));
}
