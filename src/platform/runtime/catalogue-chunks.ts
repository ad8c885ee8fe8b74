/**
 * Where each language's catalogue is: a chunk of its own, named here so that the bundler makes
 * one per language. A chunk itself, fetched with a page's first catalogue: an English page needs
 * none of it.
 */
import type { Catalogue } from '../../contract/words';
import type { Language } from '../dom/language-tags';

/** Each language's catalogue, its own chunk. */
export const CATALOGUES: Readonly<Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>>> = {
  de: () => import('../../catalogues/de'),
  es: () => import('../../catalogues/es'),
  fr: () => import('../../catalogues/fr'),
  it: () => import('../../catalogues/it'),
  pt: () => import('../../catalogues/pt'),
  pl: () => import('../../catalogues/pl'),
  nl: () => import('../../catalogues/nl'),
  cs: () => import('../../catalogues/cs'),
  sk: () => import('../../catalogues/sk'),
  hu: () => import('../../catalogues/hu'),
  ro: () => import('../../catalogues/ro'),
  bg: () => import('../../catalogues/bg'),
  el: () => import('../../catalogues/el'),
  hr: () => import('../../catalogues/hr'),
  sl: () => import('../../catalogues/sl'),
  sv: () => import('../../catalogues/sv'),
  da: () => import('../../catalogues/da'),
  fi: () => import('../../catalogues/fi'),
  nb: () => import('../../catalogues/nb'),
  ar: () => import('../../catalogues/ar'),
  he: () => import('../../catalogues/he'),
  fa: () => import('../../catalogues/fa'),
  tr: () => import('../../catalogues/tr'),
  ru: () => import('../../catalogues/ru'),
  uk: () => import('../../catalogues/uk'),
  zh: () => import('../../catalogues/zh'),
  'zh-TW': () => import('../../catalogues/zh-TW'),
  ja: () => import('../../catalogues/ja'),
  ko: () => import('../../catalogues/ko'),
  vi: () => import('../../catalogues/vi'),
  th: () => import('../../catalogues/th'),
  id: () => import('../../catalogues/id'),
  ms: () => import('../../catalogues/ms'),
  hi: () => import('../../catalogues/hi'),
};
