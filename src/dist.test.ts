/**
 * The built library as a page gets it: dist/ served from a nested CDN path on another origin.
 * Run after `npm run build` (npm test builds first).
 */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendRequests, backendUrl, rendered } from './test/harness';
import { loggedDuring } from './test/logged';

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
    await rendered(page.querySelector('subscription-form')!, '.step');
    await rendered(page.querySelector('ebook-download-form')!, '.step');
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
    await loggedDuring(async (logged) => {
      await import(/* @vite-ignore */ `${cdn}/index.js?copy=2`);
      const page = await fixture(html`<site-icon name="info_fill1_40"></site-icon>`);
      await rendered(page, 'svg');
      expect(logged).to.deep.equal([]);
    });
  });
});

/** Names of glyphs no built-in draws, each size, outlined and filled (rocket_launch's two differ). */
const NAMES = [
  { name: 'arrow_right_24', file: 'arrow_right.svg', size: 24 },
  { name: 'rocket_launch_20', file: 'rocket_launch.svg', size: 20 },
  { name: 'rocket_launch_fill1_40', file: 'rocket_launch_fill1.svg', size: 40 },
  { name: 'savings_fill1_48', file: 'savings_fill1.svg', size: 48 },
  { name: 'account_balance_40', file: 'account_balance.svg', size: 40 },
];

/** The path the package draws for a file (the test runner serves the package's copy at /__icons/). */
async function packagePath(file: string): Promise<string> {
  const text = await (await fetch(`/__icons/${file}`)).text();
  return /<path d="([^"]+)"/.exec(text)![1]!;
}

/**
 * The icons dist/ ships: with no `data-icon-base`, any Material Symbols name draws from
 * /cdn/v1/icons/, beside the script, each file fetched once and sanitised.
 */
describe('dist/ icons, on a page with no data-icon-base', () => {
  let cdn: string;
  before(async () => {
    cdn = `${await backendUrl()}/cdn/v1`;
    expect(document.body.dataset.iconBase).to.equal(undefined);
    await import(/* @vite-ignore */ `${cdn}/index.js`);
  });

  it('draws every name from the icons beside the script, one request per file, sanitised', async () => {
    const start = Date.now();
    await loggedDuring(async (logged) => {
      // Two icons of the same name share one request.
      const page = await fixture(
        html`<div>
          ${NAMES.map(({ name }) => html`<site-icon name=${name}></site-icon>`)}
          <site-icon name="arrow_right_24"></site-icon>
        </div>`,
      );
      const icons = [...page.querySelectorAll('site-icon')];
      for (const [index, { file, size }] of NAMES.entries()) {
        const svg = await rendered(icons[index]!, 'svg');
        const path = await rendered(icons[index]!, 'svg path');
        expect([svg.getAttribute('width'), svg.getAttribute('height')], file).to.deep.equal([`${size}`, `${size}`]);
        // Through the sanitiser, which marks what it lets through as clipped to its box.
        expect(svg.getAttribute('overflow'), file).to.equal('hidden');
        expect(path.getAttribute('d'), file).to.equal(await packagePath(file));
        const box = icons[index]!.getBoundingClientRect();
        expect([box.width, box.height], file).to.deep.equal([size, size]);
      }
      await rendered(icons[NAMES.length]!, 'svg path');
      expect(await packagePath('rocket_launch.svg')).not.to.equal(await packagePath('rocket_launch_fill1.svg'));

      const requested = (await backendRequests('/cdn/v1/icons/'))
        .filter((entry) => entry.time >= start)
        .map((entry) => entry.url);
      expect(requested.sort()).to.deep.equal(NAMES.map(({ file }) => `/cdn/v1/icons/${file}`).sort());
      expect(logged).to.deep.equal([]);
    });
  });

  it('serves the icons to be cached for good (their names never change content within a release)', async () => {
    const response = await fetch(`${cdn}/icons/arrow_right.svg`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^image\/svg\+xml/);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
  });

  it('logs one error naming the URL for a well-formed name the library does not have', async () => {
    await loggedDuring(async (logged) => {
      const el = await fixture(html`<site-icon name="no_such_glyph_24"></site-icon>`);
      await waitUntil(() => logged.length > 0, 'nothing was logged');
      expect(logged).to.have.length(1);
      expect(logged[0]).to.contain(`${cdn}/icons/no_such_glyph.svg`);
      expect(el.shadowRoot!.querySelector('svg')).to.equal(null);
    });
  });
});
