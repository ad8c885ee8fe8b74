/**
 * The page's analytics data layer (Google Tag Manager's `window.dataLayer`). Analytics never
 * stops a form: a data layer that is no list, or a push that throws, loses the entry with one
 * console error for the page, and the submission goes on.
 */
import { defineWindowOwn, windowOwn } from '../../platform/dom/page-globals';

export type DataLayerEntry = Readonly<Record<string, unknown>>;

declare global {
  interface Window {
    /** The page's (or the tag manager's) own list; the library reads it as windowOwn('dataLayer'). */
    dataLayer?: DataLayerEntry[];
  }
}

/** A data layer: Google Tag Manager's array, or anything else with a `push`. */
export interface DataLayer {
  push(entry: DataLayerEntry): unknown;
}

const isDataLayer = (value: unknown): value is DataLayer =>
  typeof value === 'object' && value !== null && typeof (value as Partial<DataLayer>).push === 'function';

let complained = false;

function complainOnce(problem: string, error?: unknown): void {
  if (complained) return;
  complained = true;
  console.error(`Analytics: ${problem}; its entries are lost on this page, the forms work as ever.`, error);
}

/**
 * The page's data layer: window's own `dataLayer` (an `<img id="dataLayer">` is none), created
 * when the tag manager has not loaded (yet): it reads earlier entries on load. Null when the page
 * holds something else under the name.
 */
export function dataLayer(): DataLayer | null {
  let layer = windowOwn('dataLayer');
  if (layer === undefined) defineWindowOwn('dataLayer', (layer = []));
  if (isDataLayer(layer)) return layer;
  complainOnce('window.dataLayer is not a list');
  return null;
}

/** Through the layer's own `push`: once the tag manager has loaded, it replaced it to hear each entry. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  try {
    dataLayer()?.push(entry);
  } catch (error) {
    complainOnce('pushing to window.dataLayer failed', error);
  }
}
