import type { Words } from '../../contract/words';

/** The video's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const youtubeVideoWords = {
  namespace: 'youtube-video',
  english: {
    play: 'Play video',
    play_title: 'Play video: {title}',
    player: 'YouTube video player',
  },
} as const satisfies Words;
