import type { Words } from '../../contract/words';

/** The article card's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const articleCardWords = {
  namespace: 'article-card',
  english: {
    loading: 'Loading the article…',
    missing: 'This article is no longer available.',
    error: 'We could not load this article.',
    retry: 'Try again',
    reading_time: '{minutes} min read',
  },
} as const satisfies Words;
