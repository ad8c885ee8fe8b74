import type { Words } from '../../contract/words';

/** The site map's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const siteMapWords = {
  namespace: 'site-map',
  english: {
    label: 'Site map',
  },
} as const satisfies Words;
