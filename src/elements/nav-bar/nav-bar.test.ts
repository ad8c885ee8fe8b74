import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { sheetFromText } from '../../platform/runtime/stylesheets';
import { setSession } from '../../services/sso/session-store';
import { expectFocused } from '../../test/focus';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { define, rendered } from '../../test/harness';
import languageSwitcherDocumentCss from '../language-switcher/language-switcher.document.css';
import { languageSwitcher } from '../language-switcher/language-switcher.element';
import siteSearchDocumentCss from '../site-search/site-search.document.css';
import { siteSearch } from '../site-search/site-search.element';
import { siteIcon } from '../site-icon/site-icon.element';
import { navBar } from './nav-bar.element';
import navBarDocumentCss from './nav-bar.document.css';

const menuMarkup = html`
  <a slot="logo" href="/home">Broker</a>
  <ul slot="menu">
    <li>
      <a href="/trading">Trading</a>
      <ul>
        <li><a href="/forex">Forex</a></li>
        <li><a href="/stocks">Stocks</a></li>
      </ul>
    </li>
    <li><a href="/pricing">Pricing</a></li>
    <li data-more>
      <button type="button">More</button>
      <ul>
        <li>
          <a href="/education">Education</a>
          <ul>
            <li><a href="/webinars">Webinars</a></li>
          </ul>
        </li>
        <li>
          <a href="/about">About us</a>
          <ul>
            <li><a href="/regulation">Regulation</a></li>
          </ul>
        </li>
      </ul>
    </li>
  </ul>
  <a slot="actions" href="/login" data-guest-only>Log in</a>
  <a slot="actions" href="/dashboard" data-signed-in-only>Dashboard</a>
  <language-switcher slot="language">
    <span slot="label">EN</span>
    <ul>
      <li><a href="/de/" hreflang="de" lang="de">Deutsch</a></li>
    </ul>
  </language-switcher>
  <site-search slot="search" provider-src="/search-provider.js" api-key="key"></site-search>
`;

const NARROW = { width: 1023, height: 800 };
const WIDE = { width: 1024, height: 800 };

const link = (nav: Element, text: string) =>
  [...nav.querySelectorAll<HTMLElement>('a, button')].find((node) => node.textContent === text)!;
const shown = (element: Element) => element.checkVisibility();
const submenuOf = (trigger: Element) => trigger.parentElement!.querySelector(':scope > ul')!;
const expanded = (trigger: Element) => trigger.getAttribute('aria-expanded');

function centre(element: Element): [number, number] {
  const box = element.getBoundingClientRect();
  return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
}

/** Moves the real mouse to the middle of an element. */
const hover = (element: Element) => sendMouse({ type: 'move', position: centre(element) });

/** Links must not leave the test page; on window, so listeners on document still see what the element did. */
const keepPage = (event: Event) => event.preventDefault();

before(() => {
  const sheets = [navBarDocumentCss, languageSwitcherDocumentCss, siteSearchDocumentCss].map(sheetFromText);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, ...sheets];
  addEventListener('click', keepPage);
});
after(() => removeEventListener('click', keepPage));
afterEach(() => resetMouse());

