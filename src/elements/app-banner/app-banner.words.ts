import type { Words } from '../../contract/words';

/** The app banner's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const appBannerWords = {
  namespace: 'app-banner',
  english: {
    name: 'Our trading app',
    label: 'Get our app',
    button: 'Get the app',
    button_on: '{button} on {store}',
    close: 'Close',
    rated: 'Rated {rating} out of 5',
  },
} as const satisfies Words;
