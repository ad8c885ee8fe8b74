import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { define, mountElement, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { mountAt, withoutHash } from '../../test/page-hash';
import { byText, expectTabChange, expectShowing, type KeyWalk, tabButtons, walkTabs } from '../../test/tab-keys';
import type { TabItem } from '../../widgets/tabs/tab-items';
import { tabsWithSlots } from './tabs-with-slots.element';

/** A tab item as a page writes it: the fields other than `name` may be left out. */
type TabInput = Pick<TabItem, 'name'> & Partial<TabItem>;

const TABS: TabInput[] = [
  { name: 'CFDs', value: 'cfd', hash: 'cfd' },
  { name: 'ETFs', value: 'etf', hash: 'etf' },
  { name: 'Stocks', value: 'stock', hash: 'Stocks' },
];

async function tabs(items: readonly TabInput[] = TABS) {
  const el = await fixture(
    html`<tabs-with-slots tabs=${JSON.stringify(items)}>
      <p slot="cfd">CFD panel</p>
      <p slot="etf">ETF panel</p>
      <p slot="stock">Stock panel</p>
    </tabs-with-slots>`,
  );
  await rendered(el, '[role="tab"]');
  return el;
}

const showing = (el: Element, index: number, text: string) => expectShowing(el, index, text, byText);

describe('<tabs-with-slots>', () => {
  before(() => define(tabsWithSlots));
  withoutHash();

  describe('the URL hash', () => {
    it('shows the first tab when the URL has no hash', async () => {
      const el = await tabs();
      await showing(el, 0, 'CFD panel');
    });

    it('shows the first tab when the hash names no tab', async () => {
      const el = await mountAt('#unrelated', tabs);
      await showing(el, 0, 'CFD panel');
    });

    it('selects the tab named by the URL hash, ignoring case', async () => {
      const el = await mountAt('#sTOCKS', tabs);
      await showing(el, 2, 'Stock panel');
    });

    it('follows a later change of the hash', async () => {
      const el = await tabs();
      location.hash = '#Etf';
      await showing(el, 1, 'ETF panel');
      location.hash = '#stocks';
      await showing(el, 2, 'Stock panel');
    });

    it('keeps the selected tab when the hash changes to something else', async () => {
      const el = await tabs();
      tabButtons(el)[1]!.click();
      await showing(el, 1, 'ETF panel');
      location.hash = '#risk-warning';
      await oneEvent(window, 'hashchange');
      await nextFrame();
      await showing(el, 1, 'ETF panel');
    });

    it('puts the selected tab in the URL hash without adding history or firing hashchange', async () => {
      const el = await tabs();
      const length = history.length;
      let hashchanges = 0;
      const count = () => hashchanges++;
      addEventListener('hashchange', count);
      try {
        tabButtons(el)[2]!.click();
        await showing(el, 2, 'Stock panel');
        expect(location.hash).to.equal('#Stocks');
        expect(history.length).to.equal(length);
        await nextFrame();
        expect(hashchanges).to.equal(0);
      } finally {
        removeEventListener('hashchange', count);
      }
    });

    it('drops the hash of the previous tab when a tab with an empty hash is selected', async () => {
      const el = await mountAt('#etf', () => tabs([...TABS.slice(0, 2), { name: 'Stocks', value: 'stock', hash: '' }]));
      await showing(el, 1, 'ETF panel');
      tabButtons(el)[2]!.click();
      await showing(el, 2, 'Stock panel');
      expect(location.hash).to.equal('');
      expect(location.href).not.to.contain('#');
    });

    it('selects from the hash when the tabs arrive as a property after the element', async () => {
      const el = (await mountAt('#ETF', () =>
        mountElement('tabs-with-slots', {}, '<p slot="cfd">CFD panel</p><p slot="etf">ETF panel</p>'),
      )) as HTMLElement & { tabs: readonly TabInput[] };
      await rendered(el, 'slot');
      el.tabs = TABS.slice(0, 2);
      await rendered(el, '[role="tab"]');
      await showing(el, 1, 'ETF panel');
    });
  });

  describe("SPEC's tab item { name, value, hash, target }", () => {
    const SPEC = [
      { name: 'CFDs', value: 'cfd', hash: 'cfds', target: 'cfd-panel' },
      { name: 'ETFs', value: 'etf', hash: 'etfs', target: 'etf-panel' },
    ];
    const specTabs = async () => {
      const el = await fixture(
        html`<tabs-with-slots tabs=${JSON.stringify(SPEC)}>
          <p slot="cfd-panel">CFD panel</p>
          <p id="etf-panel">ETF panel</p>
        </tabs-with-slots>`,
      );
      await rendered(el, '[role="tab"]');
      return el;
    };

    it('shows the panel its target names by slot, else by id', async () => {
      const el = await specTabs();
      await showing(el, 0, 'CFD panel');
      tabButtons(el)[1]!.click();
      await showing(el, 1, 'ETF panel');
    });

    it('is selected by its hash and puts its hash in the URL, reporting its value', async () => {
      const el = await mountAt('#ETFS', specTabs);
      await showing(el, 1, 'ETF panel');
      await expectTabChange(el, 0, 'cfd');
      await showing(el, 0, 'CFD panel');
      expect(location.hash).to.equal('#cfds');
    });

    it('is selected by its value when it has no hash of its own', async () => {
      const el = await mountAt('#stock', () => tabs(TABS.map(({ name, value }) => ({ name, value }))));
      await showing(el, 2, 'Stock panel');
    });
  });

  describe('selecting', () => {
    it('shows the panel of the clicked tab', async () => {
      const el = await tabs();
      tabButtons(el)[1]!.click();
      await showing(el, 1, 'ETF panel');
    });

    it('announces a change with tab-change, heard by the page', async () => {
      const el = await tabs();
      await expectTabChange(el, 2, 'stock', document.body);
    });

    it('does nothing when the active tab is clicked again', async () => {
      const el = await tabs();
      let changes = 0;
      el.addEventListener('tab-change', () => changes++);
      tabButtons(el)[0]!.click();
      await nextFrame();
      expect(changes).to.equal(0);
      expect(location.hash).to.equal('');
      await showing(el, 0, 'CFD panel');
    });
  });

  describe('accessibility', () => {
    it('passes an accessibility check with a tab selected', async () => {
      const el = await mountAt('#etf', tabs);
      await showing(el, 1, 'ETF panel');
      await expect(el).to.be.accessible();
    });

    it('wires each tab to its panel, names the tabs and marks the selected one', async () => {
      const el = await tabs();
      expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.exist;
      expect(tabButtons(el).map((tab) => tab.textContent)).to.deep.equal(['CFDs', 'ETFs', 'Stocks']);
      expect(tabButtons(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
      for (const [index, tab] of tabButtons(el).entries()) {
        const panel = el.shadowRoot!.getElementById(tab.getAttribute('aria-controls')!)!;
        expect(panel.getAttribute('role')).to.equal('tabpanel');
        expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
        const content = panel.querySelector('slot')!.assignedElements()[0]!.textContent;
        expect(content).to.equal(['CFD panel', 'ETF panel', 'Stock panel'][index]);
      }
    });

    it('keeps only the selected tab in the tab order, and the panel after it', async () => {
      const el = await tabs();
      const before = document.createElement('button');
      before.textContent = 'Before';
      el.before(before);
      tabButtons(el)[1]!.click();
      await showing(el, 1, 'ETF panel');
      expect(tabButtons(el).map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1]);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expectFocused(tabButtons(el)[1]!);
      await sendKeys({ press: 'Tab' });
      const panel = el.shadowRoot!.getElementById(tabButtons(el)[1]!.getAttribute('aria-controls')!);
      expectFocused(panel);
    });
  });

  describe('keyboard', () => {
    const PANELS = ['CFD panel', 'ETF panel', 'Stock panel'];
    const keyWalks: { name: string; walk: KeyWalk; hash: string }[] = [
      {
        name: 'moves focus and selection with the arrow keys, wrapping at both ends',
        walk: { keys: ['ArrowLeft', 'ArrowRight', 'ArrowRight'], to: [2, 0, 1] },
        hash: '#etf',
      },
      {
        name: 'jumps to the last tab with End and the first with Home',
        walk: { keys: ['End', 'Home'], to: [2, 0] },
        hash: '#cfd',
      },
    ];
    for (const { name, walk, hash } of keyWalks) {
      it(name, async () => {
        const el = await tabs();
        await walkTabs(el, walk, (index) => showing(el, index, PANELS[index]!));
        expect(location.hash).to.equal(hash);
      });
    }

    it('ignores the up and down arrows', async () => {
      const el = await tabs();
      tabButtons(el)[0]!.focus();
      await sendKeys({ press: 'ArrowDown' });
      await nextFrame();
      await showing(el, 0, 'CFD panel');
      expectFocused(tabButtons(el)[0]!);
    });
  });

  describe('a malformed tabs attribute', () => {
    it('logs one error naming the element and the attribute, and shows its default slot instead', async () => {
      await expectOneError('tabs-with-slots', ['"tabs"', 'not valid JSON'], async () => {
        const el = await fixture(html`<tabs-with-slots tabs='[{"name": "x"'><p>Fallback</p></tabs-with-slots>`);
        const slot = await rendered<HTMLSlotElement>(el, 'slot');
        expect(slot.assignedElements()[0]!.textContent).to.equal('Fallback');
        expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
      });
    });

    it('logs one error for a tab whose value is not text', async () => {
      await expectOneError('tabs-with-slots', ['"tabs"', '"value"'], async () => {
        const el = await fixture(
          html`<tabs-with-slots tabs='[{"name": "CFDs", "value": 1}]'><p>Fallback</p></tabs-with-slots>`,
        );
        await rendered(el, 'slot');
      });
    });

    it('draws the tabs once the page corrects the attribute, with no second error', async () => {
      await expectOneError('tabs-with-slots', ['"tabs"'], async () => {
        const el = await fixture(html`<tabs-with-slots tabs="[oops"><p slot="cfd">CFD panel</p></tabs-with-slots>`);
        await rendered(el, 'slot');
        el.setAttribute('tabs', JSON.stringify(TABS.slice(0, 1)));
        await rendered(el, '[role="tab"]');
        await showing(el, 0, 'CFD panel');
      });
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('keeps five tabs with long names and the panel on the page, with no text over text', async () => {
      const el = await tabs([
        ...TABS,
        { name: 'Commodities and metals', value: 'commodities', hash: 'commodities' },
        { name: 'Cryptocurrencies', value: 'crypto', hash: 'crypto' },
      ]);
      expectPhoneLayout(el);
    });
  });
});
