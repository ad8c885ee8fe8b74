import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { emulateMedia } from '@web/test-runner-commands';
import { expectOneError, expectOneWarning } from '../../test/attribute-errors';
import { useFakeClock, type FakeClock } from '../../test/fake-clock';
import { define, nextFrame, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectOneRow, expectPhoneLayout } from '../../test/layout';
import { expectScrollOver } from '../../test/scrolling';
import { expectTabChange, selectedTab, tabButtons, walkTabs } from '../../test/tab-keys';
import { tabsScroll } from './tabs-scroll.element';

const TABS = [
  { name: 'Overview', value: 'overview', target: 'overview' },
  { name: 'Trading fees', value: 'fees', target: '#fees' },
  { name: 'Platforms', value: 'platforms', target: '.platforms-section' },
];

/** A page: a heading, the bar, then three tall sections, then room to scroll the last one to the top. */
async function page(tabs: unknown = TABS) {
  const wrapper = await fixture<HTMLDivElement>(html`
    <div>
      <h1 style="height: 300px; margin: 0">Products</h1>
      <tabs-scroll tabs=${typeof tabs === 'string' ? tabs : JSON.stringify(tabs)}><a href="#fees">Fees</a></tabs-scroll>
      <section id="overview" style="height: 900px"><h2>Overview</h2></section>
      <section id="fees" style="height: 900px"><h2>Trading fees</h2></section>
      <section class="platforms-section" style="height: 900px"><h2>Platforms</h2></section>
      <div style="height: 1200px"></div>
    </div>
  `);
  const el = wrapper.querySelector('tabs-scroll')!;
  const sections = [...wrapper.querySelectorAll('section')];
  return { el, sections };
}

const topOf = (element: Element) => element.getBoundingClientRect().top;

/** The test's fake clock: smooth scrolling times itself on systemClock. */
let clock: () => FakeClock;

/**
 * Runs the scroll to its end on the fake clock, 100 ms a turn until the page stops moving, then
 * gives `section`'s distance from the viewport's top.
 */
async function settledTop(section: Element) {
  let last = NaN;
  await waitUntil(async () => {
    const before = scrollY;
    clock().advance(100);
    await nextFrame();
    await nextFrame();
    const still = scrollY === before && scrollY === last;
    last = scrollY;
    return still;
  }, 'the page kept scrolling');
  return topOf(section);
}

