import { expect } from '@open-wc/testing';
import { useFakeClock } from '../test/fake-clock';
import { documentTop, longPage, scrollUntil, settle } from '../test/scrolling';
import { handleAnchorLinks } from './anchor-links';

const original = location.href;

/**
 * Clicks `link` and reports whether our handler cancelled the default action; then cancels it
 * anyway, so no click navigates (a ctrl-click would open a window that hides the test's own).
 */
function click(link: Element, init: MouseEventInit = {}): boolean {
  let prevented = false;
  const observe = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  addEventListener('click', observe, { once: true });
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, ...init }));
  removeEventListener('click', observe);
  return prevented;
}

describe('in-page anchor links', () => {
  // Smooth scrolling times itself on systemClock: each test runs it on a fake one.
  const clock = useFakeClock();
  let stop = () => {};
  let page: HTMLElement;
  beforeEach(async () => {
    page = await longPage(`
      <nav-bar style="display: block; height: 50px"></nav-bar>
      <a id="to-fees" href="#fees">Fees</a>
      <a id="to-tab" href="#etf">ETF tab</a>
      <div id="shadow-host"></div>
      <section id="fees" style="position: absolute; top: 2000px">Fees</section>`);
    stop = handleAnchorLinks();
  });
  afterEach(() => {
    stop();
    history.replaceState(null, '', original);
  });

  it('scroll smoothly to their element, 20 px below the header, and put its hash in the URL', async () => {
    const destination = documentTop(page.querySelector('#fees')!) - 50 - 20;
    expect(click(page.querySelector('#to-fees')!)).to.equal(true);
    expect(location.hash).to.equal('#fees');
    expect(scrollY).to.equal(0);
    await scrollUntil(clock(), () => scrollY > 0 && scrollY < destination, 'no smooth scroll');
    await scrollUntil(clock(), () => scrollY === destination, `did not stop at ${destination}`);
  });

  it('move focus to the target once there, as a jump would', async () => {
    const fees = page.querySelector<HTMLElement>('#fees')!;
    click(page.querySelector('#to-fees')!);
    await scrollUntil(clock(), () => document.activeElement === fees, 'focus did not move');
    expect(fees.tabIndex).to.equal(-1);
  });

  it('work from inside a shadow root', async () => {
    const root = page.querySelector('#shadow-host')!.attachShadow({ mode: 'open' });
    root.innerHTML = '<a href="#fees">Fees</a>';
    expect(click(root.querySelector('a')!)).to.equal(true);
    await scrollUntil(clock(), () => scrollY > 0, 'no scroll from the shadow root');
  });

  it('leave a link alone when no element has its hash (a tab link)', async () => {
    expect(click(page.querySelector('#to-tab')!)).to.equal(false);
    await settle();
    expect(scrollY).to.equal(0);
  });

  it('leave a modified click to the browser', () => {
    expect(click(page.querySelector('#to-fees')!, { ctrlKey: true })).to.equal(false);
  });
});
