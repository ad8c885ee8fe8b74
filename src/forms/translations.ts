/**
 * A form's words in English, for its logic and tests: its flow's own (`<tag>.words.ts`), then the
 * kit's (forms.words.ts). The view reads them in the element's language (useWords). Pure.
 */
import type { Words } from '../contract/words';
import { translate, type Translate } from '../platform/dom/words';
import { formsWords } from './forms.words';

export type { Translate } from '../platform/dom/words';

/** The kit's English words. */
export const KIT_STRINGS = formsWords.english;

/** The English words of a form whose flow has `words` (the kit's alone without). */
export function englishWords(words?: Words): Translate {
  return translate<Words>(words ? [words, formsWords] : [formsWords], {
    language: 'en',
    element: {},
    page: [],
    catalogue: undefined,
  });
}