// Runs before the header's elements are defined: it compares the server-rendered bar with the upgraded one.
describe('nav-bar upgrade', () => {
  const boxes = (nav: Element) =>
    ['[slot=logo]', '[slot=actions]', 'language-switcher', 'site-search', ':scope'].map((selector) => {
      const { x, y, width, height } = (
        nav.matches(selector) ? nav : nav.querySelector(selector)!
      ).getBoundingClientRect();
      return { selector, x, y, width, height };
    });

  it('keeps the bar and its items where they are when the element upgrades, on both sides of 1024 px', async () => {
    const nav = await fixture(html`<nav-bar>${menuMarkup}</nav-bar>`);
    const menu = nav.querySelector('[slot=menu]')!;
    await setViewport(NARROW);
    const narrowBefore = boxes(nav);
    expect(shown(menu)).to.equal(false);
    expect(shown(link(nav, 'Dashboard'))).to.equal(false);
    await setViewport(WIDE);
    const wideBefore = { items: boxes(nav), menu: menu.getBoundingClientRect().toJSON() };

    define(siteIcon, navBar, languageSwitcher, siteSearch);
    await rendered(nav, 'nav');
    await rendered(nav.querySelector('language-switcher')!, 'button');
    await rendered(nav.querySelector('site-search')!, 'button');
    expect({ items: boxes(nav), menu: menu.getBoundingClientRect().toJSON() }).to.deep.equal(wideBefore);
    await setViewport(NARROW);
    await rendered(nav, '[part=burger]');
    expect(boxes(nav)).to.deep.equal(narrowBefore);
  });
});

describe('nav-bar below 1024 px', () => {
  let nav: HTMLElement;
  let burger: HTMLButtonElement;
  beforeEach(async () => {
    define(siteIcon, navBar, languageSwitcher, siteSearch);
    await setViewport(NARROW);
    nav = await fixture(html`<nav-bar>${menuMarkup}</nav-bar>`);
    burger = await rendered(nav, '[part=burger]');
  });

  const drawer = () => nav.shadowRoot!.querySelector('dialog')!;

  it('opens the menu and actions from the burger and closes them with the close button', async () => {
    expect(nav.dataset.state).to.equal('closed');
    expect(burger.getAttribute('aria-expanded')).to.equal('false');
    expect(shown(link(nav, 'Log in'))).to.equal(false);
    burger.click();
    await waitUntil(() => drawer().open && nav.dataset.state === 'open');
    expect(burger.getAttribute('aria-expanded')).to.equal('true');
    expect(shown(link(nav, 'Trading'))).to.equal(true);
    expect(shown(link(nav, 'Log in'))).to.equal(true);
    nav.shadowRoot!.querySelector<HTMLElement>('[part=close]')!.click();
    await waitUntil(() => !drawer().open && nav.dataset.state === 'closed');
    expect(burger.getAttribute('aria-expanded')).to.equal('false');
    expectFocused(burger);
  });

  it('expands an item with children on click (the second level) and folds it on the next click', async () => {
    burger.click();
    await waitUntil(() => drawer().open);
    const trading = link(nav, 'Trading');
    expect(expanded(trading)).to.equal('false');
    expect(shown(submenuOf(trading))).to.equal(false);
    await sendMouse({ type: 'click', position: centre(trading) });
    await waitUntil(() => nav.dataset.state === 'submenu');
    expect(expanded(trading)).to.equal('true');
    expect(shown(link(nav, 'Forex'))).to.equal(true);
    await sendMouse({ type: 'click', position: centre(trading) });
    await waitUntil(() => nav.dataset.state === 'open');
    expect(expanded(trading)).to.equal('false');
    expect(shown(link(nav, 'Forex'))).to.equal(false);
  });

  it('closes the drawer when a plain link in it is followed', async () => {
    burger.click();
    await waitUntil(() => drawer().open);
    link(nav, 'Pricing').click();
    await waitUntil(() => !drawer().open && nav.dataset.state === 'closed', 'the drawer stayed open');
  });

  it('does not open submenus on hover', async () => {
    burger.click();
    await waitUntil(() => drawer().open);
    await hover(link(nav, 'Trading'));
    await hover(link(nav, 'Pricing'));
    expect(expanded(link(nav, 'Trading'))).to.equal('false');
    expect(nav.dataset.state).to.equal('open');
  });

  it('opens and reaches submenus with the keyboard, and Escape closes the menu and focuses the burger', async () => {
    burger.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => drawer().open);
    expectFocused(nav.shadowRoot!.querySelector('[part=close]'));
    await sendKeys({ press: 'Tab' });
    expectFocused(link(nav, 'Trading'));
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => expanded(link(nav, 'Trading')) === 'true');
    await sendKeys({ press: 'Tab' });
    expectFocused(link(nav, 'Forex'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !drawer().open && nav.dataset.state === 'closed');
    expectFocused(burger);
    expect(expanded(link(nav, 'Trading'))).to.equal('false');
  });

  it('folds the More categories and opens one panel per click', async () => {
    burger.click();
    await waitUntil(() => drawer().open);
    link(nav, 'More').click();
    await waitUntil(() => expanded(link(nav, 'More')) === 'true');
    expect(expanded(link(nav, 'Education'))).to.equal('false');
    expect(shown(link(nav, 'Webinars'))).to.equal(false);
    link(nav, 'Education').click();
    await waitUntil(() => shown(link(nav, 'Webinars')));
    link(nav, 'About us').click();
    await waitUntil(() => shown(link(nav, 'Regulation')));
    expect(shown(link(nav, 'Webinars'))).to.equal(false);
  });

  it('closes the drawer when the window widens to 1024 px, and shows the menu in the bar', async () => {
    burger.click();
    await waitUntil(() => drawer().open);
    await setViewport(WIDE);
    await waitUntil(() => !drawer().open && nav.dataset.state === 'closed', 'the drawer stayed open');
    expect(shown(link(nav, 'Trading'))).to.equal(true);
    expect(nav.shadowRoot!.querySelector('[part=burger]')).to.equal(null);
  });

  it('is accessible with the menu open', async () => {
    burger.click();
    await waitUntil(() => drawer().open);
    link(nav, 'Trading').click();
    await waitUntil(() => nav.dataset.state === 'submenu');
    await expect(nav).to.be.accessible();
  });
});

