import type { Words } from '../../contract/words';

/** The app store badges' captions (the store names are brands and stay). English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const marketButtonsWords = {
  namespace: 'market-buttons',
  english: {
    apple_store: 'Download on the',
    google_play: 'Get it on',
    appgallery: 'Explore it on',
  },
} as const satisfies Words;
