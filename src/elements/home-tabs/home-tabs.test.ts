import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectOneError } from '../../test/attribute-errors';
import { define, mountElement, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { expectTabChange, selectedTab, tabButtons, walkTabs } from '../../test/tab-keys';
import { homeTabs } from './home-tabs.element';

const TABS = [{ name: 'Forex' }, { name: 'Stocks', value: 'stocks' }, { name: 'Commodities' }];
const DESKTOP = { width: 1280, height: 800 };
const DEFAULT_VIEWPORT = { width: 800, height: 600 };

const CONTENT = `
  <h2 slot="title">Trade the world's markets</h2>
  <p data-tab="0">Forex: 50+ currency pairs from 0.5 pips.</p>
  <p data-tab="stocks">Stocks: 3,000+ shares with no commission.</p>
  <p data-tab="2">Commodities: gold, oil and more.</p>
  <p>All markets on one account.</p>`;

const homeTabsEl = (attributes: Record<string, string> = { tabs: JSON.stringify(TABS) }) =>
  mountElement('home-tabs', attributes, CONTENT);

/** The default-slot texts a visitor can see. */
const visibleContent = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>(':scope > p')]
    .filter((p) => p.checkVisibility())
    .map((p) => p.textContent!.split(':')[0]);

async function showing(el: HTMLElement, index: number, content: string) {
  await waitUntil(() => selectedTab(el) === index, `tab ${index} was not selected (${selectedTab(el)} is)`);
  expect(el.dataset.selectedTab).to.equal(String(index));
  expect(visibleContent(el)).to.deep.equal([content, 'All markets on one account.']);
}

describe('<home-tabs> before its view runs (home-tabs.document.css)', () => {
  before(() => installDocumentStyles());
  after(() => setViewport(DEFAULT_VIEWPORT));

  const early = async () => {
    const el = await fixture<HTMLElement>(
      html`<home-tabs
        ><p data-tab="0">Forex</p>
        <p data-tab="1">Stocks</p>
        <p>All markets</p></home-tabs
      >`,
    );
    return (text: string) => [...el.children].find((child) => child.textContent === text)!.checkVisibility();
  };

  it('shows tab 0’s children only, in a window wider than 768 px', async () => {
    await setViewport({ width: 769, height: 800 });
    const visible = await early();
    expect(customElements.get('home-tabs'), 'not yet defined').to.equal(undefined);
    await waitUntil(() => !visible('Stocks'), 'the document sheet did not hide tab 1');
    expect(visible('Forex')).to.equal(true);
    expect(visible('All markets')).to.equal(true);
  });

  it('shows tab 1’s children only, at 768 px', async () => {
    await setViewport({ width: 768, height: 800 });
    const visible = await early();
    await waitUntil(() => !visible('Forex'), 'the document sheet did not hide tab 0');
    expect(visible('Stocks')).to.equal(true);
  });
});