describe('<tabs-scroll>', () => {
  clock = useFakeClock();
  before(() => define(tabsScroll));
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    scrollTo({ top: 0, behavior: 'instant' });
  });

  describe('a tab', () => {
    it('scrolls to its target (id, #id or selector), stopping 100 px above it, and announces it', async () => {
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      await expectTabChange(el, 2, 'platforms', document.body);
      expect(await settledTop(sections[2]!)).to.be.closeTo(100, 1);
      expect(selectedTab(el)).to.equal(2);
      tabButtons(el)[1]!.click();
      expect(await settledTop(sections[1]!)).to.be.closeTo(100, 1);
      tabButtons(el)[0]!.click();
      expect(await settledTop(sections[0]!)).to.be.closeTo(100, 1);
      expect(selectedTab(el)).to.equal(0);
    });

    it("takes SPEC's { name, value, hash, target }, and a target left out is the value", async () => {
      const { el, sections } = await page([
        { name: 'Overview', value: 'overview', hash: 'intro', target: 'overview' },
        { name: 'Trading fees', value: 'fees' },
      ]);
      await rendered(el, '[role="tab"]');
      await expectTabChange(el, 1, 'fees');
      expect(await settledTop(sections[1]!)).to.be.closeTo(100, 1);
      expect(location.hash).to.equal('');
    });

    it('animates the scroll over 200 ms', async () => {
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      const to = scrollY + topOf(sections[2]!) - 100;
      tabButtons(el)[2]!.click();
      await expectScrollOver(clock(), to, 200);
    });

    it('jumps at once for a visitor who prefers reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      tabButtons(el)[1]!.click();
      expect(topOf(sections[1]!)).to.be.closeTo(100, 1);
      await nextFrame();
      await nextFrame();
      await nextFrame();
      expect(selectedTab(el)).to.equal(1);
    });

    it('only warns when its target is missing: no scroll, no selection, no event', async () => {
      await expectOneWarning('tabs-scroll', ['#awards'], async () => {
        const { el } = await page([...TABS, { name: 'Awards', value: 'awards', target: '#awards' }]);
        await rendered(el, '[role="tab"]');
        let changes = 0;
        el.addEventListener('tab-change', () => changes++);
        tabButtons(el)[3]!.click();
        await nextFrame();
        await nextFrame();
        expect(scrollY).to.equal(0);
        expect(selectedTab(el)).to.equal(0);
        expect(changes).to.equal(0);
      });
    });

    it('stays in view at the top of the window while the page scrolls (sticky)', async () => {
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      tabButtons(el)[2]!.click();
      await settledTop(sections[2]!);
      expect(scrollY).to.be.greaterThan(1000);
      expect(el.getBoundingClientRect().top).to.be.closeTo(0, 1);
    });
  });

  describe('following the scroll', () => {
    it('selects the tab of the section in view as the visitor scrolls, without tab-change', async () => {
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      let changes = 0;
      el.addEventListener('tab-change', () => changes++);
      scrollTo({ top: scrollY + topOf(sections[1]!) - 50, behavior: 'instant' });
      await waitUntil(() => selectedTab(el) === 1, 'the fees tab was not selected');
      scrollTo({ top: scrollY + topOf(sections[2]!) + 300, behavior: 'instant' });
      await waitUntil(() => selectedTab(el) === 2, 'the platforms tab was not selected');
      scrollTo({ top: scrollY + topOf(sections[0]!) + 10, behavior: 'instant' });
      await waitUntil(() => selectedTab(el) === 0, 'the overview tab was not selected');
      expect(changes).to.equal(0);
    });
  });

  describe('keyboard and accessibility', () => {
    it('selects and scrolls with the arrows, Home and End, focus following', async () => {
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      await walkTabs(el, { keys: ['ArrowRight', 'End', 'Home'], to: [1, 2, 0] }, async (index) => {
        expect(await settledTop(sections[index]!)).to.be.closeTo(100, 1);
        expect(selectedTab(el)).to.equal(index);
      });
    });

    it('passes an accessibility check', async () => {
      const { el } = await page();
      await rendered(el, '[role="tab"]');
      expect(tabButtons(el).map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
      await expect(el).to.be.accessible();
    });
  });

  describe('a malformed tabs attribute', () => {
    it('logs one error naming the element and attribute, and shows its children instead', async () => {
      await expectOneError('tabs-scroll', ['"tabs"', '"target"'], async () => {
        const { el } = await page('[{"name": "Fees", "value": "fees", "target": 7}]');
        const slot = await rendered<HTMLSlotElement>(el, 'slot');
        expect(slot.assignedElements()[0]!.textContent).to.equal('Fees');
        expect(el.querySelector('a')!.checkVisibility()).to.equal(true);
        expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
      });
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('keeps five long tabs on one row that scrolls sideways, with no text over text', async () => {
      const { el } = await page([
        ...TABS,
        { name: 'Commodities and metals', value: 'commodities', target: '#overview' },
        { name: 'Cryptocurrencies', value: 'crypto', target: '#fees' },
      ]);
      await rendered(el, '[role="tab"]');
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="tablist"]')!;
      expectOneRow(tabButtons(el));
      expect(bar.scrollWidth).to.be.greaterThan(bar.clientWidth);
      expectPhoneLayout(el);
    });

    it('scrolls to a target 100 px below the top of the window', async () => {
      const { el, sections } = await page();
      await rendered(el, '[role="tab"]');
      tabButtons(el)[1]!.click();
      expect(await settledTop(sections[1]!)).to.be.closeTo(100, 1);
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('shows every tab on one row and passes an accessibility check', async () => {
      const { el } = await page();
      await rendered(el, '[role="tab"]');
      const bar = el.shadowRoot!.querySelector<HTMLElement>('[role="tablist"]')!;
      expect(bar.scrollWidth).to.be.at.most(bar.clientWidth);
      expectOneRow(tabButtons(el));
      await expect(el).to.be.accessible();
    });
  });
});
