/**
 * The pure half of the library's words (docs/CONTRACT.md, "Language"): a text's plural form and
 * placeholders, and the layers that override the English source.
 * Which catalogue a tag reads is language-tags.ts (the lazy store's). No DOM, no React.
 */
import type { Catalogue, Text, Words } from '../../contract/words';
import type { Language } from './language-tags';
import { own } from './own';

const pluralRules = new Map<string, Intl.PluralRules>();

/**
 * The plural category of `count` in `language`, its rules read once per language; English's without
 * Intl, whose first use loads the browser's locale data (a long task on a phone).
 */
export function pluralOf(count: number, language: string): Intl.LDMLPluralRule {
  if (language === 'en') return count === 1 ? 'one' : 'other';
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export type Values = Readonly<Record<string, string | number>>;

/** A number as `locale` writes it; below 1000 as it is, without Intl (its first use is a long task). */
function numberText(value: number, locale: string): string {
  if (Math.abs(value) < 1000) return String(value);
  try {
    return value.toLocaleString(locale);
  } catch {
    return String(value);
  }
}

/**
 * A text with its plural form chosen by `values.count` (`other` where the text has no form for
 * the category) and its `{name}` placeholders filled in, whole numbers grouped as `locale` writes
 * them; a placeholder with no value stays as is. `{{name}}` is read as `{name}`: the carousel's
 * first wording used it.
 */
export function fill(text: Text, values: Values, language: string, locale = language): string {
  const chosen = typeof text === 'string' ? text : (text[pluralOf(Number(values.count), language)] ?? text.other);
  return chosen.replace(/\{\{?(\w+)\}?\}/g, (placeholder, name: string) => {
    if (!Object.hasOwn(values, name)) return placeholder;
    const value = values[name]!;
    return typeof value === 'number' ? numberText(value, locale) : value;
  });
}

/** The words a view reads: `t('previous')`, `t('go_to', { index: 3 })`. */
export type Translate<Key extends string = string> = (key: Key, values?: Values) => string;

/** The keys of one or more words modules. */
export type KeyOf<W extends Words> = W extends Words ? Extract<keyof W['english'], string> : never;

/** What overrides the built-in English of an element's words, most important first. */
export interface WordLayers {
  /** The built-in catalogue the element's language reads (`languageOf`), for its plural rules too; default English. */
  language?: Language;
  /** The element's `translations` attribute: by key (`previous`) or full key (`site-swiper.previous`). */
  element: Readonly<Record<string, string>>;
  /** The page catalogue's texts (`<body data-translations>`) by full key, the exact tag's first. */
  page?: readonly Readonly<Record<string, string>>[];
  /** The built-in catalogue of the language, once it has arrived. */
  catalogue?: Catalogue;
  /** The locale whole numbers are written in (the element's number locale); default: `language`. */
  locale?: string;
}

/**
 * The words of `sources` (the first that has a key owns it) in the language of `layers`: the
 * element's override, else the page's, else the built-in catalogue's, else the English source;
 * a key no source has is shown as it is.
 */
export function translate<W extends Words>(sources: readonly W[], layers: WordLayers): Translate<KeyOf<W>> {
  const { language = 'en', element, page = [], catalogue, locale = language } = layers;
  return (key, values = {}) => {
    const source = sources.find((words) => Object.hasOwn(words.english, key));
    if (!source) return key;
    const full = `${source.namespace}.${key}`;
    const catalogued = catalogue && Object.hasOwn(catalogue, source.namespace) ? catalogue[source.namespace]! : {};
    const text =
      own(element, key) ??
      own(element, full) ??
      page.map((texts) => own(texts, full)).find((found) => found !== undefined) ??
      own(catalogued, key) ??
      source.english[key]!;
    return fill(text, values, language, locale);
  };
}