describe('<home-tabs>', () => {
  before(() => define(homeTabs));
  after(() => setViewport(DEFAULT_VIEWPORT));

  describe('the tab selected on mount (docs/RULES.md §2)', () => {
    it('is tab 1 in a window 768 px wide, whatever selected-tab says', async () => {
      await setViewport({ width: 768, height: 800 });
      const el = await homeTabsEl({ tabs: JSON.stringify(TABS), 'selected-tab': '2' });
      await rendered(el, '[role="tab"]');
      await showing(el, 1, 'Stocks');
    });

    it('is selected-tab in a window 769 px wide', async () => {
      await setViewport({ width: 769, height: 800 });
      const el = await homeTabsEl({ tabs: JSON.stringify(TABS), 'selected-tab': '2' });
      await rendered(el, '[role="tab"]');
      await showing(el, 2, 'Commodities');
    });

    it('is tab 0 in a wide window without selected-tab', async () => {
      await setViewport(DESKTOP);
      const el = await homeTabsEl();
      await rendered(el, '[role="tab"]');
      await showing(el, 0, 'Forex');
    });

    it('is tab 0, with one console error, for a selected-tab out of range in a wide window', async () => {
      await setViewport(DESKTOP);
      await expectOneError('home-tabs', ['"selected-tab"', '5'], async () => {
        const el = await homeTabsEl({ tabs: JSON.stringify(TABS), 'selected-tab': '5' });
        await rendered(el, '[role="tab"]');
        await showing(el, 0, 'Forex');
      });
    });

    it('is tab 0 in a narrow window with a single tab', async () => {
      await setViewport({ width: 600, height: 800 });
      const el = await homeTabsEl({ tabs: JSON.stringify(TABS.slice(0, 1)) });
      await rendered(el, '[role="tab"]');
      await waitUntil(() => el.dataset.selectedTab === '0');
      expect(selectedTab(el)).to.equal(0);
    });

    it('is kept when the window is resized later', async () => {
      await setViewport(DESKTOP);
      const el = await homeTabsEl();
      await rendered(el, '[role="tab"]');
      await showing(el, 0, 'Forex');
      await setViewport({ width: 700, height: 800 });
      await nextFrame();
      await showing(el, 0, 'Forex');
    });
  });

  describe('selecting', () => {
    before(() => setViewport(DESKTOP));

    it('shows the clicked tab’s children (by index or value) and announces it with tab-change', async () => {
      const el = await homeTabsEl();
      await rendered(el, '[role="tab"]');
      await expectTabChange(el, 1, 'stocks', document.body);
      await showing(el, 1, 'Stocks');
      await expectTabChange(el, 2, '2', document.body);
      await showing(el, 2, 'Commodities');
    });

    it("takes SPEC's { name, value, hash, target }: data-tab may name the target, and a target names a child by id", async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.innerHTML = `<home-tabs tabs='${JSON.stringify([
        { name: 'Forex', value: 'fx', hash: 'fx', target: 'forex' },
        { name: 'Stocks', value: 'stocks', hash: 'stocks', target: 'stocks-panel' },
      ])}'><p data-tab="forex">Forex</p><p id="stocks-panel">Stocks</p><p>All markets on one account.</p></home-tabs>`;
      const el = wrapper.querySelector<HTMLElement>('home-tabs')!;
      await rendered(el, '[role="tab"]');
      await showing(el, 0, 'Forex');
      await expectTabChange(el, 1, 'stocks');
      await showing(el, 1, 'Stocks');
      expect(location.hash).to.equal('');
    });

    it('marks a child added later', async () => {
      const el = await homeTabsEl();
      await rendered(el, '[role="tab"]');
      await showing(el, 0, 'Forex');
      const late = document.createElement('p');
      late.dataset.tab = '2';
      late.textContent = 'Indices';
      el.append(late);
      await waitUntil(() => late.hidden, 'the late child of tab 2 shows on tab 0');
    });

    it('moves with the arrows, Home and End, and passes an accessibility check', async () => {
      const el = await homeTabsEl();
      await rendered(el, '[role="tab"]');
      await walkTabs(el, { keys: ['ArrowRight', 'End', 'ArrowRight', 'Home'], to: [1, 2, 0, 0] }, (index) =>
        showing(el, index, TABS[index]!.name),
      );
      const panel = el.shadowRoot!.querySelector('[role="tabpanel"]')!;
      expect(panel.getAttribute('aria-labelledby')).to.equal(tabButtons(el)[0]!.id);
      expect(tabButtons(el)[2]!.getAttribute('aria-controls')).to.equal(panel.id);
      await expect(el).to.be.accessible();
    });
  });

  describe('a malformed tabs attribute', () => {
    it('logs one error naming the element and attribute, and shows the title and every child', async () => {
      await setViewport(DESKTOP);
      const el = await expectOneError('home-tabs', ['"tabs"', '"name"'], async () => {
        const tabless = await homeTabsEl({ tabs: '[{"value": "fx"}]' });
        await rendered(tabless, 'slot[name="title"]');
        await waitUntil(() => tabless.dataset.state === 'fallback');
        return tabless;
      });
      expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
      expect(el.querySelector('h2')!.checkVisibility()).to.equal(true);
      expect(visibleContent(el)).to.have.length(4);
      expect(el.dataset.selectedTab).to.equal(undefined);
      await expect(el).to.be.accessible();
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('selects tab 1 and keeps long tabs on one row that scrolls sideways, with no text over text', async () => {
      const el = await homeTabsEl({
        tabs: JSON.stringify([...TABS, { name: 'Exchange-traded funds' }, { name: 'Cryptocurrencies' }]),
      });
      await rendered(el, '[role="tab"]');
      await showing(el, 1, 'Stocks');
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="tablist"]')!;
      expect(bar.scrollWidth).to.be.greaterThan(bar.clientWidth);
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });
});
