/**
 * A stand-in for the third-party search provider, following the contract of <site-search>:
 * `window.SiteSearchProvider = { install({ apiKey }), search(query) }`. It searches the demo
 * pages through the demo backend (demo/backend/search.mjs), on the origin it was loaded from.
 */
(() => {
  const endpoint = new window.URL('/api/demo-search', document.currentScript.src);
  let apiKey = null;

  window.SiteSearchProvider = {
    install(options) {
      apiKey = options.apiKey;
    },
    async search(query) {
      if (apiKey === null) throw new Error('SiteSearchProvider: search() before install()');
      const url = new window.URL(endpoint);
      url.searchParams.set('q', query);
      url.searchParams.set('key', apiKey);
      const response = await fetch(url);
      if (!response.ok) throw new Error(`SiteSearchProvider: HTTP ${response.status}`);
      return (await response.json()).results;
    },
  };
})();
