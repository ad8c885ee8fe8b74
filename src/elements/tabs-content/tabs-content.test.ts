import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectOneError } from '../../test/attribute-errors';
import { define, mountElement, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { withoutHash } from '../../test/page-hash';
import { bySlot, expectTabChange, expectShowing, tabButtons, visiblePanels, walkTabs } from '../../test/tab-keys';
import { tabsContent } from './tabs-content.element';

const TABS = [
  { name: 'Trading fees', value: 'fees' },
  { name: 'Account types', value: 'accounts' },
  { name: 'Platforms', value: 'platforms' },
];
const MANY_TABS = [
  ...TABS,
  { name: 'Commodities and metals', value: 'commodities' },
  { name: 'Cryptocurrencies', value: 'crypto' },
  { name: 'Exchange-traded funds', value: 'etf' },
];

function panelsHtml(tabs: readonly { value: string }[]) {
  return tabs
    .map((tab) => `<p slot="${tab.value}">Panel ${tab.value}: spreads from 0.5 pips on major pairs.</p>`)
    .join('');
}

const tabsContentEl = (attributes: Record<string, string> = { tabs: JSON.stringify(TABS) }, tabs = TABS) =>
  mountElement('tabs-content', attributes, panelsHtml(tabs));

const showing = (el: Element, index: number, slot: string) => expectShowing(el, index, slot, bySlot);

describe('<tabs-content>', () => {
  before(() => define(tabsContent));
  withoutHash();

  describe('selecting', () => {
    it('shows the first tab and its panel alone, keeping every panel in the page', async () => {
      const el = await tabsContentEl();
      await rendered(el, '[role="tab"]');
      await showing(el, 0, 'fees');
      expect(tabButtons(el).map((tab) => tab.textContent)).to.deep.equal([
        'Trading fees',
        'Account types',
        'Platforms',
      ]);
      // Light DOM: search engines and the page's own scripts still see every panel.
      expect(el.querySelectorAll('[slot]')).to.have.length(3);
      expect(el.textContent).to.contain('Panel platforms');
    });

    it('starts on the tab named by selected-tab', async () => {
      const el = await tabsContentEl({ tabs: JSON.stringify(TABS), 'selected-tab': '2' });
      await rendered(el, '[role="tab"]');
      await showing(el, 2, 'platforms');
    });

    it('selects tab 0 with one console error for a selected-tab out of range', async () => {
      await expectOneError('tabs-content', ['"selected-tab"', '7'], async () => {
        const el = await tabsContentEl({ tabs: JSON.stringify(TABS), 'selected-tab': '7' });
        await rendered(el, '[role="tab"]');
        await showing(el, 0, 'fees');
      });
    });

    it('follows a later change of selected-tab', async () => {
      const el = await tabsContentEl();
      await rendered(el, '[role="tab"]');
      el.setAttribute('selected-tab', '1');
      await showing(el, 1, 'accounts');
    });

    it('shows the clicked tab, announces it with tab-change, and leaves the URL alone', async () => {
      const el = await tabsContentEl();
      await rendered(el, '[role="tab"]');
      const url = location.href;
      const length = history.length;
      await expectTabChange(el, 1, 'accounts', document.body);
      await showing(el, 1, 'accounts');
      expect(location.href).to.equal(url);
      expect(history.length).to.equal(length);
    });
  });

  describe("SPEC's tab item { name, value, hash, target }", () => {
    const SPEC = [
      { name: 'Trading fees', value: 'fees', hash: 'fees', target: 'fees-panel' },
      { name: 'Account types', value: 'accounts', hash: 'accounts', target: 'accounts-panel' },
    ];

    it('shows the panel its target names by slot, else by id, and reports its value', async () => {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.innerHTML = `<tabs-content tabs='${JSON.stringify(SPEC)}'>
        <p slot="fees-panel">Fees</p><p id="accounts-panel">Accounts</p></tabs-content>`;
      const el = wrapper.firstElementChild!;
      await rendered(el, '[role="tab"]');
      const shown = () => [...el.querySelectorAll('p')].filter((p) => p.checkVisibility()).map((p) => p.textContent);
      await waitUntil(() => shown().join() === 'Fees', `shown: ${shown().join()}`);
      await expectTabChange(el, 1, 'accounts');
      await waitUntil(() => shown().join() === 'Accounts', `shown: ${shown().join()}`);
      expect(location.hash).to.equal('');
    });
  });

  describe('keyboard and accessibility', () => {
    it('moves with the arrows (wrapping), Home and End, keeping focus on the selected tab', async () => {
      const el = await tabsContentEl();
      await rendered(el, '[role="tab"]');
      await walkTabs(el, { keys: ['ArrowLeft', 'ArrowRight', 'End', 'Home'], to: [2, 0, 2, 0] }, (index) =>
        showing(el, index, TABS[index]!.value),
      );
      expect(tabButtons(el).map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1]);
    });

    it('wires each tab to its panel and passes an accessibility check', async () => {
      const el = await tabsContentEl({ tabs: JSON.stringify(TABS), 'selected-tab': '1' });
      await rendered(el, '[role="tab"]');
      await showing(el, 1, 'accounts');
      for (const tab of tabButtons(el)) {
        const panel = el.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!)!;
        expect(panel.getAttribute('role')).to.equal('tabpanel');
        expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
      }
      await expect(el).to.be.accessible();
    });
  });

  describe('a malformed tabs attribute', () => {
    it('logs one error naming the element and attribute, and shows every child without a tab bar', async () => {
      await expectOneError('tabs-content', ['"tabs"', '"value"'], async () => {
        const el = await tabsContentEl({ tabs: '[{"name": "Fees", "value": ["fees"]}]' });
        await rendered(el, 'slot[name="platforms"]');
        expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
        await waitUntil(() => visiblePanels(el, bySlot).length === 3, 'not every panel is shown');
      });
    });

    it('logs one error for JSON that does not parse, and draws the tabs once the page corrects it', async () => {
      await expectOneError('tabs-content', ['"tabs"'], async (errors) => {
        const el = await tabsContentEl({ tabs: '[oops' });
        await rendered(el, 'slot[name="fees"]');
        expect(visiblePanels(el, bySlot)).to.deep.equal(['fees', 'accounts', 'platforms']);
        expect(errors).to.have.length(1);
        el.setAttribute('tabs', JSON.stringify(TABS));
        await rendered(el, '[role="tab"]');
        await showing(el, 0, 'fees');
      });
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('scrolls the tab bar sideways on one row, with no text over text and no page overflow', async () => {
      const el = await tabsContentEl({ tabs: JSON.stringify(MANY_TABS) }, MANY_TABS);
      await rendered(el, '[role="tab"]');
      await showing(el, 0, 'fees');
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="tablist"]')!;
      expect(new Set(tabButtons(el).map((tab) => tab.offsetTop)).size, 'tabs on one row').to.equal(1);
      expect(bar.scrollWidth).to.be.greaterThan(bar.clientWidth);
      expectPhoneLayout(el);
    });

    it('brings a tab reached with the keyboard into the bar', async () => {
      const el = await tabsContentEl({ tabs: JSON.stringify(MANY_TABS) }, MANY_TABS);
      await rendered(el, '[role="tab"]');
      tabButtons(el)[0]!.focus();
      await sendKeys({ press: 'End' });
      await showing(el, 5, 'etf');
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="tablist"]')!.getBoundingClientRect();
      const last = tabButtons(el)[5]!.getBoundingClientRect();
      expect(last.right).to.be.at.most(bar.right + 1);
      expect(last.left).to.be.at.least(bar.left - 1);
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('shows every tab without a sideways scroll', async () => {
      const el = await tabsContentEl({ tabs: JSON.stringify(MANY_TABS) }, MANY_TABS);
      await rendered(el, '[role="tab"]');
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="tablist"]')!;
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      expect(getComputedStyle(bar).flexWrap).to.equal('wrap');
      await expect(el).to.be.accessible();
    });
  });
});
