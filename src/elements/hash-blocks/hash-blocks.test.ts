import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { define, mountElement, nextFrame, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectOneRow, expectPhoneLayout } from '../../test/layout';
import { mountAt, withoutHash } from '../../test/page-hash';
import { hashBlocks } from './hash-blocks.element';

const BLOCKS = `
  <section id="overview"><h2>Overview</h2><p>A regulated broker since 2001.</p></section>
  <section id="fees"><h2>Trading fees</h2><p>Spreads from 0.5 pips.</p></section>
  <div data-hash="platforms" data-name="Platforms"><h2>Our trading platforms</h2><p>MetaTrader 4 and 5.</p></div>`;

async function blocksEl(attributes: Record<string, string> = {}, blocks = BLOCKS) {
  const el = await mountElement('hash-blocks', attributes, blocks);
  await rendered(el, '[part="nav"]');
  return el;
}

/** The headings of the blocks a visitor can see. */
const visibleBlocks = (el: Element) =>
  [...el.querySelectorAll<HTMLElement>(':scope > *')]
    .filter((block) => block.checkVisibility())
    .map((b) => b.querySelector('h2')!.textContent);
const button = (el: Element, part: 'previous' | 'next') =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[part="${part}"]`)!;
const heading = (el: Element, text: string) => [...el.querySelectorAll('h2')].find((h) => h.textContent === text)!;

async function showing(el: HTMLElement, text: string) {
  await waitUntil(
    () => visibleBlocks(el).join() === text,
    `"${text}" is not the one block shown (${visibleBlocks(el).join()})`,
  );
}

async function focusOn(element: Element) {
  await waitUntil(() => document.activeElement === element, 'focus did not move to the heading');
  expectFocused(element);
}

/**
 * What the browser does on back or forward to one of this page's entries: the address becomes
 * that entry's, and `popstate` and `hashchange` fire. The tests check that navigating pushes real
 * entries (counted as they are pushed) but do not traverse the runner's page history itself: in a full run
 * on a loaded machine a real traversal once left the test page.
 */
/** Counts the history entries pushed from now on (history.length stops at 50 in a long run). */
function countPushes() {
  const push = history.pushState;
  const pushes = { count: 0, restore: () => void (history.pushState = push) };
  history.pushState = (...args: Parameters<History['pushState']>) => {
    pushes.count += 1;
    push.apply(history, args);
  };
  return pushes;
}

function arriveAt(hash: string) {
  history.replaceState(null, '', `${location.pathname}${location.search}${hash}`);
  dispatchEvent(new PopStateEvent('popstate'));
  dispatchEvent(new HashChangeEvent('hashchange'));
}

describe('<hash-blocks> before its view runs (hash-blocks.document.css)', () => {
  before(() => installDocumentStyles());

  it('shows the first block alone and holds the buttons’ height, so nothing moves on upgrade', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
    wrapper.innerHTML = `<hash-blocks>${BLOCKS}</hash-blocks><p id="below">Below</p>`;
    const el = wrapper.querySelector<HTMLElement>('hash-blocks')!;
    expect(customElements.get('hash-blocks'), 'not yet defined').to.equal(undefined);
    await waitUntil(() => getComputedStyle(el).paddingBottom === '76px', 'the document sheet did not load');
    expect(visibleBlocks(el)).to.deep.equal(['Overview']);
    const below = () => wrapper.querySelector('#below')!.getBoundingClientRect().top;
    const before = below();
    define(hashBlocks);
    await waitUntil(() => el.dataset.state === 'ready' && el.shadowRoot!.querySelector('[part="nav"]'));
    await nextFrame();
    expect(visibleBlocks(el)).to.deep.equal(['Overview']);
    expect(below()).to.be.closeTo(before, 1);
  });
});

describe('<hash-blocks>', () => {
  before(() => define(hashBlocks));
  withoutHash();

  describe('the URL hash', () => {
    it('shows the first block without a hash, keeping every block in the page', async () => {
      const el = await blocksEl();
      await showing(el, 'Overview');
      expect(el.dataset.selectedBlock).to.equal('overview');
      expect(el.textContent).to.contain('MetaTrader 4 and 5.');
    });

    it('shows the block the hash names, by id or data-hash, ignoring case', async () => {
      await showing(await mountAt('#FEES', blocksEl), 'Trading fees');
      await showing(await mountAt('#Platforms', blocksEl), 'Our trading platforms');
    });

    it('shows the first block for a hash that names none', async () => {
      await showing(await mountAt('#awards', blocksEl), 'Overview');
    });

    it('follows a link to a block, and keeps the block for a hash that names none', async () => {
      const el = await blocksEl();
      location.hash = '#platforms';
      await showing(el, 'Our trading platforms');
      await focusOn(heading(el, 'Our trading platforms'));
      location.hash = '#risk-warning';
      await oneEvent(window, 'hashchange');
      await nextFrame();
      await showing(el, 'Our trading platforms');
    });
  });

  describe("SPEC's tab item { name, value, hash, target }", () => {
    const SPEC_TABS = JSON.stringify([
      { name: 'One', value: 'one', hash: 'one', target: 'one' },
      { name: 'Two', value: 'two', hash: 'two', target: 'two' },
      { name: 'Three', value: 'three', hash: 'third', target: 'three' },
    ]);
    /** The template of issue #20: blocks named by slot and id, as SPEC's templates write them. */
    async function specBlocks() {
      const wrapper = await fixture<HTMLDivElement>(html`<div></div>`);
      wrapper.innerHTML = `<hash-blocks tabs='${SPEC_TABS}'>
        <div slot="one" id="one"><h2>Block one</h2></div>
        <div slot="two" id="two"><h2>Block two</h2></div>
        <div slot="three" id="three"><h2>Block three</h2></div>
      </hash-blocks>`;
      const el = wrapper.querySelector<HTMLElement>('hash-blocks')!;
      await rendered(el, '[part="nav"]');
      return el;
    }

    it('shows the first block without a hash, the tabs naming the buttons', async () => {
      const el = await specBlocks();
      await showing(el, 'Block one');
      expect(button(el, 'next').textContent).to.equal('Next Two');
    });

    it('shows the block whose hash the URL names', async () => {
      await showing(await mountAt('#one', specBlocks), 'Block one');
      const third = await mountAt('#Third', specBlocks);
      await showing(third, 'Block three');
      expect(third.dataset.selectedBlock).to.equal('third');
    });

    it("moves with the buttons, putting each block's hash in the URL and reporting it", async () => {
      const el = await specBlocks();
      button(el, 'next').click();
      await showing(el, 'Block two');
      expect(location.hash).to.equal('#two');
      setTimeout(() => button(el, 'next').click());
      const event = (await oneEvent(el, 'tab-change')) as CustomEvent;
      expect(event.detail).to.deep.equal({ index: 2, value: 'third' });
      await showing(el, 'Block three');
      expect(location.hash).to.equal('#third');
    });

    it('finds a block by id alone, beside the first blocks', async () => {
      const el = await blocksEl(
        { tabs: JSON.stringify([{ name: 'Awards', value: 'awards', target: 'awards' }]) },
        `${BLOCKS}<div id="awards"><h2>Our awards</h2></div>`,
      );
      history.replaceState(null, '', '#awards');
      dispatchEvent(new HashChangeEvent('hashchange'));
      await showing(el, 'Our awards');
      expect(button(el, 'previous').textContent).to.equal('Previous Platforms');
    });
  });

  describe('an in-page link', () => {
    it('shows the block it names in a new history entry and focuses its heading, even with the page’s anchor scrolling', async () => {
      const { handleAnchorLinks } = await import('../../page/anchor-links');
      const stop = handleAnchorLinks();
      try {
        const el = await blocksEl();
        const link = document.createElement('a');
        link.href = '#PLATFORMS';
        link.textContent = 'See our platforms';
        el.before(link);
        const pushes = countPushes();
        link.click();
        await showing(el, 'Our trading platforms');
        expect(location.hash).to.equal('#platforms');
        pushes.restore();
        expect(pushes.count, 'a new history entry').to.equal(1);
        await focusOn(heading(el, 'Our trading platforms'));
        // Back returns to the block before.
        arriveAt('');
        await showing(el, 'Overview');
      } finally {
        stop();
      }
    });
  });

  describe('previous and next', () => {
    it('name the neighbours and are disabled at the ends', async () => {
      const el = await blocksEl();
      await showing(el, 'Overview');
      expect(button(el, 'previous').disabled).to.equal(true);
      expect(button(el, 'next').disabled).to.equal(false);
      expect(button(el, 'next').textContent).to.equal('Next Trading fees');
      const last = await mountAt('#platforms', blocksEl);
      await showing(last, 'Our trading platforms');
      expect(button(last, 'next').disabled).to.equal(true);
      expect(button(last, 'previous').textContent).to.equal('Previous Trading fees');
    });

    it('moves to the next block, puts its hash in a new history entry, focuses its heading and announces it', async () => {
      const el = await blocksEl();
      const pushes = countPushes();
      setTimeout(() => button(el, 'next').click());
      const event = (await oneEvent(document.body, 'tab-change')) as CustomEvent;
      expect(event.detail).to.deep.equal({ index: 1, value: 'fees' });
      await showing(el, 'Trading fees');
      expect(location.hash).to.equal('#fees');
      pushes.restore();
      expect(pushes.count, 'a new history entry').to.equal(1);
      await focusOn(heading(el, 'Trading fees'));
      expect(button(el, 'previous').textContent).to.equal('Previous Overview');
      expect(button(el, 'next').textContent).to.equal('Next Platforms');
      // Back returns to the block before.
      arriveAt('');
      await showing(el, 'Overview');
    });

    it('lets back and forward restore the blocks', async () => {
      const el = await blocksEl();
      const pushes = countPushes();
      button(el, 'next').click();
      await showing(el, 'Trading fees');
      button(el, 'next').click();
      await showing(el, 'Our trading platforms');
      pushes.restore();
      expect(pushes.count, 'an entry per block').to.equal(2);
      arriveAt('#fees');
      await showing(el, 'Trading fees');
      await focusOn(heading(el, 'Trading fees'));
      arriveAt('');
      await showing(el, 'Overview');
      arriveAt('#fees');
      await showing(el, 'Trading fees');
      expect(location.hash).to.equal('#fees');
    });

    it('works from the keyboard', async () => {
      const el = await blocksEl();
      button(el, 'next').focus();
      await sendKeys({ press: 'Enter' });
      await showing(el, 'Trading fees');
      await focusOn(heading(el, 'Trading fees'));
      // From the heading, Tab reaches the buttons again (they come after the blocks).
      await sendKeys({ press: 'Tab' });
      expectFocused(button(el, 'previous'));
      await sendKeys({ press: ' ' });
      await showing(el, 'Overview');
      await focusOn(heading(el, 'Overview'));
    });

    it('uses the names given by tabs', async () => {
      const el = await blocksEl({ tabs: JSON.stringify([{ name: 'Fees and charges', value: 'Fees' }]) });
      expect(button(el, 'next').textContent).to.equal('Next Fees and charges');
    });

    it('uses the labels given for the buttons', async () => {
      const el = await blocksEl({ 'previous-label': 'Zurück', 'next-label': 'Weiter' });
      expect(button(el, 'next').textContent).to.equal('Weiter Trading fees');
      expect(button(el, 'previous').textContent!.trim()).to.equal('Zurück');
    });

    it('passes an accessibility check', async () => {
      const el = await blocksEl();
      button(el, 'next').click();
      await showing(el, 'Trading fees');
      await expect(el).to.be.accessible();
    });
  });

  describe('a malformed tabs attribute', () => {
    it('logs one error naming the element and attribute, and the blocks use their own names', async () => {
      await expectOneError('hash-blocks', ['"tabs"', 'expected a JSON list'], async () => {
        const el = await blocksEl({ tabs: '{"name": "Fees"}' });
        await showing(el, 'Overview');
        expect(button(el, 'next').textContent).to.equal('Next Trading fees');
      });
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('keeps long neighbour names on the buttons without text over text or page overflow', async () => {
      const el = await blocksEl(
        {},
        `<section id="a"><h2>Overview of our regulated trading services</h2></section>
         <section id="b"><h2>Trading fees, spreads and overnight charges</h2></section>
         <section id="c"><h2>Our trading platforms for desktop and mobile</h2></section>`,
      );
      button(el, 'next').click();
      await showing(el, 'Trading fees, spreads and overnight charges');
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('puts previous at the start and next at the end of one row', async () => {
      const el = await blocksEl();
      button(el, 'next').click();
      await showing(el, 'Trading fees');
      expectOneRow([button(el, 'previous'), button(el, 'next')]);
      const previous = button(el, 'previous').getBoundingClientRect();
      const next = button(el, 'next').getBoundingClientRect();
      const host = el.getBoundingClientRect();
      expect(previous.left).to.be.closeTo(host.left, 1);
      expect(next.right).to.be.closeTo(host.right, 1);
    });
  });
});
