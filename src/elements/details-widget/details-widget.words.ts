import type { Words } from '../../contract/words';

/** The details toggle's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const detailsWidgetWords = {
  namespace: 'details-widget',
  english: {
    show: 'Show details',
    hide: 'Hide details',
  },
} as const satisfies Words;
