/**
 * A page catalogue that cannot be had (docs/CONTRACT.md, "Language"): one console error, the
 * built-in words stay, the element works.
 */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sitePopup } from './elements/site-popup/site-popup.element';
import { providePageCatalogueFetch } from './platform/dom/page-catalogue-source';
import { fetchPageCatalogue } from './services/content/page-catalogue';
import { captureConsole, define } from './test/harness';

document.body.dataset.translations = '/src/test/fixtures/no-such-words.json';
providePageCatalogueFetch(fetchPageCatalogue);

describe('a page catalogue that answers 404', () => {
  before(() => define(sitePopup));

  it('logs one error and keeps the built-in words', async () => {
    document.documentElement.lang = 'en';
    const errors = captureConsole('error');
    try {
      const popup = await fixture<HTMLElement>(html`<site-popup open></site-popup><site-popup open></site-popup>`);
      const close = () => popup.shadowRoot!.querySelector('[part=close]')?.getAttribute('aria-label');
      await waitUntil(() => errors.messages.length > 0, 'no error said', { timeout: 4000 });
      // A second fetch (one per element) would have failed by the same frame as the first.
      await nextFrame();
      await nextFrame();
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('data-translations="/src/test/fixtures/no-such-words.json"');
      expect(close()).to.equal('Close');
    } finally {
      errors.restore();
    }
  });
});