describe('nav-bar at 1024 px and wider', () => {
  let nav: HTMLElement;
  beforeEach(async () => {
    define(siteIcon, navBar, languageSwitcher, siteSearch);
    await setViewport(WIDE);
    nav = await fixture(html`<nav-bar>${menuMarkup}</nav-bar>`);
    await rendered(nav, 'nav');
  });

  it('shows the menu and actions in the bar, with no burger', () => {
    expect(shown(link(nav, 'Trading'))).to.equal(true);
    expect(shown(link(nav, 'Log in'))).to.equal(true);
    expect(nav.shadowRoot!.querySelector('[part=burger]')).to.equal(null);
    expect(shown(link(nav, 'Forex'))).to.equal(false);
  });

  it('opens a submenu while the mouse is over its item and closes it when the mouse leaves', async () => {
    const trading = link(nav, 'Trading');
    await hover(trading);
    await waitUntil(() => expanded(trading) === 'true');
    expect(shown(link(nav, 'Forex'))).to.equal(true);
    await hover(link(nav, 'Forex'));
    expect(expanded(trading)).to.equal('true');
    await hover(link(nav, 'Pricing'));
    await waitUntil(() => expanded(trading) === 'false');
    await hover(trading);
    await waitUntil(() => expanded(trading) === 'true');
    await sendMouse({ type: 'move', position: [500, 600] });
    await waitUntil(() => expanded(trading) === 'false');
  });

  it('opens the More menu on its first panel, then the panel of the category under the mouse', async () => {
    await hover(link(nav, 'More'));
    await waitUntil(() => expanded(link(nav, 'Education')) === 'true');
    expect(shown(link(nav, 'Webinars'))).to.equal(true);
    await hover(link(nav, 'About us'));
    await waitUntil(() => shown(link(nav, 'Regulation')));
    expect(expanded(link(nav, 'Education'))).to.equal('false');
    expect(shown(link(nav, 'Webinars'))).to.equal(false);
  });

  it('opens a closed submenu on the first click (touch, keyboard) and follows the link on the next', async () => {
    const trading = link(nav, 'Trading');
    const clicks: boolean[] = [];
    const record = (event: Event) => clicks.push(event.defaultPrevented);
    document.addEventListener('click', record);
    try {
      trading.click();
      await waitUntil(() => expanded(trading) === 'true');
      trading.click();
      expect(clicks).to.deep.equal([true, false]);
      expect(expanded(trading)).to.equal('true');
    } finally {
      document.removeEventListener('click', record);
    }
  });

  it('reaches a submenu by keyboard, and Escape closes it and focuses its item', async () => {
    link(nav, 'Trading').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => expanded(link(nav, 'Trading')) === 'true');
    await sendKeys({ press: 'Tab' });
    expectFocused(link(nav, 'Forex'));
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => expanded(link(nav, 'Trading')) === 'false');
    expectFocused(link(nav, 'Trading'));
  });

  it('closes the open submenu when focus moves on to another item', async () => {
    link(nav, 'Trading').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => expanded(link(nav, 'Trading')) === 'true');
    link(nav, 'Pricing').focus();
    await waitUntil(() => expanded(link(nav, 'Trading')) === 'false');
  });

  it('shows the panel of the More category that has keyboard focus', async () => {
    link(nav, 'More').focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => shown(link(nav, 'Webinars')));
    link(nav, 'About us').focus();
    await waitUntil(() => shown(link(nav, 'Regulation')));
    expect(shown(link(nav, 'Webinars'))).to.equal(false);
  });

  it('is accessible with a submenu open', async () => {
    await hover(link(nav, 'More'));
    await waitUntil(() => expanded(link(nav, 'More')) === 'true');
    await expect(nav).to.be.accessible();
  });
});

