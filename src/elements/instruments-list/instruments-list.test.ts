/** <instruments-list> against the demo backend's catalogue (demo/backend/content/catalog.mjs). */
import { expect, fixture, html, nextFrame, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { contentScope } from '../../test/content-scope';
import { expectOneError } from '../../test/attribute-errors';
import { backendRequests, define, shadow } from '../../test/harness';
import { remoteListStateTests } from '../../test/remote-list';
import { useFakeClock } from '../../test/fake-clock';
import { atPhoneWidth, describeOneRowAtDesktop, expectPhoneLayout } from '../../test/layout';
import de from '../../catalogues/de';
import { builtIn } from '../../test/words';
import { instrumentsList } from './instruments-list.element';
import { instrumentsListWords } from './instruments-list.words';
import { SEARCH_DEBOUNCE_MS } from './instruments-list';

const scope = () => contentScope('instruments-list', '/api/instruments');

const items = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part=item]')];
const symbols = (el: Element) => items(el).map((item) => item.dataset.symbol);
const count = (el: Element) => shadow(el).querySelector('[part=count]')?.textContent ?? '';
const tabs = (el: Element) => [...shadow(el).querySelectorAll<HTMLButtonElement>('[role=tab]')];

/** The element on `src` (a fresh scope's without), once it shows instruments. */
async function mount(src?: string) {
  src ??= (await scope()).src;
  const el = await fixture<HTMLElement>(
    html`<instruments-list src=${src} url-template="/markets/{slug}"></instruments-list>`,
  );
  // Two cores shared by many test runs: give the answer time.
  await waitUntil(() => items(el).length > 0, 'no instruments showed', { timeout: 4000 });
  return el;
}

async function search(el: HTMLElement, text: string) {
  const input = shadow(el).querySelector<HTMLInputElement>('[part=search-input]')!;
  input.focus();
  await sendKeys({ type: text });
}

