import type { Words } from '../../contract/words';

/** The app store badges' captions (the store names are brands and stay). English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const marketButtonsWords = {
  namespace: 'market-buttons',
  english: {
    apple_store: 'Download on the {store}',
    google_play: 'Get it on {store}',
    appgallery: 'Explore it on {store}',
    new_tab: '{badge} (opens in a new tab)',
  },
} as const satisfies Words;
