/**
 * 2.4.11 Focus not obscured, in Chromium: the library's fixed bars (app-banner, button-on-scroll,
 * scroll-to-top) over a long phone page with a sign-up form at its foot. They stack without
 * covering one another, the document reserves their room while they show, and Tab and
 * Shift+Tab never leave a focused control under one of them.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { appBanner } from '../../elements/app-banner/app-banner.element';
import { buttonOnScroll } from '../../elements/button-on-scroll/button-on-scroll.element';
import { riskWarning } from '../../elements/risk-warning/risk-warning.element';
import { scrollToTop } from '../../elements/scroll-to-top/scroll-to-top.element';
import { signupForm } from '../../elements/signup-form/signup-form.element';
import { APP_BANNER_COOKIE } from '../../services/cookies/notice-cookies';
import { deleteCookies } from '../../test/cookies';
import { deepActiveElement, shiftTab } from '../../test/focus';
import * as forms from '../../test/forms';
import { define, nextFrame } from '../../test/harness';

const PLAY = 'https://play.google.com/store/apps/details?id=com.broker.trading';

/** The bars' fixed boxes, as drawn. */
function barBoxes(): HTMLElement[] {
  return [
    document.querySelector('app-banner')?.shadowRoot?.querySelector<HTMLElement>('[part="base"]'),
    document.querySelector('button-on-scroll')?.shadowRoot?.querySelector<HTMLElement>('[part="button"]'),
    document.querySelector('scroll-to-top')?.shadowRoot?.querySelector<HTMLElement>('[part="button"]'),
  ].filter((box): box is HTMLElement => !!box && box.offsetHeight > 0);
}

const intersect = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const describeBox = (box: DOMRect) => `y ${Math.round(box.top)}-${Math.round(box.bottom)}`;

/** The focused control's name for a message: its tag and its name or text. */
const named = (element: Element) =>
  `<${element.localName}${element.getAttribute('name') ? ` name=${element.getAttribute('name')}` : ''}> "${(element.textContent ?? '').trim().slice(0, 30)}"`;

/** Expects the focused control, unless it is part of a bar, to be under none of the bars. */
async function expectFocusClear(): Promise<Element> {
  await nextFrame();
  await nextFrame();
  const focused = deepActiveElement()!;
  const bars = barBoxes();
  const rootHost = (focused.getRootNode() as ShadowRoot).host as Element | undefined;
  const barHost = rootHost && ['app-banner', 'button-on-scroll', 'scroll-to-top'].includes(rootHost.localName);
  if (barHost) return focused;
  const box = focused.getBoundingClientRect();
  for (const bar of bars) {
    const barBox = bar.getBoundingClientRect();
    expect(
      intersect(box, barBox),
      `${named(focused)} (${describeBox(box)}) is under a bar (${describeBox(barBox)})`,
    ).to.equal(false);
  }
  return focused;
}

