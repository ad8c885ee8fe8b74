/** <spreads-table> against the demo backend's simulated market (demo/backend/market.mjs), in a scope of its own. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { backendRequests, captureConsole, define, shadow } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { allowMarketQuotes, market } from '../../test/market';
import { spreadsTable } from './spreads-table.element';
import sv from '../../catalogues/sv';
import { builtIn } from '../../test/words';
import { spreadsTableWords } from './spreads-table.words';

const row = (el: Element, instrument: string) =>
  shadow(el).querySelector<HTMLTableRowElement>(`[part~=row][data-instrument="${instrument}"]`);
const cell = (el: Element, instrument: string, field: string) =>
  row(el, instrument)?.querySelector(`[data-field="${field}"]`)?.textContent ?? null;
const order = (el: Element) =>
  [...shadow(el).querySelectorAll<HTMLElement>('[part~=row]')].map((item) => item.dataset.instrument);
const status = (el: Element) => shadow(el).querySelector<HTMLElement>('[part=status]')!;
const header = (el: Element, column: string) => shadow(el).querySelector<HTMLElement>(`th[data-column="${column}"]`)!;

async function scoped() {
  const m = await market('spreads-table');
  return { ...m, src: m.tokenUrl.replace('/api/quotes/token', '/api/ajax/quotes_typical_spreads') };
}

async function mount(
  src: string,
  instruments = 'EURUSD,USDJPY,XAUUSD,NOSUCH',
  feed?: { tokenUrl: string; wsApi: string },
) {
  const el = await fixture<HTMLElement>(
    feed
      ? html`<spreads-table
          instruments=${instruments}
          src=${src}
          token-url=${feed.tokenUrl}
          ws_api=${feed.wsApi}
        ></spreads-table>`
      : html`<spreads-table instruments=${instruments} src=${src}></spreads-table>`,
  );
  await waitUntil(() => status(el).dataset.state !== 'loading', 'the typical spreads did not load', { timeout: 4000 });
  return el;
}

describe('<spreads-table>', () => {
  before(async () => {
    await allowMarketQuotes();
    define(spreadsTable);
  });

  it('shows each typical spread from one request, and "—" read as "not available" where there is none', async () => {
    const m = await scoped();
    const el = await mount(m.src);
    expect(cell(el, 'EURUSD', 'typical')).to.equal('0.00006');
    expect(cell(el, 'USDJPY', 'typical')).to.equal('0.008');
    expect(cell(el, 'XAUUSD', 'typical')).to.equal('0.25');
    expect(cell(el, 'NOSUCH', 'typical')).to.equal('—not available');
    expect(row(el, 'NOSUCH')!.querySelector('[data-field=typical] [aria-hidden=true]')!.textContent).to.equal('—');
    // Without a feed there is no live column.
    expect(cell(el, 'EURUSD', 'live')).to.equal(null);
    expect(header(el, 'live')).to.equal(null);
    const path = new URL(m.src).pathname;
    expect((await backendRequests(path)).map((request) => new URL(request.url, 'http://x').search)).to.deep.equal([
      '?instruments=EURUSD,USDJPY,XAUUSD,NOSUCH',
    ]);
  });

  it('streams live spreads from the feed and marks a quote older than 1800 s stale', async () => {
    const m = await scoped();
    const el = await mount(m.src, 'EURUSD,USDTRY', m);
    await waitUntil(() => /^0\.000\d\d$/.test(cell(el, 'EURUSD', 'live') ?? ''), 'no live spread', { timeout: 5000 });
    expect(row(el, 'EURUSD')!.dataset.stale).to.equal(undefined);
    // The market's USDTRY is hours old.
    await waitUntil(() => row(el, 'USDTRY')!.dataset.stale !== undefined, 'USDTRY not marked stale', { timeout: 5000 });
    expect(cell(el, 'USDTRY', 'live')).to.contain('stale: no update for over 30 minutes');
  });

  it('sorts with the header buttons, telling assistive technology the order', async () => {
    const m = await scoped();
    const el = await mount(m.src, 'XAUUSD,EURUSD,NOSUCH,USDJPY');
    expect(order(el)).to.deep.equal(['XAUUSD', 'EURUSD', 'NOSUCH', 'USDJPY']);
    expect(header(el, 'typical').hasAttribute('aria-sort')).to.equal(false);
    const button = header(el, 'typical').querySelector('button')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => header(el, 'typical').getAttribute('aria-sort') === 'ascending');
    expect(order(el)).to.deep.equal(['EURUSD', 'USDJPY', 'XAUUSD', 'NOSUCH']);
    button.click();
    await waitUntil(() => header(el, 'typical').getAttribute('aria-sort') === 'descending');
    expect(order(el)).to.deep.equal(['XAUUSD', 'USDJPY', 'EURUSD', 'NOSUCH']);
    header(el, 'instrument').querySelector('button')!.click();
    await waitUntil(() => header(el, 'instrument').getAttribute('aria-sort') === 'ascending');
    expect(header(el, 'typical').hasAttribute('aria-sort')).to.equal(false);
    expect(order(el)).to.deep.equal(['EURUSD', 'NOSUCH', 'USDJPY', 'XAUUSD']);
  });

  it('sorts by the live spread, rows without a quote last', async () => {
    const m = await scoped();
    const el = await mount(m.src, 'XAUUSD,NOSUCH,EURUSD', m);
    await waitUntil(
      () => /\d/.test(cell(el, 'EURUSD', 'live') ?? '') && /\d/.test(cell(el, 'XAUUSD', 'live') ?? ''),
      'no live spreads',
      {
        timeout: 5000,
      },
    );
    header(el, 'live').querySelector('button')!.click();
    await waitUntil(() => header(el, 'live').getAttribute('aria-sort') === 'ascending');
    expect(order(el)).to.deep.equal(['EURUSD', 'XAUUSD', 'NOSUCH']);
    header(el, 'live').querySelector('button')!.click();
    await waitUntil(() => header(el, 'live').getAttribute('aria-sort') === 'descending');
    expect(order(el)).to.deep.equal(['XAUUSD', 'EURUSD', 'NOSUCH']);
  });

  it('shows a loading note until a late answer arrives', async () => {
    const m = await scoped();
    const el = document.createElement('spreads-table');
    el.setAttribute('instruments', 'EURUSD');
    el.setAttribute('src', m.src);
    document.body.append(el);
    try {
      // The first render is synchronous, before any answer can have come.
      expect(status(el).textContent).to.equal('Loading typical spreads…');
      expect(cell(el, 'EURUSD', 'typical')).to.equal('—not available');
      await waitUntil(() => cell(el, 'EURUSD', 'typical') === '0.00006', 'the answer did not show');
      expect(status(el).textContent).to.equal('');
    } finally {
      el.remove();
    }
  });

  it('says so when the API has no spread for any of the instruments', async () => {
    const m = await scoped();
    const el = await mount(m.src, 'NOSUCH,NOTHING');
    expect(status(el).dataset.state).to.equal('empty');
    expect(status(el).textContent).to.contain('not available');
  });

  it('shows a failed note, "—" cells and one warning naming the URL when the API fails', async () => {
    const m = await scoped();
    await m.faults({ typicalSpreads: 'fail' });
    const warnings = captureConsole('warn');
    try {
      const el = await mount(m.src, 'EURUSD');
      expect(status(el).textContent).to.contain('could not be loaded');
      expect(cell(el, 'EURUSD', 'typical')).to.equal('—not available');
      expect(warnings.messages).to.have.length(1);
      expect(warnings.messages[0]).to.contain('<spreads-table>').and.to.contain(m.src);
    } finally {
      warnings.restore();
    }
  });

  it('logs one error for malformed instrument-names and shows the codes', async () => {
    const m = await scoped();
    const errors = captureConsole();
    try {
      const el = await fixture<HTMLElement>(
        html`<spreads-table instruments="EURUSD" src=${m.src} instrument-names="{oops"></spreads-table>`,
      );
      await waitUntil(() => cell(el, 'EURUSD', 'instrument') === 'EURUSD');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<spreads-table>').and.to.contain('instrument-names');
    } finally {
      errors.restore();
    }
  });

  it('shows display names and passes an accessibility audit', async () => {
    const m = await scoped();
    const el = await fixture<HTMLElement>(
      html`<spreads-table
        instruments="EURUSD,XAUUSD"
        src=${m.src}
        instrument-names='{"XAUUSD": "Gold"}'
        caption="Forex and metals spreads"
      ></spreads-table>`,
    );
    await waitUntil(() => cell(el, 'XAUUSD', 'typical') === '0.25');
    expect(cell(el, 'XAUUSD', 'instrument')).to.equal('Gold');
    expect(shadow(el).querySelector('caption')!.textContent).to.equal('Forex and metals spreads');
    await expect(el).to.be.accessible();
  });

  it('fits a desktop width without scrolling', async () => {
    const m = await scoped();
    const el = await mount(m.src);
    const scroller = shadow(el).querySelector<HTMLElement>('[part=scroller]')!;
    expect(scroller.scrollWidth).to.be.at.most(scroller.clientWidth);
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('stays inside the screen, scrolling in its own focusable region if it must', async () => {
      const m = await scoped();
      const el = await mount(m.src, 'EURUSD,XAUUSD,USDTRY,NOSUCH', m);
      await waitUntil(() => row(el, 'USDTRY')!.dataset.stale !== undefined, 'USDTRY not stale', { timeout: 5000 });
      // A long name widens the table past the screen: NOSUCH's "not available", for screen
      // readers only, then stands beyond the screen's edge, where it must not widen the page.
      el.setAttribute('instrument-names', JSON.stringify({ NOSUCH: 'An instrument with a long name' }));
      const scroller = shadow(el).querySelector<HTMLElement>('[part=scroller]')!;
      await waitUntil(() => scroller.scrollWidth > scroller.clientWidth, 'the table is not wider than the screen');
      expect(scroller.getBoundingClientRect().right).to.be.at.most(360);
      expect(getComputedStyle(scroller).overflowX).to.equal('auto');
      expect(scroller.tabIndex).to.equal(0);
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });
});

describe('<spreads-table> in Swedish', () => {
  before(async () => {
    await allowMarketQuotes();
    define(spreadsTable);
  });

  it('captions, heads and explains its table in Swedish, "not available" included', async () => {
    const m = await scoped();
    const section = await fixture<HTMLElement>(
      html`<section lang="sv"><spreads-table instruments="EURUSD,NOSUCH" src=${m.src}></spreads-table></section>`,
    );
    const el = section.querySelector('spreads-table')!;
    const sv_ = (key: string) => builtIn(sv, 'sv', spreadsTableWords, key);
    await waitUntil(() => shadow(el).querySelector('caption')?.textContent === sv_('caption'), 'no Swedish caption');
    await waitUntil(() => status(el).dataset.state === 'ready', 'the typical spreads did not load', { timeout: 4000 });
    expect(header(el, 'typical').textContent).to.contain(sv_('typical'));
    expect(cell(el, 'NOSUCH', 'typical')).to.equal(`—${sv_('not_available')}`);
    expect(shadow(el).querySelector('[part=hint]')!.textContent).to.equal(sv_('note'));
  });
});
