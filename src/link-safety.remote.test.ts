/**
 * Issue #18, remote JSON: no element turns a script-capable URL from an answer of the demo
 * backend into a link or a navigation. Content answers come from the content routes' `malformed`
 * fault (demo/backend/content.mjs), form answers from the forms API's `answer` fault, in scopes
 * of this file's own. Each row runs a control with a safe URL and a vector of SCRIPT_VECTORS, each
 * in turn (vectorFor in src/test/link-safety.ts).
 * Attributes and properties: src/link-safety.test.ts.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { backendUrl, define } from './test/harness';
import { switchFault } from './test/forms-backend';
import { fillForm, mountForm, removeForms, submitForm, useFormsBackend, waitForStep } from './test/forms';
import {
  clickAll,
  deepQueryAll,
  expectNoScriptLink,
  linkTestPage,
  linksTo,
  vectorFor,
  viewShown,
} from './test/link-safety';
import { articleList } from './elements/article-list/article-list.element';
import { articleCard } from './elements/article-card/article-card.element';
import { educationCards } from './elements/education-cards/education-cards.element';
import { countrySwitcher } from './elements/country-switcher/country-switcher.element';
import { siteSearch } from './elements/site-search/site-search.element';
import { thankYouPage } from './elements/thank-you-page/thank-you-page.element';
import { ebookDownloadForm } from './elements/ebook-download-form/ebook-download-form.element';
import { uniqueName } from './test/seeded-random';
import { systemClock } from './platform/dom/clock';
import { FakeClock, useFakeClock } from './test/fake-clock';
import { scriptInDocument } from './test/script-addresses';
import { SEARCH_DEBOUNCE_MS } from './elements/site-search/site-search.query.model';

let backend = '';
const FILE_SCOPE = uniqueName('link-safety-remote');
let cases = 0;
const faulted: { path: string; scope: string }[] = [];

/**
 * A scope of the content routes of its own (content answers are cached per URL) whose `path`
 * answers `answer`; returns the scope's base URL.
 */
async function contentAnswer(path: string, answer: unknown): Promise<string> {
  const scope = `${FILE_SCOPE}-${++cases}`;
  await contentFault({ path, scope, mode: 'malformed', answer });
  faulted.push({ path, scope });
  return `${backend}/__scope/${scope}`;
}

