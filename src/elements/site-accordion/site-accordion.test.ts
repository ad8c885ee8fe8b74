import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { installDocumentStyles } from '../../platform/runtime/document-styles';
import { expectFocused } from '../../test/focus';
import { define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { walkKeys } from '../../test/tab-keys';
import { admiralAccordion, siteAccordion } from './site-accordion.element';

/** docs/RULES.md §9: the accordion slide. */
const SLIDE_MS = 200;

const TAGS = ['site-accordion', 'admiral-accordion'] as const;
type Tag = (typeof TAGS)[number];

const items = (el: Element) => [...el.children].filter((child) => child instanceof HTMLDetailsElement);
const openStates = (el: Element) => items(el).map((item) => item.open);
const summary = (el: Element, index: number) => items(el)[index]!.querySelector('summary')!;
/** Moves every slide under way to its end, not sat through (the slide's own tests time it), until all are done. */
const settled = (el: Element) =>
  waitUntil(() => {
    for (const slide of items(el).flatMap((item) => item.getAnimations())) slide.finish();
    return items(el).every((item) => item.dataset.closing === undefined && item.getAnimations().length === 0);
  }, 'the slide did not finish');

const ITEMS = `
  <details>
    <summary>What is a CFD?</summary>
    <p>A contract for difference.</p>
  </details>
  <details expanded>
    <summary>What are the fees? <a href="#fees-table">See fees</a></summary>
    <p>Spreads and overnight swaps.</p>
  </details>
  <details expanded>
    <summary>Is my money protected?</summary>
    <p>Client money is held in segregated accounts.</p>
  </details>
`;

/** An accordion as a page writes it (parsed, so attributes arrive before the upgrade). */
async function accordion({
  tag = 'site-accordion',
  multiple = false,
  body = ITEMS,
}: { tag?: Tag; multiple?: boolean; body?: string } = {}) {
  const wrapper = await fixture(html`<div></div>`);
  wrapper.innerHTML = `<${tag}${multiple ? ' multiple' : ''}>${body}</${tag}>`;
  const el = wrapper.firstElementChild as HTMLElement;
  await rendered(el, '[part="base"]');
  return el;
}

/** Clicks a header as a visitor does and waits for the slide to finish. */
async function clickAndSettle(el: Element, index: number) {
  summary(el, index).click();
  await settled(el);
}

/** Records accordion-toggle details in order. */
function toggleLog(el: Element) {
  const log: { index: number; expanded: boolean }[] = [];
  el.addEventListener('accordion-toggle', (event) => log.push((event as CustomEvent).detail));
  return log;
}

const marker = (el: Element, index: number) => getComputedStyle(summary(el, index), '::after').content;

describe('<site-accordion> and <admiral-accordion>', () => {
  before(() => {
    installDocumentStyles();
    define(siteAccordion, admiralAccordion);
  });
  afterEach(async () => {
    await emulateMedia({ reducedMotion: 'no-preference' });
    history.replaceState(null, '', location.pathname + location.search);
  });

  for (const tag of TAGS) {
    describe(`<${tag}>`, () => {
      it('opens the first item flagged expanded, and only that one', async () => {
        const el = await accordion({ tag });
        await waitUntil(() => openStates(el).join() === 'false,true,false');
      });

      it('closes the open item when another is opened', async () => {
        const el = await accordion({ tag });
        await clickAndSettle(el, 0);
        expect(openStates(el)).to.deep.equal([true, false, false]);
      });

      it('closes the open item when its header is clicked again', async () => {
        const el = await accordion({ tag });
        await clickAndSettle(el, 1);
        expect(openStates(el)).to.deep.equal([false, false, false]);
      });

      it('keeps other items open when multiple', async () => {
        const el = await accordion({ tag, multiple: true });
        await clickAndSettle(el, 0);
        expect(openStates(el)).to.deep.equal([true, true, true]);
        await clickAndSettle(el, 1);
        expect(openStates(el)).to.deep.equal([true, false, true]);
      });

      it('passes an accessibility check with an item open', async () => {
        const el = await accordion({
          tag,
          body: `<details expanded><summary>What is a CFD?</summary><p>A contract for difference.</p></details>
            <details><summary>Is my money protected?</summary><p>Segregated accounts.</p></details>`,
        });
        await waitUntil(() => items(el)[0]!.open);
        await expect(el).to.be.accessible();
      });
    });
  }

  describe('initial state', () => {
    it('opens every item flagged expanded when multiple', async () => {
      const el = await accordion({ multiple: true });
      await waitUntil(() => openStates(el).join() === 'false,true,true');
    });

    it('counts an item the server rendered open as flagged', async () => {
      const el = await accordion({
        body: `<details open><summary>A</summary><p>a</p></details>
          <details expanded><summary>B</summary><p>b</p></details>`,
      });
      await waitUntil(() => openStates(el).join() === 'true,false');
    });

    it('starts with every item closed when none is flagged', async () => {
      const el = await accordion({ body: '<details><summary>A</summary><p>a</p></details>' });
      await nextFrame();
      expect(openStates(el)).to.deep.equal([false]);
    });
  });

  describe('links in headers', () => {
    it('follows a link inside a header without toggling the item', async () => {
      const el = await accordion();
      await waitUntil(() => items(el)[1]!.open);
      const log = toggleLog(el);
      summary(el, 1).querySelector('a')!.click();
      await nextFrame();
      expect(openStates(el)).to.deep.equal([false, true, false]);
      expect(location.hash).to.equal('#fees-table');
      expect(log).to.deep.equal([]);
    });
  });

  describe('slide', () => {
    it(`opens with a ${SLIDE_MS} ms slide from the header's height to the item's full height`, async () => {
      const el = await accordion();
      const first = items(el)[0]!;
      const headerHeight = first.offsetHeight;
      summary(el, 0).click();
      const [slide] = first.getAnimations();
      expect(slide!.effect!.getTiming().duration).to.equal(SLIDE_MS);
      expect(first.open, 'the content shows while it slides').to.equal(true);
      slide!.pause();
      slide!.currentTime = 0;
      expect(first.offsetHeight).to.be.closeTo(headerHeight, 1);
      slide!.currentTime = SLIDE_MS / 2;
      const halfway = first.offsetHeight;
      slide!.finish();
      await settled(el);
      expect(halfway).to.be.above(headerHeight).and.below(first.offsetHeight);
    });

    it(`closes only when its ${SLIDE_MS} ms slide has finished, flipping the header marker at once`, async () => {
      const el = await accordion({ tag: 'admiral-accordion' });
      const second = items(el)[1]!;
      await waitUntil(() => second.open);
      expect(marker(el, 1)).to.equal('"−"');
      summary(el, 1).click();
      const [slide] = second.getAnimations();
      expect(slide!.effect!.getTiming().duration).to.equal(SLIDE_MS);
      expect(second.open, 'closed before the slide').to.equal(true);
      expect(marker(el, 1)).to.equal('"+"');
      // The slide's own clock, not the wall clock: a loaded machine skips frames.
      slide!.pause();
      slide!.currentTime = SLIDE_MS - 20;
      await nextFrame();
      expect(second.open, 'closed before the slide finished').to.equal(true);
      slide!.finish();
      await waitUntil(() => !second.open);
    });

    it('opens again when its header is clicked while it slides shut', async () => {
      const el = await accordion();
      const second = items(el)[1]!;
      await waitUntil(() => second.open);
      const log = toggleLog(el);
      summary(el, 1).click();
      summary(el, 1).click();
      await settled(el);
      expect(openStates(el)).to.deep.equal([false, true, false]);
      expect(log).to.deep.equal([
        { index: 1, expanded: false },
        { index: 1, expanded: true },
      ]);
    });

    it('neither slides nor waits under reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const el = await accordion();
      await waitUntil(() => items(el)[1]!.open);
      summary(el, 0).click();
      expect(items(el).flatMap((item) => item.getAnimations())).to.have.length(0);
      expect(openStates(el)).to.deep.equal([true, false, false]);
    });
  });

  describe('keyboard', () => {
    it('toggles the focused item with Enter and Space', async () => {
      const el = await accordion();
      await waitUntil(() => items(el)[1]!.open);
      summary(el, 0).focus();
      await sendKeys({ press: 'Enter' });
      await settled(el);
      expect(openStates(el)).to.deep.equal([true, false, false]);
      await sendKeys({ press: 'Space' });
      await settled(el);
      expect(openStates(el)).to.deep.equal([false, false, false]);
      expectFocused(summary(el, 0));
    });

    it('reaches the headers with Tab', async () => {
      const el = await accordion({
        body: `<details><summary>A</summary><p>a</p></details><details><summary>B</summary><p>b</p></details>`,
      });
      const before = document.createElement('button');
      before.textContent = 'Before';
      el.before(before);
      before.focus();
      await sendKeys({ press: 'Tab' });
      expectFocused(summary(el, 0));
      await sendKeys({ press: 'Tab' });
      expectFocused(summary(el, 1));
    });

    it('moves between headers with the arrow keys, wrapping, and with Home and End', async () => {
      const el = await accordion();
      summary(el, 0).focus();
      await walkKeys(() => items(el).map((item) => item.querySelector('summary')!), {
        keys: ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'Home', 'End'],
        to: [1, 2, 0, 2, 0, 2],
      });
      expect(openStates(el), 'moving focus opens nothing').to.deep.equal([false, true, false]);
    });

    it('leaves arrow keys alone inside an open panel', async () => {
      const el = await accordion({
        body: `<details expanded><summary>A</summary><p><a href="#a">Read more</a></p></details>
          <details><summary>B</summary><p>b</p></details>`,
      });
      await waitUntil(() => items(el)[0]!.open);
      const link = items(el)[0]!.querySelector('p a') as HTMLElement;
      link.focus();
      await sendKeys({ press: 'ArrowDown' });
      expectFocused(link);
    });
  });

  describe('events', () => {
    it('announces every item that opens or closes with accordion-toggle', async () => {
      const el = await accordion();
      await waitUntil(() => items(el)[1]!.open);
      const log = toggleLog(el);
      await clickAndSettle(el, 2);
      expect(log).to.deep.equal([
        { index: 1, expanded: false },
        { index: 2, expanded: true },
      ]);
    });

    it('sends accordion-toggle as a bubbling event a page hears', async () => {
      const el = await accordion();
      setTimeout(() => summary(el, 0).click());
      const event = (await oneEvent(document.body, 'accordion-toggle')) as CustomEvent;
      expect(event.composed).to.equal(true);
      expect(event.target).to.equal(el);
    });
  });

  describe('items added later', () => {
    const late = '<details expanded><summary>Late</summary><p>Added by the page</p></details>';

    it('opens a late item flagged expanded when multiple', async () => {
      const el = await accordion({ multiple: true });
      el.insertAdjacentHTML('beforeend', late);
      await waitUntil(() => items(el)[3]!.open, 'a late item flagged expanded did not open');
      expect(openStates(el)).to.deep.equal([false, true, true, true]);
    });

    it('opens a late item flagged expanded when no other item is open', async () => {
      const el = await accordion({ body: '<details><summary>A</summary><p>a</p></details>' });
      el.insertAdjacentHTML('beforeend', late);
      await waitUntil(() => items(el)[1]!.open, 'a late item flagged expanded did not open');
    });

    it('keeps a late item flagged expanded closed when another is already open', async () => {
      const el = await accordion();
      await waitUntil(() => items(el)[1]!.open);
      el.insertAdjacentHTML('beforeend', late);
      await waitUntil(() => items(el).length === 4);
      await nextFrame();
      expect(openStates(el)).to.deep.equal([false, true, false, false]);
    });

    it('treats a late item like the others', async () => {
      const el = await accordion();
      el.insertAdjacentHTML('beforeend', '<details><summary>Late</summary><p>Added by the page</p></details>');
      await waitUntil(() => items(el).length === 4);
      await clickAndSettle(el, 3);
      expect(openStates(el)).to.deep.equal([false, false, false, true]);
    });
  });

  describe("the visitor's choices", () => {
    it('survive a change of the multiple attribute', async () => {
      const el = await accordion();
      await clickAndSettle(el, 1);
      expect(openStates(el)).to.deep.equal([false, false, false]);
      el.setAttribute('multiple', '');
      await nextFrame();
      await clickAndSettle(el, 0);
      await clickAndSettle(el, 2);
      expect(openStates(el)).to.deep.equal([true, false, true]);
    });

    it('survive the accordion being moved to another place in the page', async () => {
      const el = await accordion();
      await clickAndSettle(el, 1);
      expect(openStates(el)).to.deep.equal([false, false, false]);
      const elsewhere = document.createElement('section');
      el.parentElement!.append(elsewhere);
      el.remove();
      await nextFrame();
      elsewhere.append(el);
      await rendered(el, '[part="base"]');
      await nextFrame();
      expect(openStates(el), 'the items flagged expanded opened again').to.deep.equal([false, false, false]);
      await clickAndSettle(el, 2);
      expect(openStates(el)).to.deep.equal([false, false, true]);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    const LONG_ITEMS = `
      <details expanded>
        <summary>How are overnight swaps charged on CFD positions held over a weekend or a public holiday?</summary>
        <p>A position open at 23:59 server time pays or earns the swap of its instrument; on Wednesdays
          forex positions are charged three days, for the weekend.</p>
      </details>
      <details expanded>
        <summary>Which documents do I need to verify my identity and my address? <a href="#documents">See the list</a></summary>
        <p>A passport or national identity card, and a utility bill or bank statement from the last three months.</p>
      </details>
      <details>
        <summary>Can I withdraw to a card in another person’s name?</summary>
        <p>No: withdrawals go to an account in your own name.</p>
      </details>`;

    /** The right edge of a header's text (its link included), left of the open/close marker. */
    const headerTextRight = (header: Element) => {
      const range = document.createRange();
      range.selectNodeContents(header);
      return Math.max(...[...range.getClientRects()].map((rect) => rect.right));
    };

    for (const tag of TAGS) {
      it(`<${tag}> wraps long headers beside their marker and fits open panels`, async () => {
        const el = await accordion({ tag, multiple: true, body: LONG_ITEMS });
        await waitUntil(() => openStates(el).join() === 'true,true,false', 'the expanded items did not open');
        await settled(el);
        expectPhoneLayout(el);
        for (const item of items(el)) {
          const header = item.querySelector('summary')!;
          // The marker is drawn in the header's last 16 px gap and more: no word may run under it.
          expect(headerTextRight(header), header.textContent!).to.be.below(header.getBoundingClientRect().right - 16);
        }
      });
    }
  });

  it("leaves a nested accordion's items to that accordion", async () => {
    const el = await accordion({
      body: `<details expanded><summary>Outer</summary>
          <site-accordion><details><summary>Inner A</summary><p>a</p></details>
            <details><summary>Inner B</summary><p>b</p></details></site-accordion>
        </details>
        <details><summary>Other</summary><p>o</p></details>`,
    });
    const inner = el.querySelector('site-accordion')!;
    await rendered(inner, '[part="base"]');
    await clickAndSettle(inner, 0);
    await clickAndSettle(inner, 1);
    expect(openStates(inner)).to.deep.equal([false, true]);
    expect(openStates(el)).to.deep.equal([true, false]);
  });
});
