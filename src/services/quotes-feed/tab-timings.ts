/** The timings of the tabs sharing one feed (docs/ARCHITECTURE.md "One feed per browser"). Pure. */

export interface TabTimings {
  /** Ours: a tab repeats its instruments this often; a leader its status. */
  heartbeatMs: number;
  /**
   * Ours: a tab not heard from for this long is dropped from the union. Longer than a minute: a
   * background tab's timers may run only once a minute (Chrome's intensive throttling).
   */
  goneAfterMs: number;
  /** Ours: a leader not heard from for this long is taken to hang (the same minute-plus reason). */
  leaderSilentMs: number;
}

export const DEFAULT_TAB_TIMINGS: Readonly<TabTimings> = Object.freeze({
  heartbeatMs: 10_000,
  goneAfterMs: 90_000,
  leaderSilentMs: 90_000,
});
