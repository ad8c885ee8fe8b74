import { expect, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys, sendMouse } from '@web/test-runner-commands';
import { handleAnchorLinks } from '../../page/anchor-links';
import { expectFocused } from '../../test/focus';
import { expectOneWarning } from '../../test/attribute-errors';
import { captureConsole, define, rendered } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { useFakeClock } from '../../test/fake-clock';
import { documentTop, expectScrollOver, longPage, scrollUntil, settle } from '../../test/scrolling';
import { siteAnchor } from './site-anchor.element';

const original = location.href;
const link = (element: Element) => element.shadowRoot!.querySelector<HTMLAnchorElement>('[part="link"]')!;

/** A long page with a 50 px header, the anchor at the top and `#fees` 2000 px down. */
async function page(anchor: string) {
  const container = await longPage(`
    <nav-bar style="display: block; height: 50px"></nav-bar>
    <p id="text">Trading costs: ${anchor}.</p>
    <section id="fees" style="position: absolute; top: 2000px"><h2>Fees</h2></section>`);
  const element = container.querySelector('site-anchor')!;
  await rendered(element, '[part="link"]');
  return { container, element };
}

describe('<site-anchor>', () => {
  // Smooth scrolling times itself on systemClock: each test runs it on a fake one.
  const clock = useFakeClock();
  let stop = () => {};
  before(() => define(siteAnchor));
  // The entry script starts the page behaviours; site-anchor's scrolling is one of them.
  beforeEach(() => (stop = handleAnchorLinks()));
  afterEach(async () => {
    stop();
    history.replaceState(null, '', original);
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is a link to its target, with its text', async () => {
    const { element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    expect(link(element).getAttribute('href')).to.equal('#fees');
    expect(link(element).querySelector('slot')!.assignedNodes()[0]!.textContent).to.equal('see the fees');
  });

  it('scrolls smoothly to its target, 20 px below the header, and puts the hash in the URL without a jump', async () => {
    const { container, element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    const destination = documentTop(container.querySelector('#fees')!) - 50 - 20;
    link(element).click();
    expect(location.hash).to.equal('#fees');
    expect(scrollY).to.equal(0);
    await expectScrollOver(clock(), destination, 500);
  });

  it('scrolls on a real mouse click on its text', async () => {
    const { container, element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    const box = element.getBoundingClientRect();
    await sendMouse({
      type: 'click',
      position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)],
    });
    const destination = documentTop(container.querySelector('#fees')!) - 70;
    await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
    expect(location.hash).to.equal('#fees');
  });

  it('moves focus to the target, and works from the keyboard', async () => {
    const { container, element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    link(element).focus();
    await sendKeys({ press: 'Enter' });
    const fees = container.querySelector<HTMLElement>('#fees')!;
    await scrollUntil(clock(), () => document.activeElement === fees, 'focus did not move to the target');
    expect(fees.tabIndex).to.equal(-1);
  });

  it('jumps at once for a visitor who prefers reduced motion', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { container, element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    link(element).click();
    expect(scrollY).to.equal(documentTop(container.querySelector('#fees')!) - 70);
  });

  it('warns once in the console when no element has the id, and does not scroll', async () => {
    await expectOneWarning('site-anchor', ['"missing"'], async () => {
      const { element } = await page(`<site-anchor href="#missing">see the fees</site-anchor>`);
      link(element).click();
      link(element).click();
      await settle();
      expect(scrollY).to.equal(0);
    });
  });

  it('is an ordinary link for any other safe URL, with no smooth scroll of its own', async () => {
    const { element } = await page(`<site-anchor href="/open-account">open an account</site-anchor>`);
    expect(link(element).tagName).to.equal('A');
    expect(link(element).getAttribute('href')).to.equal('/open-account');
    let followed = '';
    const stopFollowing = (event: MouseEvent) => {
      followed = (event.composedPath()[0] as HTMLAnchorElement).closest?.('a')?.getAttribute('href') ?? '';
      event.preventDefault();
    };
    element.shadowRoot!.addEventListener('click', stopFollowing as EventListener);
    link(element).click();
    expect(followed).to.equal('/open-account');
    expect(scrollY).to.equal(0);
  });

  it('shows the text without a link, with one console error, for a script URL', async () => {
    const console = captureConsole('error');
    try {
      const { element } = await page(`<site-anchor href="javascript:alert(1)">see the fees</site-anchor>`);
      await waitUntil(() => console.messages.length > 0, 'no console error');
      expect(link(element).hasAttribute('href')).to.equal(false);
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('<site-anchor>').and.contain('"href"');
    } finally {
      console.restore();
    }
  });

  it('takes the font of the sentence it is in and draws a focus ring', async () => {
    const { container, element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    const paragraph = container.querySelector<HTMLElement>('#text')!;
    paragraph.style.fontSize = '22px';
    expect(getComputedStyle(link(element)).fontSize).to.equal('22px');
    expect(getComputedStyle(element).display).to.equal('inline');
    link(element).focus();
    await sendKeys({ down: 'Shift' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ up: 'Shift' });
    await sendKeys({ press: 'Tab' });
    expectFocused(link(element));
    expect(getComputedStyle(link(element)).outlineStyle).to.equal('solid');
  });

  it('is accessible', async () => {
    const { element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
    await expect(element).to.be.accessible();
  });

  describe('on a desktop', () => {
    atDesktopWidth();

    it('scrolls to its target below the header', async () => {
      const { container, element } = await page(`<site-anchor href="#fees">see the fees</site-anchor>`);
      link(element).click();
      const destination = documentTop(container.querySelector('#fees')!) - 70;
      await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('wraps with the sentence and scrolls to its target', async () => {
      const { container, element } = await page(
        `<site-anchor href="#fees">see the full list of fees, commissions and swap rates</site-anchor>`,
      );
      expectPhoneLayout(container.querySelector('#text')!);
      link(element).click();
      const destination = documentTop(container.querySelector('#fees')!) - 70;
      await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
    });
  });
});
