import type { Words } from '../../contract/words';

/** The intro video's words: the pause button's name, as it changes. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const introVideoWords = {
  namespace: 'intro-video',
  english: {
    pause: 'Pause the video',
    play: 'Play the video',
  },
} as const satisfies Words;
