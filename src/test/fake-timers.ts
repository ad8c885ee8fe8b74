/** A manual clock for code that takes its timers as an argument: time moves only when a test calls tick(). */
export function fakeTimers() {
  let now = 0;
  let nextId = 1;
  const pending = new Map<number, { at: number; run: () => void }>();
  const timers = {
    setTimeout(run: () => void, ms: number): unknown {
      const id = nextId++;
      pending.set(id, { at: now + ms, run });
      return id;
    },
    clearTimeout(id: unknown) {
      pending.delete(id as number);
    },
  };
  /** Moves the clock on by `ms`, running the timers that fall due, earliest first. */
  function tick(ms: number) {
    const until = now + ms;
    for (;;) {
      const [due] = [...pending].filter(([, timer]) => timer.at <= until).sort(([, a], [, b]) => a.at - b.at);
      if (!due) break;
      pending.delete(due[0]);
      now = due[1].at;
      due[1].run();
    }
    now = until;
  }
  return { timers, tick };
}