describe('nav-bar session display', () => {
  beforeEach(() => define(siteIcon, navBar, languageSwitcher, siteSearch));
  afterEach(() => setSession('unknown'));

  for (const viewport of [NARROW, WIDE]) {
    it(`shows the guest's actions until the visitor is signed in, then the signed-in ones, at ${viewport.width} px`, async () => {
      await setViewport(viewport);
      const nav = await fixture<HTMLElement>(html`<nav-bar>${menuMarkup}</nav-bar>`);
      await rendered(nav, 'slot[name=actions]');
      const burger = nav.shadowRoot!.querySelector<HTMLButtonElement>('[part=burger]');
      burger?.click();
      expect(nav.dataset.session).to.equal('unknown');
      await waitUntil(() => shown(link(nav, 'Log in')), 'the guest action is hidden');
      expect(shown(link(nav, 'Dashboard'))).to.equal(false);
      setSession('signed-in');
      await waitUntil(() => nav.dataset.session === 'signed-in' && shown(link(nav, 'Dashboard')));
      expect(shown(link(nav, 'Log in'))).to.equal(false);
      setSession('guest');
      await waitUntil(() => nav.dataset.session === 'guest' && shown(link(nav, 'Log in')));
      expect(shown(link(nav, 'Dashboard'))).to.equal(false);
    });
  }
});

describe('nav-bar at 360 px', () => {
  atPhoneWidth();
  before(() => define(siteIcon, navBar, languageSwitcher, siteSearch));

  it('fits the bar, logo, language, search and burger side by side, with no text over text', async () => {
    const nav = await fixture(html`<nav-bar>${menuMarkup}</nav-bar>`);
    await rendered(nav, '[part=burger]');
    expectPhoneLayout(nav);
  });

  it('fits the open drawer: its items and actions neither overlap nor are cut off', async () => {
    const nav = await fixture(html`<nav-bar>${menuMarkup}</nav-bar>`);
    (await rendered<HTMLButtonElement>(nav, '[part=burger]')).click();
    const drawer = nav.shadowRoot!.querySelector('dialog')!;
    await waitUntil(() => drawer.open, 'the drawer did not open');
    link(nav, 'Trading').click();
    await waitUntil(() => shown(link(nav, 'Forex')), 'the submenu did not unfold');
    expectPhoneLayout(drawer);
  });
});
