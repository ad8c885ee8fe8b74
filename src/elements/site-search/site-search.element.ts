import type { ElementDefinition } from '../../platform/runtime/define-element';
import { lazyView } from '../../platform/runtime/lazy-view';
import { siteSearchAttributes, type SiteSearchProps } from './site-search.attributes';

// A 44 px button whose box site-search.document.css holds until the view's small chunk arrives.
const view = lazyView(
  () => import('./site-search'),
  (module) => module.SiteSearch,
);

/**
 * Opening sets the URL hash to `#search` and closing (close icon, Escape, backdrop, a result)
 * restores the hash that was there, both without a history entry. The panel's code and the
 * provider script load the first time it opens; a query runs once typing pauses for 500 ms and
 * only when longer than 2 characters; the result count is announced.
 *
 * Provider contract: the script at `provider-src` defines `window.SiteSearchProvider =
 * { install({ apiKey }), search(query) }`, where `install` may return a promise and `search`
 * resolves to `[{ title, url, excerpt? }]`. It is loaded and installed once per page. A script
 * that fails to load logs one console error and the panel shows `unavailable-text`.
 * @summary The site search: a button opening a search panel.
 * @attr api-key - passed to the provider's `install`.
 * @attr provider-src - URL of the provider script; its origin must be the page's or listed in `<body data-script-origins>`.
 * @attr label - the button's, panel's and search box's accessible name.
 * @attr close-label - the close button's accessible name.
 * @attr results-text - the live result count; `{count}` is replaced.
 * @attr unavailable-text - shown when the provider cannot load.
 * @event popup-open - the panel opened.
 * @event popup-close - the panel closed.
 * @csspart button - the search button.
 * @csspart panel - the panel dialog.
 * @csspart close - the panel's close button.
 * @csspart input - the search box.
 * @csspart status - the live result count.
 * @csspart results - the result list.
 */
export const siteSearch: ElementDefinition<SiteSearchProps> = {
  tag: 'site-search',
  attributes: siteSearchAttributes,
  view,
};
