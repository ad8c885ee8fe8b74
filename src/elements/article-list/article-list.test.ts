import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectFocused } from '../../test/focus';
import { expectNoWarning, expectOneError, expectOneWarning } from '../../test/attribute-errors';
import { contentScope } from '../../test/content-scope';
import { noticeText } from '../../test/remote-list';
import { backendRequests, captureConsole, define, rendered, shadow } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectOneRow, expectPhoneLayout } from '../../test/layout';
import { articleList } from './article-list.element';

const articlesScope = () => contentScope('article-list', '/api/articles');

async function mount(src: string, pageSize = 6) {
  const list = await fixture<HTMLElement>(html`<article-list src=${src} page-size=${pageSize}></article-list>`);
  await rendered(list, '[part=base]');
  return list;
}

const titles = (list: HTMLElement) =>
  [...shadow(list).querySelectorAll('[part=link]')].map((link) => link.textContent!.trim());
const moreButton = (list: HTMLElement) => shadow(list).querySelector<HTMLButtonElement>('[part~=more]');
const loaded = (list: HTMLElement, count: number) =>
  waitUntil(() => titles(list).length === count, `expected ${count} articles, saw ${titles(list).length}`, {
    timeout: 5000,
  });

/** Waits for focus on the `index`th article's link, then asserts it (with a readable message). */
async function focusedOn(list: HTMLElement, index: number) {
  const link = shadow(list).querySelectorAll('[part=link]')[index]!;
  await waitUntil(() => list.shadowRoot!.activeElement === link, '', { timeout: 1000 }).catch(() => undefined);
  expectFocused(link);
}

