/**
 * An element's words, live (docs/CONTRACT.md, "Language"): `useWords(host, siteSwiperWords)`
 * gives `t`, in the language of the element's nearest `lang`, re-rendering when a `lang` or
 * `data-locale` changes or the language's catalogue arrives (its number locale: use-locale.ts).
 * A right-to-left language on a page that sets no `dir` turns the element right to left.
 */
import { useLayoutEffect, useMemo, useSyncExternalStore } from 'react';
import type { Words } from '../../contract/words';
import { formatTag, wordsTag } from '../dom/element-language';
import { pageBody } from '../dom/page-globals';
import { translate, type KeyOf, type Translate } from '../dom/words';
import { languagesChanged, languagesVersion, subscribeLanguages } from '../runtime/language-changes';

type Store = typeof import('../runtime/languages');

/** The language store, once loaded: English pages never load it. */
let store: Store | undefined;
let storeAsked = false;

function loadStore(): void {
  if (storeAsked) return;
  storeAsked = true;
  import('../runtime/languages').then(
    (loaded) => {
      store = loaded;
      languagesChanged();
    },
    (error: unknown) => console.error('Loading the language store failed: the words stay in English.', error),
  );
}

/** No overrides: one object, so the memo below holds while nothing changes. */
const NONE: Readonly<Record<string, string>> = {};

/** English words alone: an English tag on a page that names no catalogue (`<body data-translations>`). */
const englishOnly = (tag: string) => /^en(?:-|$)/i.test(tag) && !pageBody()?.dataset.translations?.trim();

/**
 * `words` first, then `shared` (a widget's or the form kit's): the first that has a key owns it.
 * In English without a page catalogue, the English source under the element's `translations`
 * (checked texts, define-element.ts); otherwise the language store (loaded the first time) reads
 * the catalogues and turns a right-to-left element.
 */
export function useWords<W extends Words, S extends Words = W>(
  host: HTMLElement,
  words: W,
  shared?: S,
): Translate<KeyOf<W> | KeyOf<S>> {
  const state = useSyncExternalStore(
    subscribeLanguages,
    () => `${wordsTag(host)} ${formatTag(host)} ${languagesVersion()}`,
  );
  const [tag, locale] = state.split(' ') as [string, string];
  if (!englishOnly(tag)) loadStore();
  const element = (host as HTMLElement & { translations?: Readonly<Record<string, string>> }).translations ?? NONE;
  useLayoutEffect(() => store?.turnDirection(host, tag), [host, tag, state]);
  // `state` names the moment: a new catalogue, page texts or store bumps its version.
  return useMemo(
    () => {
      const sources = shared ? [words, shared] : [words];
      return store ? store.translator(sources, tag, locale, element) : translate<W | S>(sources, { element, locale });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `state` holds `tag` and `locale` and says when the store changed
    [words, shared, element, state],
  );
}
