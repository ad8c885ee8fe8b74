/**
 * The pure half of the library's words (docs/CONTRACT.md, "Language"): which built-in catalogue
 * a language tag reads, a text's plural form and placeholders, and the strings of hostile JSON.
 * No DOM, no React.
 */
import type { Text } from '../../contract/words';
import { isRecord } from './is-record';

/** The languages with a built-in catalogue, English (the source) first. */
export const LANGUAGES = [
  'en',
  'de',
  'es',
  'fr',
  'it',
  'pt',
  'pl',
  'nl',
  'cs',
  'sk',
  'hu',
  'ro',
  'bg',
  'el',
  'hr',
  'sl',
  'sv',
  'da',
  'fi',
  'nb',
  'ar',
  'he',
  'fa',
  'tr',
  'ru',
  'uk',
  'zh',
  'zh-TW',
  'ja',
  'ko',
  'vi',
  'th',
  'id',
  'ms',
  'hi',
] as const;

export type Language = (typeof LANGUAGES)[number];

/** The languages written right to left. */
export const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar', 'he', 'fa']);

/** Tags that name a built-in language under another code: Norwegian, and the retired codes of Hebrew and Indonesian. */
const ALIASES: Readonly<Record<string, Language>> = { no: 'nb', nn: 'nb', iw: 'he', in: 'id' };

/** Chinese written in Traditional characters: Taiwan, Hong Kong, Macao, or the script named. */
const TRADITIONAL = /^zh-(?:.*-)?(?:hant|tw|hk|mo)(?:-|$)/;

/**
 * The built-in catalogue a BCP 47 tag reads: the tag's base language (`de-CH` → `de`), Chinese by
 * script (`zh-HK` → `zh-TW`, `zh-CN` → `zh`), English for a tag we have none for.
 */
export function languageOf(tag: string): Language {
  const lower = tag.trim().toLowerCase().replaceAll('_', '-');
  const base = lower.split('-')[0]!;
  if (base === 'zh') return TRADITIONAL.test(lower) ? 'zh-TW' : 'zh';
  if (Object.hasOwn(ALIASES, base)) return ALIASES[base]!;
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Language) : 'en';
}

const pluralRules = new Map<string, Intl.PluralRules>();

/** The plural category of `count` in `language`, its rules read once per language. */
export function pluralOf(count: number, language: string): Intl.LDMLPluralRule {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

export type Values = Readonly<Record<string, string | number>>;

/**
 * A text with its plural form chosen by `values.count` (`other` where the text has no form for
 * the category) and its `{name}` placeholders filled in; a placeholder with no value stays as is.
 * `{{name}}` is read as `{name}`: the carousel's first wording used it.
 */
export function fill(text: Text, values: Values, language: string): string {
  const chosen = typeof text === 'string' ? text : (text[pluralOf(Number(values.count), language)] ?? text.other);
  return chosen.replace(/\{\{?(\w+)\}?\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** The own string values of hostile JSON (an attribute, a fetched catalogue), anything else left out. */
export function ownTexts(value: unknown): Readonly<Record<string, string>> {
  const texts: Record<string, string> = Object.create(null);
  if (!isRecord(value)) return texts;
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') texts[key] = text;
  return texts;
}
