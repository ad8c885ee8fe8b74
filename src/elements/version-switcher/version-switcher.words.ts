import type { Words } from '../../contract/words';

/** The platform version switcher's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const versionSwitcherWords = {
  namespace: 'version-switcher',
  english: {
    label: 'Platform version',
  },
} as const satisfies Words;
