import type { Words } from '../../contract/words';

/** The navigation bar's words: its landmark, burger and drawer. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const navBarWords = {
  namespace: 'nav-bar',
  english: {
    menu: 'Menu',
    close_menu: 'Close menu',
  },
} as const satisfies Words;
