/**
 * An element's words and number locale, live (docs/CONTRACT.md, "Language"): `useWords(host,
 * siteSwiperWords)` gives `t`, in the language of the element's nearest `lang`, re-rendering when a
 * `lang` or `data-locale` changes or the language's catalogue arrives; `useLocale(host)` gives the
 * locale its numbers and dates follow. A right-to-left language on a page that sets no `dir` turns
 * the element right to left.
 */
import { Fragment, createElement, useLayoutEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { Words } from '../../contract/words';
import { formatTag, wordsTag } from '../dom/element-language';
import { pageBody } from '../dom/page-globals';
import { ownTexts, translate, type KeyOf, type Translate } from '../dom/words';
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

/** English words alone: an English tag on a page that names no catalogue (`<body data-translations>`). */
const englishOnly = (tag: string) => /^en(?:-|$)/i.test(tag) && !pageBody()?.dataset.translations?.trim();

/** The host's `translations` property (every element has it, define-element.ts). */
const overridesOf = (host: HTMLElement) => (host as HTMLElement & { translations?: unknown }).translations;

/** Elements we turned right to left ourselves, to turn back when their language changes. */
const turned = new WeakSet<HTMLElement>();

/**
 * `words` first, then `shared` (a widget's or the form kit's): the first that has a key owns it.
 * In English without a page catalogue, the English source and the element's `translations` alone;
 * otherwise the language store (loaded the first time) adds the catalogues.
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
  const english = englishOnly(tag);
  if (!english) loadStore();
  const layers = english ? undefined : store?.layersOf(tag);
  const rightToLeft = layers?.rightToLeft ?? false;
  const overrides = overridesOf(host);
  const element = useMemo(() => ownTexts(overrides), [overrides]);
  useLayoutEffect(() => {
    if (rightToLeft && !host.closest('[dir]')) {
      host.dir = 'rtl';
      turned.add(host);
    } else if (!rightToLeft && turned.has(host)) {
      host.removeAttribute('dir');
      turned.delete(host);
    }
  }, [host, rightToLeft]);
  // `state` names the moment: a new catalogue, page texts or store bumps its version.
  return useMemo(
    () =>
      translate<W | S>(shared ? [words, shared] : [words], {
        language: layers?.language ?? 'en',
        element,
        page: layers?.page ?? [],
        catalogue: layers?.catalogue,
        locale,
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `layers` is new each render; `state` says when it changed
    [words, shared, element, state],
  );
}

/** The locale the element's numbers and dates follow (its nearest `lang` below `<html>`, else the page's). */
export function useLocale(host: HTMLElement): string {
  return useSyncExternalStore(subscribeLanguages, () => formatTag(host));
}

/**
 * A text whose `{name}` placeholders are React nodes (a name in `<strong>`), the rest of it text:
 * a translation holding markup shows the markup as it is written.
 */
export function richText(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode {
  const parts = text.split(/\{(\w+)\}/);
  return createElement(
    Fragment,
    null,
    ...parts.map((part, index) =>
      index % 2 === 1 && Object.hasOwn(nodes, part)
        ? createElement(Fragment, { key: index }, nodes[part])
        : index % 2 === 1
          ? `{${part}}`
          : part,
    ),
  );
}