describe('article-list', () => {
  before(() => define(articleList));

  it('shows the first page: image, title, date and reading time, asking the API for page 1', async () => {
    const { name: scope, src } = await articlesScope();
    const list = await mount(src, 4);
    await loaded(list, 4);
    expect(titles(list)[0]).to.equal('EUR/USD holds near 1.08 ahead of the ECB rate decision');
    const cards = [...shadow(list).querySelectorAll('[part~=article]')];
    expect(cards[0]!.querySelector('[part=meta]')!.textContent).to.equal('2 hours ago · 3 min read');
    expect(cards[2]!.querySelector('[part=meta]')!.textContent).to.equal('3 days ago · 7 min read');
    // Older than 7 days: the date itself.
    expect(cards[3]!.querySelector('time')!.textContent).to.match(/^\d{1,2} days ago$/);
    expect(cards[0]!.querySelector('img')!.getAttribute('src')).to.match(
      /^http:\/\/127\.0\.0\.1:\d+\/api\/articles\/images\/Forex\.svg$/,
    );
    expect(cards[0]!.querySelector('time')!.getAttribute('datetime')).to.match(/^\d{4}-\d\d-\d\dT/);
    expect(cards[0]!.querySelector('a')!.getAttribute('href')).to.match(/^\/education\/articles\//);
    const requests = await backendRequests(`/__scope/${scope}/api/articles`);
    expect(requests.map((request) => new URL(request.url, 'http://x').search)).to.deep.equal(['?page=1&per_page=4']);
  });

  it('shows the long date for an article older than a week', async () => {
    const { src } = await articlesScope();
    const list = await mount(src, 6);
    await loaded(list, 6);
    const fifth = shadow(list).querySelectorAll('[part~=article] time')[4]!;
    expect(fifth.textContent).to.match(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(fifth.hasAttribute('title')).to.equal(false);
  });

  it('loads more on demand, moves focus to the first new article, and drops the button at the end', async () => {
    const { name: scope, src } = await articlesScope();
    const list = await mount(src, 12);
    await loaded(list, 12);
    moreButton(list)!.click();
    await loaded(list, 24);
    await focusedOn(list, 12);
    await waitUntil(() => shadow(list).querySelector('[role=status]')!.textContent === '24 articles shown');
    moreButton(list)!.click();
    await loaded(list, 25);
    await focusedOn(list, 24);
    expect(titles(list)[24]).to.equal('Dividend shares: what to look for beyond the yield');
    expect(moreButton(list), 'the button stays after the last page').to.equal(null);
    const requests = await backendRequests(`/__scope/${scope}/api/articles`);
    expect(requests.map((request) => new URL(request.url, 'http://x').searchParams.get('page'))).to.deep.equal([
      '1',
      '2',
      '3',
    ]);
  });

  it('holds the cards box with skeletons while the answer is late', async () => {
    const { src, hold } = await articlesScope();
    const answer = await hold();
    try {
      const list = await mount(src, 3);
      await answer.arrived();
      const skeletons = shadow(list).querySelectorAll('[part~=skeleton]');
      expect(skeletons).to.have.length(3);
      expect(shadow(list).querySelector('[role=status]')!.textContent).to.equal('Loading articles…');
      const loadingHeight = list.getBoundingClientRect().height;
      expect(loadingHeight).to.be.greaterThan(200);
      await answer.open();
      await loaded(list, 3);
      expect(shadow(list).querySelectorAll('[part~=skeleton]')).to.have.length(0);
      expect(Math.abs(list.getBoundingClientRect().height - loadingHeight), 'the box changed size').to.be.below(2);
    } finally {
      await answer.open();
    }
  });

  it('says so, without a warning, when the answer is {} or an empty list', async () => {
    for (const answer of [undefined, { items: [], total: 0 }]) {
      const { src, fault } = await articlesScope();
      await fault(answer ? 'malformed' : 'empty', answer);
      const list = await expectNoWarning(async () => {
        const list = await mount(src);
        expect(await noticeText(list, 'empty')).to.contain('No articles have been published yet');
        return list;
      });
      expect(moreButton(list)).to.equal(null);
      expect(shadow(list).querySelectorAll('[part~=skeleton]')).to.have.length(0);
    }
  });

  it('shows the failed state, with one warning naming the URL, for an answer of another shape', async () => {
    const { src, fault } = await articlesScope();
    await fault('malformed');
    await expectOneWarning('article-list', [src], async () => noticeText(await mount(src), 'failed'));
  });

  it('offers a retry when the server fails, and loads on retry', async () => {
    const { src, fault } = await articlesScope();
    await fault('fail');
    const list = await expectOneWarning('article-list', [], async () => {
      const failed = await mount(src, 3);
      expect(await noticeText(failed, 'failed')).to.contain('We could not load the articles.');
      return failed;
    });
    await fault('ok');
    shadow(list).querySelector<HTMLButtonElement>('[part~=retry]')!.click();
    await loaded(list, 3);
  });

  it('keeps the loaded articles when the next page fails, and retries it', async () => {
    const { src, fault } = await articlesScope();
    const list = await mount(src, 6);
    await loaded(list, 6);
    await fault('fail');
    const warnings = captureConsole('warn');
    try {
      moreButton(list)!.click();
      await waitUntil(() => shadow(list).querySelector('[part=more-error]'), 'no error for the next page');
    } finally {
      warnings.restore();
    }
    expect(titles(list)).to.have.length(6);
    expect(moreButton(list)!.textContent).to.equal('Try again');
    await fault('ok');
    moreButton(list)!.click();
    await loaded(list, 12);
    expect(shadow(list).querySelector('[part=more-error]')).to.equal(null);
  });

  it('names a malformed page-size in one console error and uses 6', async () => {
    const { src } = await articlesScope();
    await expectOneError('article-list', ['page-size'], async () => {
      const list = await fixture<HTMLElement>(html`<article-list src=${src} page-size="many"></article-list>`);
      await loaded(list, 6);
    });
  });

  it('is accessible, loaded and with more to load', async () => {
    const { src } = await articlesScope();
    const list = await mount(src, 3);
    await loaded(list, 3);
    await expect(list).to.be.accessible();
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('shows three columns', async () => {
      const { src } = await articlesScope();
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 1100px"><article-list src=${src} page-size="3"></article-list></div>`,
      );
      const list = wrapper.querySelector<HTMLElement>('article-list')!;
      await loaded(list, 3);
      expectOneRow([...shadow(list).querySelectorAll('[part~=article]')]);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('shows one column without overflow, cut or overlapping text', async () => {
      const { src } = await articlesScope();
      const list = await mount(src, 3);
      await loaded(list, 3);
      const cards = [...shadow(list).querySelectorAll('[part~=article]')].map((card) => card.getBoundingClientRect());
      expect(cards[1]!.top).to.be.greaterThan(cards[0]!.bottom);
      expectPhoneLayout(list);
      await expect(list).to.be.accessible();
    });
  });
});
