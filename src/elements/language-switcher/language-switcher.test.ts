import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { dialogClosed, dialogOpened } from '../../test/dialog';
import { useFakeClock } from '../../test/fake-clock';
import { expectFocused } from '../../test/focus';
import { define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import navBarDocumentCss from '../nav-bar/nav-bar.document.css';
import { navBar } from '../nav-bar/nav-bar.element';
import { siteIcon } from '../site-icon/site-icon.element';
import languageSwitcherDocumentCss from './language-switcher.document.css';
import { languageSwitcher } from './language-switcher.element';
import { popupPlacement } from './language-switcher.model';

const switcherMarkup = html`
  <span slot="label">EN</span>
  <ul>
    <li><a href="/de/" hreflang="de" lang="de">Deutsch</a></li>
    <li><a href="/es/" hreflang="es" lang="es">Español</a></li>
  </ul>
`;

before(() => {
  define(siteIcon, navBar, languageSwitcher);
  const sheets = [navBarDocumentCss, languageSwitcherDocumentCss].map(sheetFromText);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
});
afterEach(() => resetMouse());

describe('popupPlacement', () => {
  it('puts the popup 8 px below the bar and lines its right edge up with the button', () => {
    expect(popupPlacement(64, 900, 200, 1024)).to.deep.equal({ top: 72, left: 700 });
  });

  it('keeps the popup 8 px inside both edges of the viewport', () => {
    expect(popupPlacement(64, 1020, 200, 1024)).to.deep.equal({ top: 72, left: 816 });
    expect(popupPlacement(64, 60, 200, 1024)).to.deep.equal({ top: 72, left: 8 });
  });
});

describe('language-switcher', () => {
  async function open(switcher: HTMLElement) {
    const button = await rendered<HTMLButtonElement>(switcher, '[part=button]');
    button.click();
    const popup = switcher.shadowRoot!.querySelector('dialog')!;
    await dialogOpened(popup);
    return { button, popup };
  }

  for (const viewport of [
    { width: 1023, height: 800 },
    { width: 1024, height: 800 },
  ]) {
    it(`opens its popup 8 px below the navigation bar at ${viewport.width} px`, async () => {
      await setViewport(viewport);
      const nav = await fixture(
        html`<nav-bar style="margin-top: 30px"
          ><a slot="logo" href="/">Broker</a
          ><language-switcher slot="language">${switcherMarkup}</language-switcher></nav-bar
        >`,
      );
      const switcher = nav.querySelector<HTMLElement>('language-switcher')!;
      const { button, popup } = await open(switcher);
      const bar = nav.getBoundingClientRect();
      const box = popup.getBoundingClientRect();
      expect(box.top).to.equal(bar.bottom + 8);
      expect(bar.bottom).to.be.greaterThan(switcher.getBoundingClientRect().bottom);
      expect(box.right).to.be.closeTo(button.getBoundingClientRect().right, 0.5);
      expect(box.left).to.be.greaterThanOrEqual(8);
    });
  }

  it('opens 8 px below itself when it is not in a navigation bar', async () => {
    await setViewport({ width: 800, height: 600 });
    const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
    const { popup } = await open(switcher);
    expect(popup.getBoundingClientRect().top).to.equal(switcher.getBoundingClientRect().bottom + 8);
  });

  it('moves focus to the first language and marks the button expanded', async () => {
    const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
    const { button } = await open(switcher);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expectFocused(switcher.querySelector('a'));
  });

  it('closes when its backdrop is clicked, and focus returns to the button', async () => {
    await setViewport({ width: 800, height: 600 });
    const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
    const { button, popup } = await open(switcher);
    await sendMouse({ type: 'click', position: [20, 580] });
    await dialogClosed(popup);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expectFocused(button);
  });

  it('stays open when a press inside the popup is released over the backdrop', async () => {
    await setViewport({ width: 800, height: 600 });
    const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
    const { popup } = await open(switcher);
    // Press in the popup's padding (not on a link: a link would start a drag of its own).
    const box = popup.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.x + 6), Math.round(box.y + 3)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [20, 580] });
    await sendMouse({ type: 'up' });
    await nextFrame();
    expect(popup.open).to.equal(true);
  });

  describe('on the clock', () => {
    const clock = useFakeClock();

    it('stays open when a click lands inside the popup', async () => {
      const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
      const { popup } = await open(switcher);
      const box = popup.getBoundingClientRect();
      await sendMouse({ type: 'click', position: [Math.round(box.x + 4), Math.round(box.y + 4)] });
      clock().advance(1000); // far longer than a closing fade: a close started by the click has run
      await nextFrame();
      expect(popup.open).to.equal(true);
    });
  });

  it('closes on Escape, and focus returns to the button', async () => {
    const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
    const { button, popup } = await open(switcher);
    await sendKeys({ press: 'Escape' });
    await dialogClosed(popup); // its close event returns the focus, a task after `open` turns false
    expectFocused(button);
  });

  it('is accessible, closed and open', async () => {
    const switcher = await fixture<HTMLElement>(html`<language-switcher>${switcherMarkup}</language-switcher>`);
    await rendered(switcher, '[part=button]');
    await expect(switcher).to.be.accessible();
    await open(switcher);
    await expect(switcher).to.be.accessible();
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('opens its popup inside the window, with no text over text', async () => {
      const nav = await fixture(
        html`<nav-bar
          ><a slot="logo" href="/">Broker</a
          ><language-switcher slot="language">${switcherMarkup}</language-switcher></nav-bar
        >`,
      );
      const switcher = nav.querySelector<HTMLElement>('language-switcher')!;
      const { popup } = await open(switcher);
      expectPhoneLayout(popup);
      const box = popup.getBoundingClientRect();
      expect(box.left).to.be.at.least(0);
      expect(box.right).to.be.at.most(innerWidth);
    });
  });
});