describe('the page bars at 375 x 700 (2.4.11 Focus not obscured)', function () {
  this.timeout(30_000);
  let page: HTMLElement;
  /** The document's own inline style, before any bar. */
  let documentStyle: string;

  before(async () => {
    documentStyle = document.documentElement.style.cssText;
    define(appBanner, buttonOnScroll, scrollToTop);
    await setViewport({ width: 375, height: 700 });
  });
  after(() => setViewport({ width: 800, height: 600 }));
  beforeEach(async () => {
    deleteCookies(APP_BANNER_COOKIE);
    page = document.createElement('main');
    page.innerHTML = `<button id="start" type="button">Start</button>
      <div style="height: 1600px">A long page</div>
      <div id="form-column"></div>
      <footer><a href="#privacy">Privacy</a> <a href="#terms" id="last">Terms</a></footer>
      <app-banner platform="android" google-play="${PLAY}" name="Broker Trading"></app-banner>
      <button-on-scroll href="#open-account" threshold="100">Open an account</button-on-scroll>
      <scroll-to-top></scroll-to-top>`;
    document.body.append(page);
  });
  afterEach(() => {
    page.remove();
    forms.removeForms();
    deleteCookies(APP_BANNER_COOKIE);
    scrollTo(0, 0);
  });

  it('keeps every focused control of a sign-up form low on a long page clear of the bars, on Tab and Shift+Tab', async () => {
    await forms.mountForm(
      signupForm,
      { 'no-captcha': '' },
      { parent: page.querySelector<HTMLElement>('#form-column')! },
    );
    scrollTo(0, document.documentElement.scrollHeight);
    await waitUntil(() => barBoxes().length === 3, 'the three bars did not all show');
    page.querySelector<HTMLButtonElement>('#start')!.focus();
    const visited: Element[] = [];
    for (let step = 0; step < 40; step++) {
      await sendKeys({ press: 'Tab' });
      const focused = await expectFocusClear();
      visited.push(focused);
      if (focused.id === 'last') break;
    }
    expect(visited.at(-1)?.id, 'Tab reached the last link of the page').to.equal('last');
    expect(visited.filter((element) => element.localName === 'select').length, 'the country select').to.be.at.least(1);
    for (let step = 0; step < visited.length; step++) {
      await shiftTab();
      const focused = await expectFocusClear();
      if (focused.id === 'start') break;
    }
    expect(deepActiveElement()?.id, 'Shift+Tab went back to the start').to.equal('start');
  });

  it('stacks the bars without overlap and reserves their room on the document while they show', async () => {
    scrollTo(0, document.documentElement.scrollHeight);
    await waitUntil(() => barBoxes().length === 3, 'the three bars did not all show');
    // The owner hears of a bar that shows from its ResizeObserver, after the frame's layout.
    const reserved = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom);
    const stackTop = () => Math.min(...barBoxes().map((bar) => bar.getBoundingClientRect().top));
    await waitUntil(
      () => Math.abs(reserved() - (700 - stackTop())) <= 1,
      `scroll-padding-bottom ${reserved()} px is not the stack's ${700 - stackTop()} px`,
    );
    const boxes = barBoxes().map((bar) => bar.getBoundingClientRect());
    for (const [index, box] of boxes.entries()) {
      for (const other of boxes.slice(index + 1)) {
        expect(intersect(box, other), `bars at ${describeBox(box)} and ${describeBox(other)} overlap`).to.equal(false);
      }
    }
    page.remove();
    await waitUntil(
      () => document.documentElement.style.cssText === documentStyle,
      `the document's style was not restored: ${document.documentElement.style.cssText}`,
    );
  });
});

describe('a sticky header holding the risk warning (2.4.11 Focus not obscured)', function () {
  this.timeout(20_000);
  before(() => define(riskWarning));

  it('reserves the header on the document and keeps Shift+Tab from leaving a control under it', async () => {
    const page = document.createElement('main');
    const buttons = Array.from(
      { length: 12 },
      (_, index) => `<p style="margin: 0 0 120px"><button type="button">Control ${index}</button></p>`,
    );
    page.innerHTML = `<header style="position: sticky; top: 0; z-index: 1; background: #fff">
        <risk-warning><p>CFDs are complex instruments and come with a high risk of losing money rapidly.</p></risk-warning>
      </header>
      ${buttons.join('')}`;
    document.body.append(page);
    try {
      const header = page.querySelector('header')!;
      await waitUntil(
        () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) > 0,
        'the header was not reserved',
      );
      expect(Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)).to.be.closeTo(
        header.offsetHeight,
        1,
      );
      const controls = [...page.querySelectorAll('button')];
      controls.at(-1)!.focus();
      for (const control of controls.slice(0, -1).reverse()) {
        await shiftTab();
        await nextFrame();
        await nextFrame();
        expect(deepActiveElement()).to.equal(control);
        const box = control.getBoundingClientRect();
        expect(box.top, `${control.textContent} under the header`).to.be.at.least(
          header.getBoundingClientRect().bottom,
        );
      }
    } finally {
      page.remove();
      scrollTo(0, 0);
    }
  });
});