async function contentFault(fault: object) {
  await fetch(`${backend}/__content/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
}

const article = (url: string) => ({
  id: 1001,
  title: 'EUR/USD holds near 1.08',
  url,
  published_at: new Date(systemClock.now() - 3_600_000).toISOString(),
  reading_minutes: 3,
  summary: 'Ahead of the ECB rate decision.',
});

const course = (url: string) => ({
  id: 'edu-1',
  format: 'course',
  level: 'beginner',
  title: 'Trading fundamentals',
  description: 'From your first chart to your first demo trade.',
  url,
});

const pastWebinar = (url: string) => ({
  id: 'edu-2',
  format: 'webinar',
  level: 'beginner',
  title: 'Reading the ECB',
  description: 'What the rate decision means for the euro.',
  starts_at: new Date(systemClock.now() - 3 * 3_600_000).toISOString(),
  duration_minutes: 60,
  url: 'https://example.com/education/webinars/reading-the-ecb',
  recording_url: url,
});

function mount(markup: { tag: string; attributes: Record<string, string> }, parent: HTMLElement) {
  const host = document.createElement(markup.tag);
  for (const [name, value] of Object.entries(markup.attributes)) host.setAttribute(name, value);
  parent.append(host);
  return host;
}

const waitFor = (host: HTMLElement, selector: string, what: string) =>
  waitUntil(() => deepQueryAll(host, selector).length > 0, `<${host.localName}> showed no ${what}`, {
    timeout: 5000,
  });

/** Types into a search box as React hears it (its value tracker ignores a plain assignment). */
function typeQuery(input: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Searches once the panel has its query runner: its effect makes the runner where it loads the
 * provider, so the provider's <script> in the document says the box is heard. The debounce runs
 * out on the test's clock.
 */
async function searchFor(host: HTMLElement, providerSrc: string, query: string, clock: FakeClock) {
  await waitUntil(() => scriptInDocument(providerSrc), '<site-search> loaded no provider', { timeout: 5000 });
  typeQuery(deepQueryAll(host, '[part=input]')[0] as HTMLInputElement, query);
  clock.advance(SEARCH_DEBOUNCE_MS);
  await waitFor(host, '[part=results] li', 'result');
}

interface RemoteRow {
  /** The element, and where in the answer the URL is. */
  tag: string;
  field: string;
  /**
   * Serves `url` in an answer, mounts the element in `parent` and waits until the link (or its
   * text) shows; `clock` stands in for the system's (the search box's debounce).
   */
  show(url: string, parent: HTMLElement, clock: FakeClock): Promise<HTMLElement>;
  /** The link, or what is drawn in its place: clicked in the negative cases. */
  label: string;
}

/**
 * A row of an element that shows fetched content: `answer(url)` at `path` of a scope of its own,
 * the element given that scope (`attributes(base)`, by default `src` = the path's URL), shown once
 * `shown` is drawn.
 */
function contentRow(
  tag: string,
  field: string,
  content: {
    path: string;
    answer: (url: string) => unknown;
    attributes?: (base: string) => Record<string, string>;
    shown: string;
  },
): RemoteRow {
  return {
    tag,
    field,
    async show(url, parent) {
      const base = await contentAnswer(content.path, content.answer(url));
      const attributes = content.attributes?.(base) ?? { src: `${base}${content.path}` };
      const host = mount({ tag, attributes }, parent);
      await waitFor(host, content.shown, content.shown);
      return host;
    },
    label: '[part=link]',
  };
}

const ROWS: RemoteRow[] = [
  contentRow('article-list', 'items[].url', {
    path: '/api/articles',
    answer: (url) => ({ items: [article(url)], page: 1, per_page: 6, total: 1 }),
    shown: '[part=link]',
  }),
  contentRow('article-card', 'url', {
    path: '/api/articles/:id',
    answer: article,
    attributes: (api) => ({ api, 'article-id': '1001' }),
    shown: '[part=link]',
  }),
  contentRow('education-cards', 'items[].url', {
    path: '/api/education',
    answer: (url) => ({ items: [course(url)] }),
    shown: '[part=title]',
  }),
  contentRow('education-cards', 'items[].recording_url', {
    path: '/api/education',
    answer: (url) => ({ items: [pastWebinar(url)] }),
    shown: '[part=title]',
  }),
  {
    tag: 'thank-you-page',
    field: 'links[].href',
    async show(url) {
      await switchFault({
        mode: 'answer',
        path: '/fcm-forms/config/ty-page-single',
        answer: { data: { title: 'Your account is ready', links: [{ label: 'Start trading', href: url }] } },
        times: 1,
      });
      const host = await mountForm(thankYouPage);
      await waitFor(host, '[part=links] [part=link]', 'link');
      return host;
    },
    label: '[part=links] [part=link]',
  },
  {
    tag: 'ebook-download-form',
    field: 'download_url',
    async show(url) {
      const host = await mountForm(ebookDownloadForm, { ebook: 'forex-basics' }, { step: 'ebook' });
      await switchFault({ mode: 'answer', path: '/utils/download-ebook', answer: { data: { download_url: url } } });
      await fillForm(host, { email: `${uniqueName('ebook')}@example.com`, terms: true });
      await submitForm(host);
      await waitForStep(host, 'download');
      await waitFor(host, '[part=link]', 'download link');
      return host;
    },
    label: '[part=link]',
  },
  {
    tag: 'site-search',
    field: 'results[].url',
    async show(url, parent, clock) {
      const base = await contentAnswer('/api/articles', { results: [{ title: 'Spreads and fees', url }] });
      // A provider of its own per case: the page loads and installs each provider once.
      const providerSrc = `/src/test/fixtures/json-search-provider.js?case=${cases}`;
      const host = mount(
        { tag: 'site-search', attributes: { 'api-key': `${base}/api/articles`, 'provider-src': providerSrc } },
        parent,
      );
      await viewShown(host);
      (deepQueryAll(host, '[part=button]')[0] as HTMLElement).click();
      await waitFor(host, '[part=input]', 'search box');
      await searchFor(host, providerSrc, 'spreads', clock);
      return host;
    },
    label: '[part=results] li > :first-child',
  },
];

before(async () => {
  // The page configuration is read once, before the first element renders.
  backend = await backendUrl();
  await useFormsBackend();
  define(articleList, articleCard, educationCards, countrySwitcher, siteSearch);
});

describe('links from remote JSON', () => {
  const pageUrl = location.href;
  // The elements' time and the answers' dates: the search box's debounce runs out when its row says.
  const clock = useFakeClock();
  const page = linkTestPage();

  afterEach(async () => {
    removeForms();
    history.replaceState(null, '', pageUrl);
    await switchFault({ mode: 'ok' });
    for (const { path, scope } of faulted.splice(0)) await contentFault({ path, scope, mode: 'ok' });
  });

  ROWS.forEach((row, index) => {
    describe(`<${row.tag}> ${row.field}`, () => {
      it('links a safe URL (the control)', async () => {
        const url = `https://example.com/ok-remote-${index}`;
        const host = await row.show(url, page.parent, clock());
        await waitUntil(() => linksTo(host, url).length > 0, `<${row.tag}> shows no link to ${url}`);
        expect(page.errors.filter((message) => message.includes(url))).to.deep.equal([]);
      });

      const vector = vectorFor(index);
      it(`links nothing for ${vector.name}`, async () => {
        const host = await row.show(vector.url(`remote-${index}-script`), page.parent, clock());
        await expectNoScriptLink(host, { tag: row.tag, label: row.label, errors: page.errors });
      });
    });
  });

  describe('<country-switcher> countries[].url', () => {
    /** A list whose one country goes to `url`, with that country chosen; the Go button pressed. */
    async function go(url: string) {
      const base = await contentAnswer('/api/country-sites', { countries: [{ code: 'GB', regulator: 'fca', url }] });
      const host = mount(
        { tag: 'country-switcher', attributes: { src: `${base}/api/country-sites`, country: 'GB' } },
        page.parent,
      );
      await waitFor(host, 'form', 'form');
      await clickAll(deepQueryAll(host, '[part=button]'));
      return host;
    }

    it('goes to a safe URL (the control)', async () => {
      await go('#country-ok-remote');
      expect(location.hash).to.equal('#country-ok-remote');
    });

    const vector = vectorFor(ROWS.length);
    it(`goes nowhere for ${vector.name}`, async () => {
      const host = await go(vector.url('remote-country-script'));
      await expectNoScriptLink(host, { tag: 'country-switcher', label: '[part=button]', errors: page.errors });
      expect(location.href).to.equal(pageUrl);
    });
  });

  describe('<article-list> items[].image', () => {
    /** The list of one article whose image is `image`; its <img> once drawn. */
    async function imageOf(image: string) {
      const base = await contentAnswer('/api/articles', {
        items: [{ ...article('https://example.com/article'), image }],
        page: 1,
        per_page: 6,
        total: 1,
      });
      const host = mount({ tag: 'article-list', attributes: { src: `${base}/api/articles` } }, page.parent);
      await waitFor(host, '[part=media] img', 'image');
      return deepQueryAll(host, '[part=media] img')[0] as HTMLImageElement;
    }

    it('shows an http(s) image (the control)', async () => {
      expect((await imageOf('https://example.com/chart.png')).getAttribute('src')).to.equal(
        'https://example.com/chart.png',
      );
    });

    for (const image of [
      'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
      'javascript:alert(1)',
      'blob:https://example.com/x',
      'file:///etc/passwd',
    ]) {
      it(`loads no ${image.slice(0, image.indexOf(':') + 1)} image, with one console error`, async () => {
        expect((await imageOf(image)).hasAttribute('src')).to.equal(false);
        expect(page.errors).to.deep.equal([
          `article "image" "${image}" is not an http(s) or relative address; showing nothing.`,
        ]);
      });
    }
  });
});
