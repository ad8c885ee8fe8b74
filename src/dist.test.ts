/**
 * The built library as a page gets it: dist/ served from a nested CDN path on another origin.
 * Run after `npm run build` (npm test builds first).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendRequests, backendUrl, captureConsole, rendered } from './test/harness';

async function requested(path: string): Promise<string[]> {
  return (await backendRequests(path)).map((entry) => entry.url);
}

describe('dist/index.js served from /cdn/v1/', () => {
  let cdn: string;
  before(async () => {
    cdn = `${await backendUrl()}/cdn/v1`;
    await fetch(`${await backendUrl()}/__backend/requests`, { method: 'DELETE' });
  });

  it('registers the eager elements and requests no lazy chunk for a page without lazy tags', async () => {
    const page = await fixture(
      html`<div>
        <site-icon name="check_24"></site-icon>
        <site-accordion
          ><details>
            <summary>Q</summary>
            <p>A</p>
          </details></site-accordion
        >
      </div>`,
    );
    await import(/* @vite-ignore */ `${cdn}/index.js`);
    await rendered(page.querySelector('site-icon')!, 'svg');
    expect(customElements.get('site-accordion')).to.exist;
    expect(customElements.get('tabs-with-slots')).to.exist;
    expect(await requested('/cdn/v1/index.js')).to.have.length(1);
    // The page did not link the document-level sheet: the script adds it, next to itself.
    expect(await requested('/cdn/v1/site-elements.css')).to.have.length(1);
    expect(await requested('site-popup')).to.deep.equal([]);
    // docs/CONTRACT.md: a page without any form downloads no form code.
    expect((await requested('/cdn/v1/chunks/')).filter((url) => /form|forms-/.test(url))).to.deep.equal([]);
  });

  it('fetches the shared forms chunk once for a page with two different forms, and each form its own', async () => {
    const page = await fixture(html`<div></div>`);
    // Two forms that ask the API for nothing before the visitor sends: this page has no API.
    page.innerHTML = '<subscription-form></subscription-form><ebook-download-form></ebook-download-form>';
    await rendered(page.querySelector('subscription-form')!, 'form');
    await rendered(page.querySelector('ebook-download-form')!, 'form');
    const chunks = (await requested('/cdn/v1/chunks/')).map((url) => url.replace(/-[\w-]{8}\.js$/, ''));
    expect(chunks.filter((url) => /form/.test(url)).sort()).to.deep.equal([
      '/cdn/v1/chunks/ebook-download-form',
      '/cdn/v1/chunks/forms',
      '/cdn/v1/chunks/subscription-form',
    ]);
  });

  it('fetches the site-popup chunk, relative to the entry, with its styles inside, when the tag first appears', async () => {
    const page = await fixture(html`<div></div>`);
    page.innerHTML = '<site-popup id="terms" label="Terms"><p>Text</p></site-popup>';
    await waitUntil(() => customElements.get('site-popup'), 'site-popup was not defined');
    const popup = page.querySelector('site-popup')!;
    await rendered(popup, 'dialog');
    const chunks = await requested('site-popup');
    expect(chunks.filter((url) => /^\/cdn\/v1\/chunks\/site-popup-[\w-]+\.js$/.test(url))).to.have.length(
      1,
      chunks.join(),
    );
    expect(
      chunks.filter((url) => url.endsWith('.css')),
      'no stylesheet fetched',
    ).to.deep.equal([]);
    const rules = popup.shadowRoot!.adoptedStyleSheets.flatMap((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText),
    );
    expect(rules.some((rule) => rule.includes('--site-popup-width'))).to.equal(true);
  });

  it('is harmless when a second copy of the script loads', async () => {
    const console = captureConsole();
    try {
      await import(/* @vite-ignore */ `${cdn}/index.js?copy=2`);
      const page = await fixture(html`<site-icon name="info_fill1_40"></site-icon>`);
      await rendered(page, 'svg');
      expect(console.messages).to.deep.equal([]);
    } finally {
      console.restore();
    }
  });
});
