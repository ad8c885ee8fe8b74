import type { Words } from '../../contract/words';

/** The profile links' words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const socialIconsWords = {
  namespace: 'social-icons',
  english: {
    label: 'Follow us',
    new_tab: '{network} (opens in a new tab)',
  },
} as const satisfies Words;
