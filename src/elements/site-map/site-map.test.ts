import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { expectFocused } from '../../test/focus';
import { captureConsole, define, rendered, shadow } from '../../test/harness';
import { atDesktopWidth, atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { siteMap } from './site-map.element';

const SERVER_RENDERED = html`<site-map>
  <ul>
    <li>
      <a href="/trading">Trading</a>
      <ul>
        <li><a href="/trading/forex">Forex</a></li>
        <li><a href="/trading/indices">Indices</a></li>
        <li>
          <a href="/trading/shares">Shares</a>
          <ul>
            <li><a href="/trading/shares/us">US shares</a></li>
            <li><a href="/trading/shares/eu">European shares</a></li>
          </ul>
        </li>
      </ul>
    </li>
    <li>
      Platforms
      <ul>
        <li><a href="/platforms/metatrader-5">MetaTrader 5</a></li>
        <li><a href="/platforms/webtrader">WebTrader</a></li>
      </ul>
    </li>
    <li>
      <a href="/education">Education</a>
      <ul>
        <li><a href="/education/articles">Articles</a></li>
        <li><a href="/education/webinars">Webinars</a></li>
      </ul>
    </li>
    <li><a href="/contact">Contact us</a></li>
  </ul>
</site-map>`;

/** How many columns the map's groups stand in, once it has drawn. */
async function columns(map: HTMLElement) {
  await rendered(map, '[part=toggle]');
  const groups = [...shadow(map).querySelectorAll('[part~=group]')];
  return new Set(groups.map((group) => Math.round(group.getBoundingClientRect().left))).size;
}

const ITEMS = [
  {
    label: 'Accounts',
    href: '/accounts',
    children: [
      { label: 'Demo account', href: '/demo' },
      { label: 'Islamic account', href: '/islamic' },
    ],
  },
  {
    label: 'Company',
    children: [
      { label: 'About us', href: '/about' },
      { label: 'Careers', href: '/careers' },
    ],
  },
];

const toggles = (map: HTMLElement) => [...shadow(map).querySelectorAll<HTMLButtonElement>('[part=toggle]')];
const headings = (map: HTMLElement) =>
  [...shadow(map).querySelectorAll('[part=heading]')].map((heading) => heading.textContent);
const visibleLinks = (map: HTMLElement) =>
  [...shadow(map).querySelectorAll<HTMLAnchorElement>('a')]
    .filter((link) => link.offsetParent !== null)
    .map((link) => link.textContent);

describe('site-map', () => {
  before(() => define(siteMap));

  it('groups the server-rendered list by top section, keeping the light DOM', async () => {
    const map = await fixture<HTMLElement>(SERVER_RENDERED);
    await rendered(map, '[part=groups]');
    expect(shadow(map).querySelector('nav')!.getAttribute('aria-label')).to.equal('Site map');
    expect(headings(map)).to.deep.equal(['Trading', 'Platforms', 'Education', 'Contact us']);
    expect(shadow(map).querySelectorAll('h2')).to.have.length(4);
    expect(visibleLinks(map)).to.deep.equal([
      'Trading',
      'Forex',
      'Indices',
      'Shares',
      'US shares',
      'European shares',
      'MetaTrader 5',
      'WebTrader',
      'Education',
      'Articles',
      'Webinars',
      'Contact us',
    ]);
    expect(shadow(map).querySelector('[part=section-link]')!.getAttribute('href')).to.equal('/contact');
    expect(map.querySelectorAll('a'), 'the light DOM links stay for search engines').to.have.length(12);
  });

  it('collapses and expands a group with its button, keyboard included', async () => {
    const map = await fixture<HTMLElement>(SERVER_RENDERED);
    await rendered(map, '[part=toggle]');
    const [trading] = toggles(map);
    expect(trading!.getAttribute('aria-expanded')).to.equal('true');
    const list = shadow(map).getElementById(trading!.getAttribute('aria-controls')!)!;
    expect(list.hidden).to.equal(false);
    trading!.click();
    await waitUntil(() => trading!.getAttribute('aria-expanded') === 'false');
    expect(list.hidden).to.equal(true);
    expect(visibleLinks(map)).not.to.include('Forex');
    trading!.focus();
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => trading!.getAttribute('aria-expanded') === 'true', 'Enter did not open it');
    await sendKeys({ press: 'Tab' });
    expectFocused(shadow(map).querySelector('a[href="/trading"]'));
  });

  it('starts collapsed when asked', async () => {
    const map = await fixture<HTMLElement>(html`<site-map collapsed items=${JSON.stringify(ITEMS)}></site-map>`);
    await rendered(map, '[part=toggle]');
    expect(toggles(map).map((toggle) => toggle.getAttribute('aria-expanded'))).to.deep.equal(['false', 'false']);
    expect(visibleLinks(map)).to.deep.equal([]);
  });

  it('takes its tree from the items attribute, over the slotted list', async () => {
    const map = await fixture<HTMLElement>(
      html`<site-map items=${JSON.stringify(ITEMS)} heading-level="3">
        <ul>
          <li><a href="/old">Old</a></li>
        </ul>
      </site-map>`,
    );
    await rendered(map, '[part=toggle]');
    expect(headings(map)).to.deep.equal(['Accounts', 'Company']);
    expect(shadow(map).querySelectorAll('h3')).to.have.length(2);
    expect(visibleLinks(map)).to.deep.equal(['Accounts', 'Demo account', 'Islamic account', 'About us', 'Careers']);
  });

  it('names a malformed items attribute in one console error and falls back to the slotted list', async () => {
    const errors = captureConsole('error');
    let map: HTMLElement;
    try {
      map = await fixture<HTMLElement>(
        html`<site-map items='[{"label": "A", "children": [{"href": "/x"}]}]'>
          <ul>
            <li><a href="/fallback">Fallback</a></li>
          </ul>
        </site-map>`,
      );
      await rendered(map, '[part=section-link]');
    } finally {
      errors.restore();
    }
    expect(errors.messages).to.have.length(1);
    expect(errors.messages[0]).to.contain('<site-map>').and.contain('items').and.contain('item 0.children.0');
    expect(headings(map)).to.deep.equal(['Fallback']);
  });

  it('shows nothing, with one warning, when it has no tree; shows links that arrive late', async () => {
    const warnings = captureConsole('warn');
    let map: HTMLElement;
    try {
      map = await fixture<HTMLElement>(html`<site-map></site-map>`);
      await waitUntil(() => warnings.messages.length === 1, 'no warning');
    } finally {
      warnings.restore();
    }
    expect(warnings.messages[0]).to.contain('<site-map>');
    expect(shadow(map).querySelector('nav')).to.equal(null);
    map.innerHTML = '<ul><li><a href="/late">Late</a><ul><li><a href="/late/page">Late page</a></li></ul></li></ul>';
    await rendered(map, '[part=toggle]');
    expect(visibleLinks(map)).to.deep.equal(['Late', 'Late page']);
  });

  describe('at desktop width', () => {
    atDesktopWidth();

    it('is accessible, and shows three columns', async () => {
      const map = await fixture<HTMLElement>(SERVER_RENDERED);
      expect(await columns(map)).to.equal(3);
      await expect(map).to.be.accessible();
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('shows one column without overflow, cut or overlapping text', async () => {
      const map = await fixture<HTMLElement>(SERVER_RENDERED);
      expect(await columns(map)).to.equal(1);
      expectPhoneLayout(map);
      await expect(map).to.be.accessible();
    });
  });
});
