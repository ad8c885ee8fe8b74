import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { deepActiveElement, expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { backendRequests, backendUrl, define, nextFrame, rendered } from '../../test/harness';
import { useFakeClock } from '../../test/fake-clock';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { allowBackendScripts, refusedScripts, scriptInDocument, scriptRan } from '../../test/script-addresses';
import { uniqueName } from '../../test/seeded-random';
import { siteIcon } from '../site-icon/site-icon.element';
import { siteSearch } from './site-search.element';
import { SEARCH_DEBOUNCE_MS } from './site-search.query.model';
import { DIALOG_CLOSE_MS } from '../../platform/dom/dialog-timings';

/** A provider URL and an API key no other test uses, so the request log tells this test's requests apart. */
async function freshProvider() {
  const id = uniqueName('search');
  return { src: `${await backendUrl()}/search-provider.js?test=${id}`, apiKey: `key-${id}`, id };
}

function setHash(hash: string) {
  const url = new URL(location.href);
  url.hash = hash;
  history.replaceState(null, '', url);
}

async function searchElement(src: string, apiKey: string) {
  const search = await fixture<HTMLElement>(html`<site-search api-key=${apiKey} provider-src=${src}></site-search>`);
  const button = await rendered<HTMLButtonElement>(search, '[part=button]');
  const panel = search.shadowRoot!.querySelector('dialog')!;
  const open = async () => {
    button.click();
    await waitUntil(() => panel.open, 'the panel did not open');
  };
  const input = () => search.shadowRoot!.querySelector<HTMLInputElement>('[part=input]');
  const status = () => search.shadowRoot!.querySelector('[part=status]')?.textContent ?? '';
  return { search, button, panel, open, input, status };
}

before(allowBackendScripts);
before(() => define(siteIcon, siteSearch));
afterEach(() => setHash(''));

describe('site-search', () => {
  for (const width of [1023, 1024]) {
    it(`sets #search while open and the close icon restores the previous hash, at ${width} px`, async () => {
      await setViewport({ width, height: 800 });
      const { src, apiKey } = await freshProvider();
      const { search, button, panel, open } = await searchElement(src, apiKey);
      setHash('#pricing');
      await open();
      expect(location.hash).to.equal('#search');
      expect(button.getAttribute('aria-expanded')).to.equal('true');
      search.shadowRoot!.querySelector<HTMLElement>('[part=close]')!.click();
      await waitUntil(() => !panel.open && location.hash === '#pricing', 'the hash was not restored');
      expect(button.getAttribute('aria-expanded')).to.equal('false');
    });
  }

  it('leaves no hash behind when there was none before it opened', async () => {
    const { src, apiKey } = await freshProvider();
    const { panel, open } = await searchElement(src, apiKey);
    await open();
    panel.close();
    await waitUntil(() => location.hash === '');
    expect(location.href.endsWith('#')).to.equal(false);
  });

  it('closes on Escape, even with text typed, restores the hash and returns focus to the search button', async () => {
    const { src, apiKey } = await freshProvider();
    const { button, panel, open, input } = await searchElement(src, apiKey);
    setHash('#top');
    await open();
    await waitUntil(() => deepActiveElement() === input(), 'the search box did not get focus');
    await sendKeys({ type: 'gold' });
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !panel.open && location.hash === '#top', 'Escape did not close the panel');
    expectFocused(button);
    await open();
    expect(input()!.value).to.equal('gold');
  });

  it('loads the provider script on first use only, once per page', async () => {
    const { src, apiKey, id } = await freshProvider();
    const { panel, open } = await searchElement(src, apiKey);
    const second = await searchElement(src, apiKey);
    expect(await backendRequests(`search-provider.js?test=${id}`)).to.have.length(0);
    await open();
    await waitUntil(
      async () => (await backendRequests(`search-provider.js?test=${id}`)).length === 1,
      'no provider request',
    );
    panel.close();
    await waitUntil(() => !panel.open);
    await open();
    panel.close();
    await waitUntil(() => !panel.open);
    await second.open();
    await waitUntil(() => second.input() !== null);
    expect(await backendRequests(`search-provider.js?test=${id}`)).to.have.length(1);
  });

  describe('typing', () => {
    const clock = useFakeClock();
    /** The panel open with focus in its box, and the clock past the opening fade: no timer pending. */
    async function typingIn(search: Awaited<ReturnType<typeof searchElement>>) {
      await search.open();
      await waitUntil(() => deepActiveElement() === search.input());
      clock().advance(1000);
    }

    /** A fresh search with `query` typed into it and its results shown, with their links. */
    async function resultsFor(query: string) {
      const { src, apiKey } = await freshProvider();
      const element = await searchElement(src, apiKey);
      await typingIn(element);
      await sendKeys({ type: query });
      clock().advance(SEARCH_DEBOUNCE_MS);
      await waitUntil(() => /^\d+ results$/.test(element.status()), 'no result count', { timeout: 3000 });
      const links = [...element.search.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part=results] a')];
      return { ...element, links };
    }

    it('runs a query only when longer than 2 characters, 500 ms after typing pauses, with the API key', async () => {
      const { src, apiKey } = await freshProvider();
      await typingIn(await searchElement(src, apiKey));
      const searched = () => backendRequests(`key=${apiKey}`);
      await sendKeys({ type: 'fo' });
      expect(clock().pending, 'a query of 2 characters waits to run').to.equal(0);
      await sendKeys({ type: 'rex' });
      clock().advance(499); // docs/RULES.md §5: 500 ms after typing pauses
      expect(clock().pending, 'the query ran before typing had paused 500 ms').to.equal(1);
      clock().advance(1);
      await waitUntil(async () => (await searched()).length === 1, 'no search request', { timeout: 3000 });
      const [request] = await searched();
      expect(request!.url).to.contain('q=forex');
      expect(await searched()).to.have.length(1);
    });

    it('logs one error and shows a fallback message when the provider script is missing', async () => {
      await expectOneError('site-search', ['missing-search-provider.js'], async () => {
        const src = `${await backendUrl()}/missing-search-provider.js?test=${uniqueName('search')}`;
        const search = await searchElement(src, 'key');
        await typingIn(search);
        await waitUntil(() => search.status() === 'Search is unavailable right now.', 'no fallback message');
        await sendKeys({ type: 'forex' });
        clock().advance(1000);
      });
    });

    it('lists the results with a live count and moves through them with the arrow keys', async () => {
      const { search, input, status, links } = await resultsFor('accordion');
      expect(links.length).to.be.greaterThan(1);
      expect(status()).to.equal(`${links.length} results`);
      expect(search.shadowRoot!.querySelector('[part=status]')!.getAttribute('role')).to.equal('status');
      await sendKeys({ press: 'ArrowDown' });
      expectFocused(links[0]);
      await sendKeys({ press: 'ArrowDown' });
      expectFocused(links[1]);
      await sendKeys({ press: 'ArrowUp' });
      await sendKeys({ press: 'ArrowUp' });
      expectFocused(input());
      await expect(search).to.be.accessible();
    });

    it('closes when a result is chosen, leaving the hash the result set', async () => {
      const { panel, links } = await resultsFor('accordion');
      const result = links.find((link) => link.href.includes('#accordion'))!;
      result.addEventListener('click', (event) => {
        event.preventDefault(); // stay on the test page, but land where the result points
        setHash('#accordion');
      });
      result.click();
      clock().advance(DIALOG_CLOSE_MS);
      await waitUntil(() => !panel.open, 'the panel stayed open');
      await nextFrame();
      expect(location.hash).to.equal('#accordion');
    });
  });

  for (const { what, src, names } of refusedScripts('search-element')) {
    it(`refuses ${what} in provider-src: one error, no script, search unavailable`, async () => {
      await expectOneError('site-search', ['<site-search> provider-src', names], async () => {
        const { open, status } = await searchElement(src, 'key');
        await open();
        await waitUntil(() => status() === 'Search is unavailable right now.', 'no fallback message');
      });
      expect(scriptInDocument(src)).to.equal(false);
      expect(scriptRan('search-element')).to.equal(false);
    });
  }

  it('is accessible, closed and open', async () => {
    const { src, apiKey } = await freshProvider();
    const { search, open } = await searchElement(src, apiKey);
    await expect(search).to.be.accessible();
    await open();
    await expect(search).to.be.accessible();
  });
});

describe('site-search at 360 px', () => {
  atPhoneWidth();

  const clock = useFakeClock();

  it('fits the open panel with its results, with no text over text and none cut off', async () => {
    const { src, apiKey } = await freshProvider();
    const { search, panel, open, input, status } = await searchElement(src, apiKey);
    expectPhoneLayout(search);
    await open();
    await waitUntil(() => deepActiveElement() === input(), 'the search box did not get focus');
    await sendKeys({ type: 'accordion' });
    clock().advance(SEARCH_DEBOUNCE_MS);
    await waitUntil(() => /^\d+ results$/.test(status()), 'no results', { timeout: 3000 });
    expectPhoneLayout(panel);
  });
});
