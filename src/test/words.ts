/** What an element says in another language, read from the built-in catalogue as the element reads it (docs/LANGUAGES.md). */
import type { Catalogue, Words } from '../contract/words';
import { fill, type Values } from '../platform/dom/words';

/**
 * The catalogue's text of `key` in `language`, its plural form chosen and its placeholders filled
 * (numbers as `language` writes them); fails when the catalogue has no text or the English one.
 */
export function builtIn(
  catalogue: Catalogue,
  language: string,
  words: Words,
  key: string,
  values: Values = {},
): string {
  const text = catalogue[words.namespace]?.[key];
  if (text === undefined) throw new Error(`${language} has no ${words.namespace}.${key}`);
  if (JSON.stringify(text) === JSON.stringify(words.english[key]))
    throw new Error(`${language}'s ${words.namespace}.${key} is the English text: it proves nothing`);
  return fill(text, values, language);
}
