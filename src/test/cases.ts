/** A pure function's cases written as a table: each input beside what the function gives for it. */
import { expect } from '@open-wc/testing';

/**
 * Expects `f(input)` to equal `expected` (deeply) for each case; a failure names its input, as JSON
 * so that spaces and control characters show.
 */
export function expectCases<In, Out>(f: (input: In) => Out, cases: readonly (readonly [input: In, expected: Out])[]) {
  for (const [input, expected] of cases) expect(f(input), JSON.stringify(input)).to.deep.equal(expected);
}
