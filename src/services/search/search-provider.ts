/**
 * The search provider contract. The script at `provider-src` defines
 * `window.SiteSearchProvider = { install({ apiKey }), search(query) }`; the element loads it on
 * first use, installs it once with the API key, then asks it for results.
 */
import { loadScript } from '../../platform/dom/load-script';

export interface SearchResult {
  title: string;
  url: string;
  excerpt?: string;
}

export interface SearchProvider {
  install(options: { apiKey: string }): void | Promise<void>;
  search(query: string): Promise<readonly SearchResult[]>;
}

declare global {
  interface Window {
    SiteSearchProvider?: SearchProvider;
  }
}

const providers = new Map<string, Promise<SearchProvider>>();

/** The installed provider of `src`: one load and one install per page; a failure is tried again next time. */
export function loadSearchProvider(src: string, apiKey: string): Promise<SearchProvider> {
  if (!src) return Promise.reject(new Error('there is no provider-src'));
  let loading = providers.get(src);
  if (!loading) {
    loading = loadScript(src, '<site-search> provider-src').then(async () => {
      const provider = window.SiteSearchProvider;
      if (!provider) throw new Error(`${src} did not define window.SiteSearchProvider`);
      await provider.install({ apiKey });
      return provider;
    });
    loading.catch(() => providers.delete(src));
    providers.set(src, loading);
  }
  return loading;
}
