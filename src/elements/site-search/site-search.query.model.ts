/**
 * What typing does (docs/RULES.md §5, 9): a query runs once typing pauses for 500 ms, and only when it is
 * longer than 2 characters; an answer to an older query is dropped. No DOM, no React.
 */
import type { Timers } from '../../platform/dom/clock';
import { debounce } from '../../platform/dom/debounce';
import type { SearchProvider, SearchResult } from '../../services/search/search-provider';

export const SEARCH_DEBOUNCE_MS = 500;
export const MIN_QUERY_LENGTH = 3;

export const isSearchable = (query: string) => query.trim().length >= MIN_QUERY_LENGTH;

export interface QueryRunner {
  /** The text in the search box now. */
  input(query: string): void;
  cancel(): void;
}

/** `onResults(null)`: nothing was searched for the current text (too short). */
export function createQueryRunner(
  provider: Promise<SearchProvider>,
  onResults: (results: readonly SearchResult[] | null) => void,
  timers?: Timers,
): QueryRunner {
  let latest = '';
  const run = debounce(
    (query: string) => {
      provider.then(
        (ready) =>
          ready.search(query.trim()).then(
            (results) => query === latest && onResults(results),
            (error: unknown) => console.error(`<site-search>: the search for "${query}" failed`, error),
          ),
        () => {}, // a provider that failed to load was reported once, where it was loaded
      );
    },
    SEARCH_DEBOUNCE_MS,
    timers,
  );
  return {
    input(query) {
      latest = query;
      run.cancel();
      if (isSearchable(query)) run(query);
      else onResults(null);
    },
    cancel: run.cancel,
  };
}
