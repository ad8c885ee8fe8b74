/**
 * Which built-in catalogue a language tag reads (docs/CONTRACT.md, "Language"): the 34 languages,
 * their aliases, Chinese by script, the right-to-left ones. Only the language store
 * (platform/runtime/languages.ts) needs them: an English page never loads them. Pure.
 */

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

/** Chinese written in Traditional characters: the script named, else Taiwan, Hong Kong or Macao. */
const TRADITIONAL = /-hant(?:-|$)|^(?!.*-hans(?:-|$)).*-(?:tw|hk|mo)(?:-|$)/;

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
