/**
 * The entry script (docs/CONTRACT.md): registers the eager elements, arms the lazy ones, reads the
 * page configuration and runs the page behaviours. Loading it twice, or after the elements are
 * in the page, is harmless.
 */
import { defineElement } from './platform/runtime/define-element';
import { installDocumentStyles } from './platform/runtime/document-styles';
import { createLazyLoader } from './platform/runtime/lazy-loader';
import { inDocumentOrder } from './platform/runtime/mount-turns';
import { providePageCatalogueFetch } from './platform/dom/page-catalogue-source';
import { pageConfig } from './platform/dom/page-config';
import { eagerElements } from './eager-elements';
import { lazyElements } from './lazy-elements';

const started = Symbol.for('broker-site-elements.started');
const global = globalThis as { [started]?: boolean };

if (!global[started]) {
  global[started] = true;
  installDocumentStyles();
  // The page's catalogue comes through the one HTTP client, whose chunk only such a page fetches.
  providePageCatalogueFetch((url) =>
    import('./services/content/page-catalogue').then(({ fetchPageCatalogue }) => fetchPageCatalogue(url)),
  );
  // The loader goes first: it must see the shadow roots of the eager elements as they upgrade.
  const lazyLoader = createLazyLoader(lazyElements);
  inDocumentOrder(() => {
    for (const definition of eagerElements) defineElement(definition);
  });
  lazyLoader.watch(document);
  // The page behaviours paint nothing of the first screen: their chunk loads beside the first render.
  import('./page').then(
    ({ startPageBehaviours }) => startPageBehaviours(pageConfig()),
    (error: unknown) => console.error('Loading chunk page failed', error),
  );
}

export { pageConfig } from './platform/dom/page-config';
export type { PageConfig } from './platform/dom/page-config';
export { registerIconLibrary } from './services/icons/icon-library';
export type { IconResolver } from './services/icons/icon-library';
