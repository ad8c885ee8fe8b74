/** The page's analytics data layer (Google Tag Manager's `window.dataLayer`). */

export type DataLayerEntry = Readonly<Record<string, unknown>>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/** The page's data layer, created when the tag manager has not loaded (yet): it reads earlier entries on load. */
export function dataLayer(): DataLayerEntry[] {
  return (window.dataLayer ??= []);
}

/** Through the array's own `push`: once the tag manager has loaded, it replaced it to hear each entry. */
export function pushToDataLayer(entry: DataLayerEntry): void {
  dataLayer().push(entry);
}
