import type { Words } from '../../contract/words';

/** The professional-clients gate's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const blurredModalWords = {
  namespace: 'blurred-modal',
  english: {
    heading: 'This page is for professional clients',
    confirm: 'I am a professional client',
    back: 'Take me back',
  },
} as const satisfies Words;