describe('<instruments-list>', () => {
  before(() => define(instrumentsList));

  it('lists about forty instruments with a tab per asset class, each linking to its page', async () => {
    const { src } = await scope();
    const el = await mount(src);
    expect(items(el).length).to.equal(40);
    expect(tabs(el).map((tab) => tab.textContent)).to.deep.equal([
      'All',
      'Forex',
      'Indices',
      'Commodities',
      'Stocks',
      'ETFs',
      'Crypto',
    ]);
    const gold = shadow(el).querySelector<HTMLAnchorElement>('[data-symbol=XAUUSD] a')!;
    expect(gold.getAttribute('href')).to.equal('/markets/gold');
    expect(gold.textContent).to.equal('XAUUSD Gold vs US Dollar');
    expect(count(el)).to.equal('40 instruments in all classes');
    expect((await backendRequests(src.replace(/^https?:\/\/[^/]+/, ''))).length).to.equal(1);
  });

  it('filters by class with a click or the arrow keys, and says how many it shows', async () => {
    const el = await mount();
    tabs(el)[5]!.click();
    await waitUntil(() => symbols(el).length === 5, 'the ETF tab did not filter');
    expect(symbols(el)).to.include.members(['SPY', 'QQQ']);
    expect(count(el)).to.equal('5 instruments in ETFs');
    expect(tabs(el)[5]!.getAttribute('aria-selected')).to.equal('true');
    tabs(el)[5]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitUntil(() => tabs(el)[6]!.getAttribute('aria-selected') === 'true');
    expect(shadow(el).activeElement).to.equal(tabs(el)[6]);
    expect(items(el).every((item) => item.dataset.class === 'crypto')).to.equal(true);
    const panel = shadow(el).querySelector('[role=tabpanel]')!;
    expect(panel.getAttribute('aria-labelledby')).to.equal(tabs(el)[6]!.id);
  });

  describe('searching', () => {
    const clock = useFakeClock();

    it('searches once typing pauses, and offers to clear a search without results', async () => {
      const el = await mount();
      await search(el, 'dollar');
      // Debounced: nothing changes until the pause has lasted the whole debounce.
      clock().advance(SEARCH_DEBOUNCE_MS - 1);
      await nextFrame();
      expect(clock().pending, 'the search still waits').to.equal(1);
      expect(items(el).length).to.equal(40);
      clock().advance(1);
      await waitUntil(() => items(el).length < 40, 'the search did not filter');
      expect(symbols(el)).to.include.members(['EURUSD', 'XAUUSD', 'BTCUSD']);
      expect(count(el)).to.match(/^\d+ instruments for “dollar” in all classes$/);
      await search(el, 'zzz');
      clock().advance(SEARCH_DEBOUNCE_MS);
      await waitUntil(() => shadow(el).querySelector('[part=empty]'), 'no empty-search state');
      expect(shadow(el).querySelector('[part=empty]')!.textContent).to.contain('No instruments match “dollarzzz”');
      expect(count(el)).to.equal('No instruments for “dollarzzz” in any class');
      shadow(el).querySelector<HTMLButtonElement>('[part=clear]')!.click();
      await waitUntil(() => items(el).length === 40, 'clearing did not bring the list back');
      expect(shadow(el).querySelector<HTMLInputElement>('[part=search-input]')!.value).to.equal('');
    });
  });

  it('announces the count politely', async () => {
    const el = await mount();
    expect(shadow(el).querySelector('[part=count]')!.getAttribute('role')).to.equal('status');
  });

  remoteListStateTests({
    tag: 'instruments-list',
    route: '/api/instruments',
    shown: (el) => items(el).length === 40,
    loading: 'Loading instruments…',
    empty: 'No instruments are listed',
    failures: ['fail', 'malformed'],
  });

  it('logs one error for a malformed initial-class and starts on All', async () => {
    const { src } = await scope();
    await expectOneError('instruments-list', ['initial-class'], async () => {
      const el = await fixture<HTMLElement>(
        html`<instruments-list src=${src} initial-class="bonds"></instruments-list>`,
      );
      await waitUntil(() => items(el).length > 0, 'no instruments showed', { timeout: 4000 });
      expect(tabs(el)[0]!.getAttribute('aria-selected')).to.equal('true');
    });
  });

  it('starts on the class of initial-class', async () => {
    const { src } = await scope();
    const el = await fixture<HTMLElement>(
      html`<instruments-list src=${src} initial-class="crypto"></instruments-list>`,
    );
    await waitUntil(() => items(el).length > 0, 'no instruments showed', { timeout: 4000 });
    expect(symbols(el)).to.deep.equal(['BTCUSD', 'ETHUSD', 'SOLUSD', 'XRPUSD', 'LTCUSD']);
  });

  it('passes an accessibility audit', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  describeOneRowAtDesktop('lays out in columns', async () => items(await mount()).slice(0, 2));

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the phone: one column, no sideways scroll, no cut text', async () => {
      const el = await mount();
      const [first, second] = items(el);
      expect(second!.getBoundingClientRect().top).to.be.greaterThan(first!.getBoundingClientRect().top);
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });
});

describe('<instruments-list> in German', () => {
  before(() => define(instrumentsList));

  it('counts all classes in a sentence of its own, and one class with its name in the sentence', async () => {
    const { src } = await scope();
    const section = await fixture<HTMLElement>(
      html`<section lang="de">
        <instruments-list src=${src} url-template="/markets/{slug}"></instruments-list>
      </section>`,
    );
    const el = section.querySelector<HTMLElement>('instruments-list')!;
    const de_ = (key: string, values = {}) => builtIn(de, 'de', instrumentsListWords, key, values);
    await waitUntil(() => count(el) === de_('count_in_all', { count: 40 }), 'all classes not counted in German', {
      timeout: 4000,
    });
    tabs(el)[4]!.click();
    await waitUntil(
      () => count(el) === de_('count_in', { count: items(el).length, class: de_('stocks') }),
      'stocks not counted in German',
    );
  });
});
