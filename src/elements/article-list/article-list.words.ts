import type { Words } from '../../contract/words';

/** The article list's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const articleListWords = {
  namespace: 'article-list',
  english: {
    label: 'Articles',
    more: 'Load more articles',
    loading: 'Loading articles…',
    count: {
      one: '{shown} article shown',
      other: '{shown} articles shown',
    },
    empty: 'No articles have been published yet. Please check back soon.',
    error: 'We could not load the articles.',
    more_error: 'We could not load more articles.',
    retry: 'Try again',
    reading_time: '{minutes} min read',
  },
} as const satisfies Words;
