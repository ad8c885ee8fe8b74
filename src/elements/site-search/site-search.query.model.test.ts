import { expect, waitUntil } from '@open-wc/testing';
import { FakeClock } from '../../test/fake-clock';
import { createQueryRunner, isSearchable } from './site-search.query.model';
import type { SearchProvider, SearchResult } from '../../services/search/search-provider';

/** A provider whose answers the test releases one by one. */
function controlledProvider() {
  const queries: string[] = [];
  const answers = new Map<string, (results: SearchResult[]) => void>();
  const provider: SearchProvider = {
    install() {},
    search(query) {
      queries.push(query);
      return new Promise((resolve) => answers.set(query, resolve));
    },
  };
  return { provider, queries, answer: (query: string) => answers.get(query)!([{ title: query, url: `/${query}` }]) };
}

describe('query runner', () => {
  it('searches only text longer than 2 characters', () => {
    expect(isSearchable('fo')).to.equal(false);
    expect(isSearchable('  fo  ')).to.equal(false);
    expect(isSearchable('for')).to.equal(true);
  });

  it('runs one query 500 ms after typing pauses, with the latest text', async () => {
    const clock = new FakeClock();
    const { provider, queries } = controlledProvider();
    const runner = createQueryRunner(Promise.resolve(provider), () => {}, clock);
    for (const text of ['f', 'fo', 'for', 'fore', 'forex']) {
      runner.input(text);
      clock.advance(200);
    }
    clock.advance(299);
    await Promise.resolve();
    expect(queries).to.deep.equal([]);
    clock.advance(1);
    await waitUntil(() => queries.length === 1);
    expect(queries).to.deep.equal(['forex']);
  });

  it('runs nothing, and reports no results, for text of 2 characters or fewer', async () => {
    const clock = new FakeClock();
    const { provider, queries } = controlledProvider();
    const reported: unknown[] = [];
    const runner = createQueryRunner(Promise.resolve(provider), (results) => reported.push(results), clock);
    runner.input('fo');
    clock.advance(1000);
    await Promise.resolve();
    expect(queries).to.deep.equal([]);
    expect(reported).to.deep.equal([null]);
  });

  it('drops the answer to a query the visitor has typed past', async () => {
    const clock = new FakeClock();
    const { provider, queries, answer } = controlledProvider();
    const reported: (readonly SearchResult[] | null)[] = [];
    const runner = createQueryRunner(Promise.resolve(provider), (results) => reported.push(results), clock);
    runner.input('gold');
    clock.advance(500);
    await waitUntil(() => queries.length === 1);
    runner.input('silver');
    clock.advance(500);
    await waitUntil(() => queries.length === 2);
    answer('silver');
    answer('gold');
    await waitUntil(() => reported.length === 1);
    await Promise.resolve();
    expect(reported).to.deep.equal([[{ title: 'silver', url: '/silver' }]]);
  });
});
