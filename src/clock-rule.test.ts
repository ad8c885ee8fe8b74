import { expect } from '@open-wc/testing';
import { expectEach, lintReady, ruleErrors } from './test/lint';

describe('the one-clock rule', () => {
  lintReady();
  it('rejects Date.now() anywhere in src/ but the clock, and leaves tests alone', async () => {
    const code = 'export const age = (at: number) => Date.now() - at;';
    for (const path of ['src/elements/article-card/article-card.tsx', 'src/services/quotes-feed/feed-engine.ts']) {
      expectEach(await ruleErrors('no-restricted-properties', path, code), 1, 'src/platform/dom/clock.ts');
    }
    expect(
      await ruleErrors('no-restricted-properties', 'src/elements/article-card/article-card.test.ts', code),
    ).to.deep.equal([]);
  });
});
