/** Which store badges to show (docs/RULES.md §3 store buttons). Pure: no DOM. */

export type StoreId = 'apple_store' | 'google_play' | 'appgallery';

export interface Store {
  id: StoreId;
  /** The element's attribute that carries the store's URL. */
  attribute: 'apple-store' | 'google-play' | 'appgallery';
  /** The store's name, a brand: the badge's caption above it is the element's words. */
  name: string;
}

/** In the order the badges are shown. */
export const STORES: readonly Store[] = [
  { id: 'apple_store', attribute: 'apple-store', name: 'App Store' },
  { id: 'google_play', attribute: 'google-play', name: 'Google Play' },
  { id: 'appgallery', attribute: 'appgallery', name: 'AppGallery' },
];

export interface StoreLink {
  store: Store;
  url: string;
}

export interface StoreChoice {
  links: StoreLink[];
  /** Given values that are not http(s) URLs: each is left out, with a console error. */
  rejected: { attribute: Store['attribute']; value: string }[];
}

/** An absolute http or https URL: a store page, never script or a relative path. */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** The badges for the URLs given by attribute name; empty values are simply absent. */
export function storeLinks(urls: Readonly<Record<Store['attribute'], string>>): StoreChoice {
  const choice: StoreChoice = { links: [], rejected: [] };
  for (const store of STORES) {
    const value = urls[store.attribute].trim();
    if (value === '') continue;
    if (isWebUrl(value)) choice.links.push({ store, url: value });
    else choice.rejected.push({ attribute: store.attribute, value });
  }
  return choice;
}
