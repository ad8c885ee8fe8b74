/**
 * How the page catalogue (`<body data-translations>`) is fetched: the entry gives the one HTTP
 * client's GET, the language store (platform/runtime/languages.ts) asks it here. A module of its
 * own so that the entry names it without taking the store, which only pages with elements that
 * speak load.
 */
type Fetch = (url: string) => Promise<unknown>;

let source: Fetch | undefined;

export const providePageCatalogueFetch = (fetch: Fetch): void => void (source = fetch);

export const pageCatalogueFetch = (): Fetch | undefined => source;
