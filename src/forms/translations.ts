/**
 * The forms' words, English by default. A page overrides any of them with the element's
 * `translations` attribute (a JSON object of key → text); `{name}` placeholders are filled in.
 * Flows add their own keys (titles, buttons) next to these. Pure.
 */
import type { Text } from '../contract/words';
import { own } from '../platform/dom/own';
import { fill } from '../platform/dom/words';
import { formsWords } from './forms.words';

export type Strings = Readonly<Record<string, Text>>;
export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** The kit's English words (forms.words.ts), under the flow's own. */
export const KIT_STRINGS: Strings = formsWords.english;

/** `strings` with `overrides` on top; `{name}` placeholders filled from `values`, unknown keys shown as is. */
export function translator(strings: Strings, overrides: Readonly<Record<string, string>> = {}): Translate {
  // Keys are field names from remote configuration: `constructor` is a field, not Object.
  return (key, values = {}) => fill(own(overrides, key) ?? own(strings, key) ?? key, values, 'en');
}

/** The `translations` attribute's check: an object of strings. */
export function checkStrings(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'expected a JSON object';
  const wrong = Object.entries(value).find(([, text]) => typeof text !== 'string');
  return wrong ? `"${wrong[0]}" must be a string` : null;
}
