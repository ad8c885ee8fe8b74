/**
 * The page's analytics data layer (Google Tag Manager's `window.dataLayer`). Analytics never
 * stops a form: a data layer without a `push` (a page script took an `<img id="dataLayer">` for
 * it) or a push that throws loses the entry, with one console error for the page.
 */
import { defineWindowOwn, windowOwn } from '../../platform/dom/page-state';

export type DataLayerEntry = Readonly<Record<string, unknown>>;

declare global {
  interface Window {
    /** The page's (or the tag manager's) own list; the library reads it as windowOwn('dataLayer'). */
    dataLayer?: DataLayerEntry[];
  }
}

/** The window's own `dataLayer` (never an element named so), created when the tag manager has not loaded (yet): it reads earlier entries on load. */
export function dataLayer(): unknown {
  if (windowOwn('dataLayer') === undefined) defineWindowOwn('dataLayer', []);
  return windowOwn('dataLayer');
}

let complained = false;

/** Through the layer's own `push`: once the tag manager has loaded, it replaced it to hear each entry. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  try {
    (dataLayer() as DataLayerEntry[]).push(entry);
  } catch (error) {
    if (!complained) console.error('window.dataLayer refused an entry:', error);
    complained = true;
  }
}
