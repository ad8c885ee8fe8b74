/**
 * When the page's languages change (docs/CONTRACT.md, "Language"): one MutationObserver for the
 * page (`lang` and `data-locale`, the whole document) and the language store's arrivals (the
 * store itself, a catalogue). Eager: every element's words subscribe here; the store
 * (languages.ts) loads only for a page that speaks another language or names a catalogue.
 */
import { pageRoot } from '../dom/page-globals';

const listeners = new Set<() => void>();
/** Grows whenever a catalogue arrives or a `lang` changes: the snapshots of useSyncExternalStore. */
let version = 0;

/** Tells every subscriber that words may have changed. */
export function languagesChanged(): void {
  version++;
  for (const listener of listeners) listener();
}

let observer: MutationObserver | undefined;

/** Calls `listener` after any change of a `lang` or `data-locale` in the page, or a catalogue's arrival. */
export function subscribeLanguages(listener: () => void): () => void {
  if (!observer) {
    observer = new MutationObserver(languagesChanged);
    observer.observe(pageRoot(), { attributes: true, attributeFilter: ['lang', 'data-locale'], subtree: true });
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const languagesVersion = () => version;
