import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { expectOneWarning } from '../../test/attribute-errors';
import { contentScope } from '../../test/content-scope';
import { backendRequests, captureConsole, define, rendered, shadow } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { articleCard } from './article-card.element';

// This page is in German (docs/CONTRACT.md: `<body data-locale>`), read once by pageConfig():
// dates and words must come out in German, with the German dayjs data loaded on demand.
document.body.dataset.locale = 'de';

const articleScope = () => contentScope('article-card', '/api/articles/:id');

const ready = (card: HTMLElement) =>
  waitUntil(() => shadow(card).querySelector('[part=link]'), 'the article did not show', { timeout: 5000 });

async function fetched(api: string, id: string) {
  const card = await fixture<HTMLElement>(html`<article-card api=${api} article-id=${id}></article-card>`);
  await rendered(card, '[part=base]');
  return card;
}

describe('article-card', () => {
  before(() => define(articleCard));

  it('fetches /api/articles/{id} and shows it, its date and reading time in the page locale', async () => {
    const { name: scope, base: api } = await articleScope();
    const card = await fetched(api, '1003');
    await ready(card);
    expect(shadow(card).querySelector('[part=link]')!.textContent).to.equal(
      'How to read a candlestick chart in five minutes',
    );
    expect(shadow(card).querySelector('h3 [part=link]')!.getAttribute('href')).to.equal(
      '/education/articles/how-to-read-a-candlestick-chart-in-five-minutes',
    );
    expect(shadow(card).querySelector('[part=meta]')!.textContent).to.equal('vor 3 Tagen · 7 Min. Lesezeit');
    expect(shadow(card).querySelector('time')!.getAttribute('title')).to.match(/^\d{1,2}\. [A-Z][a-zä]+ \d{4}$/);
    expect(shadow(card).querySelector('[part=summary]')!.textContent).to.contain('Bodies, wicks and colours');
    const requests = await backendRequests(`/__scope/${scope}/api/articles/`);
    expect(requests.map((request) => request.url)).to.deep.equal([`/__scope/${scope}/api/articles/1003`]);
  });

  it('shows an older article with its German long date', async () => {
    const { base: api } = await articleScope();
    const card = await fetched(api, '1010');
    await ready(card);
    expect(shadow(card).querySelector('time')!.textContent).to.match(/^\d{1,2}\. [A-Z][a-zä]+ \d{4}$/);
  });

  it('shows a skeleton while the article loads', async () => {
    const { base: api, hold } = await articleScope();
    const answer = await hold();
    try {
      const card = await fetched(api, '1001');
      await answer.arrived();
      expect(shadow(card).querySelector('[part~=skeleton]')).to.exist;
      expect(shadow(card).querySelector('[role=status]')!.textContent).to.equal('Artikel wird geladen…');
      expect(card.getBoundingClientRect().height).to.be.greaterThan(250);
      await answer.open();
      await ready(card);
      expect(shadow(card).querySelector('[part~=skeleton]')).to.equal(null);
    } finally {
      await answer.open();
    }
  });

  it('says the article is gone when it does not exist, or the answer is {}', async () => {
    for (const [id, mode] of [
      ['9999', null],
      ['1001', 'empty'],
    ] as const) {
      const { base: api, fault } = await articleScope();
      if (mode) await fault(mode);
      const warnings = captureConsole('warn');
      let card: HTMLElement;
      try {
        card = await fetched(api, id);
        await waitUntil(() => shadow(card).querySelector('[part~=state-missing]'), `no missing state for ${id}`);
      } finally {
        warnings.restore();
      }
      expect(shadow(card).querySelector('[part~=state-missing]')!.textContent).to.equal(
        'Dieser Artikel ist nicht mehr verfügbar.',
      );
      expect(shadow(card).querySelector('[part=link]')).to.equal(null);
    }
  });

  it('offers a retry when the server fails, and shows the article on retry', async () => {
    const { base: api, fault } = await articleScope();
    await fault('fail');
    const card = await expectOneWarning('article-card', [`${api}/api/articles/1002`], async () => {
      const failed = await fetched(api, '1002');
      await waitUntil(() => shadow(failed).querySelector('[part~=state-failed]'), 'no failed state');
      return failed;
    });
    await fault('ok');
    shadow(card).querySelector<HTMLButtonElement>('[part~=retry]')!.click();
    await ready(card);
    expect(shadow(card).querySelector('[part=link]')!.textContent).to.equal(
      'Gold climbs to a two-week high as the dollar softens',
    );
  });

  it('shows server-rendered content through slots, with its date formatted', async () => {
    const date = new Date(Date.now() - 2 * 24 * 3_600_000).toISOString();
    const card = await fixture<HTMLElement>(
      html`<article-card reading-minutes="4">
        <img slot="image" src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" alt="" />
        <h2 slot="title"><a href="/news/oil">Öl gibt nach</a></h2>
        <time slot="date" datetime=${date}>vor zwei Tagen</time>
        <p>Brent fiel unter 80 Dollar.</p>
      </article-card>`,
    );
    await waitUntil(() => shadow(card).querySelector('[part=meta] time'), 'the slotted date was not formatted');
    expect(shadow(card).querySelector('[part=meta]')!.textContent).to.equal('vor 2 Tagen · 4 Min. Lesezeit');
    expect(
      shadow(card).querySelector<HTMLSlotElement>('slot[name=title]')!.assignedElements()[0]!.textContent,
    ).to.equal('Öl gibt nach');
    expect(card.querySelector('h2 a')!.getAttribute('href'), 'the light DOM is kept').to.equal('/news/oil');
    await expect(card).to.be.accessible();
  });

  it('falls back to its slotted content when the fetch fails', async () => {
    const { base: api, fault } = await articleScope();
    await fault('fail');
    const card = await expectOneWarning('article-card', [], () =>
      fixture<HTMLElement>(
        html`<article-card api=${api} article-id="1001">
          <h3 slot="title"><a href="/news/eurusd">EUR/USD vor der EZB</a></h3>
        </article-card>`,
      ),
    );
    expect(shadow(card).querySelector('[part~=state-failed]')).to.equal(null);
    expect(shadow(card).querySelector<HTMLSlotElement>('slot[name=title]')!.assignedElements()).to.have.length(1);
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('is accessible, and keeps its image at 16:9', async () => {
      const { base: api } = await articleScope();
      const wrapper = await fixture<HTMLElement>(
        html`<div style="width: 380px"><article-card api=${api} article-id="1001"></article-card></div>`,
      );
      const card = wrapper.firstElementChild as HTMLElement;
      await ready(card);
      const media = shadow(card).querySelector('[part=media]')!.getBoundingClientRect();
      expect(Math.round((media.width / media.height) * 9)).to.equal(16);
      await expect(card).to.be.accessible();
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the window without cut or overlapping text', async () => {
      const { base: api } = await articleScope();
      const card = await fetched(api, '1005');
      await ready(card);
      expectPhoneLayout(card);
      await expect(card).to.be.accessible();
    });
  });
});
