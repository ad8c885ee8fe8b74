/**
 * A web-test-runner reporter for `TEST_TIMINGS=<n> npm test`: at the end, the n test files whose
 * tests took longest (the sum of their tests' durations, hooks and page loads aside), with their
 * seconds and test counts, where to look first to make the suite faster.
 */
import { relative } from 'node:path';

/** Every test of a session's results, however deep its suites. */
function* testsOf(suite) {
  if (!suite) return;
  yield* suite.tests;
  for (const child of suite.suites) yield* testsOf(child);
}

/** Files by the seconds their tests took, longest first: `{ file, seconds, tests }`. */
export function slowestFiles(sessions, count) {
  const byFile = new Map();
  for (const session of sessions) {
    const tests = [...testsOf(session.testResults)];
    const ms = tests.reduce((sum, test) => sum + (test.duration ?? 0), 0);
    const entry = byFile.get(session.testFile) ?? { file: relative(process.cwd(), session.testFile), ms: 0, tests: 0 };
    entry.ms += ms;
    entry.tests += tests.length;
    byFile.set(session.testFile, entry);
  }
  return [...byFile.values()]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ file, ms, tests }) => ({ file, seconds: Math.round(ms / 100) / 10, tests }));
}

export function testTimingsReporter(count) {
  return {
    onTestRunFinished({ sessions }) {
      const rows = slowestFiles(sessions, count);
      const total = slowestFiles(sessions, Infinity).reduce((sum, row) => sum + row.seconds, 0);
      console.log(`\nThe ${rows.length} slowest test files (their tests' own time; all files: ${total.toFixed(0)} s):`);
      for (const { file, seconds, tests } of rows)
        console.log(`${seconds.toFixed(1).padStart(7)} s  ${String(tests).padStart(3)} tests  ${file}`);
    },
  };
}
