/**
 * The page's one language store (docs/CONTRACT.md, "Language"): the built-in catalogues, each
 * fetched the first time an element speaks its language, and the page's catalogue (`<body
 * data-translations>`), fetched once. Lazy: `useWords` (platform/hooks/use-words.tsx) loads it
 * the first time an element speaks another language than English or the page names a catalogue;
 * an English page never does. Arrivals are told through language-changes.ts.
 *
 * Not seen: a `lang` set inside a shadow root (ours render none; a page's own shadow roots are
 * not observed); an element moved under another `lang` reads it at its next render.
 */
import type { Catalogue, Words } from '../../contract/words';
import { pageBody } from '../dom/page-globals';
import { translate, type KeyOf, type Translate } from '../dom/words';
import { languageOf, RIGHT_TO_LEFT, type Language } from '../dom/language-tags';
import { languagesChanged as changed } from './language-changes';
import { isRecord } from '../dom/is-record';
import { pageCatalogueFetch } from '../dom/page-catalogue-source';

const loaded = new Map<Language, Catalogue>();
const requested = new Set<Language>();

/** The languages whose catalogue the page has asked for so far (what an English page never does). */
export const requestedCatalogues = (): ReadonlySet<Language> => requested;

/** The built-in catalogue of `language`, or undefined until it has arrived (asking for it the first time). */
export function builtInCatalogue(language: Language): Catalogue | undefined {
  if (language === 'en') return undefined;
  if (!requested.has(language)) {
    requested.add(language);
    import('./catalogue-chunks')
      .then(({ CATALOGUES }) => CATALOGUES[language]())
      .then(
        (module) => {
          loaded.set(language, module.default);
          changed();
        },
        (error: unknown) =>
          console.error(`Loading chunk catalogue ${language} failed: its words stay in English.`, error),
      );
  }
  return loaded.get(language);
}

/** The own string values of hostile JSON (an attribute, a fetched catalogue), anything else left out. */
export function ownTexts(value: unknown): Readonly<Record<string, string>> {
  const texts: Record<string, string> = Object.create(null);
  if (!isRecord(value)) return texts;
  for (const [key, text] of Object.entries(value)) if (typeof text === 'string') texts[key] = text;
  return texts;
}

/** The page catalogue's texts by language (full key → text), empty until it has arrived. */
type PageTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;
let pageTexts: PageTexts | undefined;
/** `{ "<language>": { "<namespace>.<key>": "text" } }`: records of strings, anything else left out. */
export function readPageCatalogue(body: unknown): PageTexts {
  const texts: Record<string, Readonly<Record<string, string>>> = Object.create(null);
  if (isRecord(body)) for (const [language, words] of Object.entries(body)) texts[language] = ownTexts(words);
  return texts;
}

/** The page catalogue's texts of `language` (fetched with the first call); empty without one. */
export function pageCatalogue(language: string): Readonly<Record<string, string>> {
  if (!pageTexts) {
    pageTexts = {};
    const url = pageBody()?.dataset.translations?.trim();
    const fetchPageCatalogue = pageCatalogueFetch();
    if (url && fetchPageCatalogue) {
      fetchPageCatalogue(url).then(
        (body) => {
          pageTexts = readPageCatalogue(body);
          changed();
        },
        (error: unknown) =>
          console.error(
            `<body data-translations="${url}">: the catalogue could not be loaded; the built-in words stay.`,
            error,
          ),
      );
    }
  }
  return Object.hasOwn(pageTexts, language) ? pageTexts[language]! : {};
}

/** What a language tag reads beyond the English source: its built-in catalogue and the page's texts. */
export interface LanguageLayers {
  language: Language;
  page: readonly Readonly<Record<string, string>>[];
  catalogue: Catalogue | undefined;
}

/** The layers of `tag` (`de-CH`: German's catalogue, the page's `de-CH` texts, then its `de` ones). */
export function layersOf(tag: string): LanguageLayers {
  const language = languageOf(tag);
  return {
    language,
    page: [pageCatalogue(tag), pageCatalogue(language)],
    catalogue: builtInCatalogue(language),
  };
}

/** The words of `sources` for an element speaking `tag`, its numbers in `locale`, under its `element` overrides. */
export function translator<W extends Words>(
  sources: readonly W[],
  tag: string,
  locale: string,
  element: Readonly<Record<string, string>>,
): Translate<KeyOf<W>> {
  return translate(sources, { ...layersOf(tag), element, locale });
}

/** Elements we turned right to left ourselves, to turn back when their language changes. */
const turned = new WeakSet<HTMLElement>();

/** A right-to-left language on a page that sets no `dir` turns the element right to left (and back). */
export function turnDirection(host: HTMLElement, tag: string): void {
  if (RIGHT_TO_LEFT.has(languageOf(tag)) && !host.closest('[dir]')) {
    host.dir = 'rtl';
    turned.add(host);
  } else if (turned.has(host) && !RIGHT_TO_LEFT.has(languageOf(tag))) {
    host.removeAttribute('dir');
    turned.delete(host);
  }
}
