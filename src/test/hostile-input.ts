/**
 * Long typed texts that make a backtracking pattern try every split of a run (a run of what it
 * repeats, then a mismatch), and a timer for a rule run over them. A pattern that cannot
 * backtrack reads each in well under a millisecond; /^[^\s@]+@[^\s@]+\.[^\s@]+$/ took 2-5 s.
 */
export const HOSTILE_LENGTH = 50_000;

export const HOSTILE_INPUTS: readonly string[] = [
  'a'.repeat(HOSTILE_LENGTH),
  `a@${'a.'.repeat(HOSTILE_LENGTH / 2)}@`,
  `a@${'.'.repeat(HOSTILE_LENGTH)} x`,
  `${'1'.repeat(HOSTILE_LENGTH)}x`,
  `+${'1'.repeat(HOSTILE_LENGTH)}.x`,
  `${'1.'.repeat(HOSTILE_LENGTH / 2)}x`,
  `a${' -'.repeat(HOSTILE_LENGTH / 2)}!`,
];

/** A rule's budget on each: seconds before, well under a millisecond after, room for a loaded machine. */
export const HOSTILE_BUDGET_MS = 50;

/** The fastest of three runs, in ms: a busy machine slows a run down, never speeds it up. */
export function fastestRunMs(run: () => void): number {
  let fastest = Infinity;
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    run();
    fastest = Math.min(fastest, performance.now() - start);
  }
  return fastest;
}
