import type { Words } from '../../contract/words';

/** The share links' words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const articleShareWords = {
  namespace: 'article-share',
  english: {
    label: 'Share this page',
    share: 'Share',
    share_on: 'Share on {network}',
  },
} as const satisfies Words;
