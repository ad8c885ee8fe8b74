/**
 * dayjs locale data, fetched on demand (issue #11): a page in German loads the German data the
 * first time a date is shown; English is built in. Each loader is a static `import()` so the
 * bundler makes one small chunk per locale (a template `import()` of a package path is not
 * split by rollup or esbuild). A locale not listed here, or whose chunk fails, falls back to
 * English without an error: dates still read correctly, just not translated.
 */
import { own } from '../../platform/dom/own';

const LOADERS: Readonly<Record<string, () => Promise<unknown>>> = {
  'en-gb': () => import('dayjs/locale/en-gb.js'),
  'en-au': () => import('dayjs/locale/en-au.js'),
  'en-ca': () => import('dayjs/locale/en-ca.js'),
  'en-ie': () => import('dayjs/locale/en-ie.js'),
  'en-in': () => import('dayjs/locale/en-in.js'),
  'en-nz': () => import('dayjs/locale/en-nz.js'),
  'en-sg': () => import('dayjs/locale/en-sg.js'),
  ar: () => import('dayjs/locale/ar.js'),
  bg: () => import('dayjs/locale/bg.js'),
  cs: () => import('dayjs/locale/cs.js'),
  de: () => import('dayjs/locale/de.js'),
  'de-at': () => import('dayjs/locale/de-at.js'),
  'de-ch': () => import('dayjs/locale/de-ch.js'),
  el: () => import('dayjs/locale/el.js'),
  es: () => import('dayjs/locale/es.js'),
  'es-mx': () => import('dayjs/locale/es-mx.js'),
  et: () => import('dayjs/locale/et.js'),
  fr: () => import('dayjs/locale/fr.js'),
  hr: () => import('dayjs/locale/hr.js'),
  hu: () => import('dayjs/locale/hu.js'),
  id: () => import('dayjs/locale/id.js'),
  it: () => import('dayjs/locale/it.js'),
  ja: () => import('dayjs/locale/ja.js'),
  ko: () => import('dayjs/locale/ko.js'),
  lt: () => import('dayjs/locale/lt.js'),
  lv: () => import('dayjs/locale/lv.js'),
  ms: () => import('dayjs/locale/ms.js'),
  nl: () => import('dayjs/locale/nl.js'),
  pl: () => import('dayjs/locale/pl.js'),
  pt: () => import('dayjs/locale/pt.js'),
  'pt-br': () => import('dayjs/locale/pt-br.js'),
  ro: () => import('dayjs/locale/ro.js'),
  ru: () => import('dayjs/locale/ru.js'),
  sk: () => import('dayjs/locale/sk.js'),
  sl: () => import('dayjs/locale/sl.js'),
  th: () => import('dayjs/locale/th.js'),
  tr: () => import('dayjs/locale/tr.js'),
  uk: () => import('dayjs/locale/uk.js'),
  vi: () => import('dayjs/locale/vi.js'),
  zh: () => import('dayjs/locale/zh.js'),
  'zh-cn': () => import('dayjs/locale/zh-cn.js'),
  'zh-tw': () => import('dayjs/locale/zh-tw.js'),
};

/** The dayjs locale names to try for a page locale, most specific first: `de-AT` → de-at, de. */
export function localeCandidates(pageLocale: string): string[] {
  const name = pageLocale.trim().toLowerCase().replace(/_/g, '-');
  const language = name.split('-')[0]!;
  return [...new Set([name, language])].filter(Boolean);
}

const loaded = new Map<string, Promise<string>>();

/**
 * Loads the dayjs data for `pageLocale` once and resolves to the dayjs locale name to format
 * with: the most specific one available, else `en`. Never rejects.
 */
export function loadDayjsLocale(pageLocale: string): Promise<string> {
  const key = pageLocale.trim().toLowerCase();
  let pending = loaded.get(key);
  if (!pending) {
    pending = (async () => {
      for (const name of localeCandidates(key)) {
        if (name === 'en') return 'en';
        const load = own(LOADERS, name);
        if (!load) continue;
        try {
          await load();
          return name;
        } catch {
          // A chunk that does not load leaves the dates in English: no error for the visitor.
        }
      }
      return 'en';
    })();
    loaded.set(key, pending);
  }
  return pending;
}
