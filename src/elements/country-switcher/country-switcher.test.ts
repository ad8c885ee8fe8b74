import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { deleteCookies } from '../../test/cookies';
import { expectFocused } from '../../test/focus';
import { expectOneError } from '../../test/attribute-errors';
import { contentScope } from '../../test/content-scope';
import { backendRequests, captureConsole, define, nextFrame, part, rendered } from '../../test/harness';
import { atPhoneWidth, describeOneRowAtDesktop, expectPhoneLayout } from '../../test/layout';
import { withoutHash } from '../../test/page-hash';
import { countrySwitcher } from './country-switcher.element';

const PATH = '/api/country-sites';
/** A scope of the demo backend of its own, answering `mode` (`ok` for the real list). */
async function scopedSrc(mode: 'ok' | 'empty' | 'fail' = 'ok') {
  const { src, fault } = await contentScope('country', PATH);
  if (mode !== 'ok') await fault(mode);
  return src;
}

const LIST = JSON.stringify([
  { code: 'GB', regulator: 'fca', url: '#site-uk' },
  { code: 'DE', regulator: 'cysec', url: '#site-eu' },
  { code: 'AU', regulator: 'asic', url: '#site-au' },
  { code: 'XK', name: 'Kosovo (global)', regulator: 'fsa', url: 'https://evil.example/' },
]);

const select = (el: Element) => part<HTMLSelectElement>(el, 'select');
const optionTexts = (el: Element) => [...select(el).options].map((option) => option.textContent);
const choose = (el: Element, code: string) => {
  select(el).value = code;
  select(el).dispatchEvent(new Event('change', { bubbles: true }));
};

async function ready(el: HTMLElement) {
  await waitUntil(() => el.shadowRoot?.querySelector('form'), 'the country list did not arrive', { timeout: 5000 });
  return el;
}

describe('<country-switcher>', () => {
  before(() => define(countrySwitcher));
  beforeEach(() => deleteCookies('oc_country'));
  withoutHash();

  it('lists the attribute countries by name, labelled, with a placeholder first', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST}></country-switcher>`));
    expect(optionTexts(el)).to.deep.equal([
      'Choose your country',
      'Australia',
      'Germany',
      'Kosovo (global)',
      'United Kingdom',
    ]);
    expect(part(el, 'label').textContent).to.equal('Country of residence');
    expect(select(el).labels[0]).to.equal(part(el, 'label'));
    expect(select(el).value).to.equal('');
  });

  it('preselects the country attribute and names the regulator serving it', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST} country="de"></country-switcher>`));
    expect(select(el).value).to.equal('DE');
    expect(part(el, 'served').textContent).to.equal('Served by our site regulated by CySEC (Cyprus, EU).');
  });

  it('preselects the visitor country from cookie oc_country', async () => {
    document.cookie = 'oc_country=au; path=/';
    const el = await ready(await fixture(html`<country-switcher countries=${LIST}></country-switcher>`));
    expect(select(el).value).to.equal('AU');
  });

  it('does not move on choosing, only on Go, and announces country-switch (cancelable)', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST}></country-switcher>`));
    choose(el, 'GB');
    await nextFrame();
    expect(location.hash).to.equal('');
    el.addEventListener('country-switch', (event) => event.preventDefault(), { once: true });
    setTimeout(() => part(el, 'button').click());
    const event = (await oneEvent(el, 'country-switch')) as CustomEvent;
    expect(event.detail).to.deep.equal({ code: 'GB', regulator: 'fca', url: new URL('#site-uk', location.href).href });
    await nextFrame();
    expect(location.hash).to.equal('');
  });

  it('goes to the chosen site with Go', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST}></country-switcher>`));
    choose(el, 'AU');
    part(el, 'button').click();
    await waitUntil(() => location.hash === '#site-au', 'did not go to the AU site');
  });

  it('asks for a country when Go is pressed with none chosen', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST}></country-switcher>`));
    let switches = 0;
    el.addEventListener('country-switch', () => switches++);
    part(el, 'button').click();
    await waitUntil(() => part(el, 'message').textContent === 'Choose your country first.');
    expectFocused(select(el));
    expect(switches).to.equal(0);
  });

  it('refuses a URL off this site with one console error, unless its origin is allowed', async () => {
    await expectOneError('country-switcher', ['https://evil.example/'], async (errors) => {
      const el = await ready(await fixture(html`<country-switcher countries=${LIST} country="XK"></country-switcher>`));
      let switches = 0;
      el.addEventListener('country-switch', (event) => (switches++, event.preventDefault()));
      part(el, 'button').click();
      await waitUntil(() => part(el, 'message').textContent!.includes('not available'));
      expect(switches).to.equal(0);
      expect(errors).to.have.length(1);
      el.setAttribute('allowed-origins', 'https://evil.example');
      await nextFrame();
      part(el, 'button').click();
      await waitUntil(() => switches === 1);
    });
  });

  describe('from the server', () => {
    it('loads the regulators map, names the countries and preselects', async () => {
      const src = await scopedSrc();
      const el = await ready(await fixture(html`<country-switcher src=${src} country="gb"></country-switcher>`));
      expect(select(el).options.length).to.equal(64);
      expect(optionTexts(el)).to.include.members(['United Kingdom', 'Cyprus', 'Australia', 'Singapore']);
      expect(select(el).value).to.equal('GB');
      expect(part(el, 'served').textContent).to.contain('FCA');
      choose(el, 'SG');
      await waitUntil(() => part(el, 'served').textContent!.includes('FSA'));
      expect((await backendRequests(src.replace(/^.*__scope/, '/__scope'))).length).to.equal(1);
    });

    it('shows a disabled select while the list is late', async () => {
      const { src, hold } = await contentScope('country', PATH);
      const answer = await hold();
      try {
        const el = await fixture<HTMLElement>(html`<country-switcher src=${src}></country-switcher>`);
        await rendered(el, 'select');
        await answer.arrived();
        expect(select(el).disabled).to.equal(true);
        expect(optionTexts(el)).to.deep.equal(['Loading countries…']);
        expect(part(el, 'base').getAttribute('aria-busy')).to.equal('true');
        await answer.open();
        await waitUntil(() => !select(el).disabled, 'the late list did not show');
        expect(select(el).options.length).to.equal(64);
        expect(part(el, 'base').getAttribute('aria-busy')).to.equal(null);
      } finally {
        await answer.open();
      }
    });

    it('says no list is available and links the international site when the answer is {}', async () => {
      const src = await scopedSrc('empty');
      const el = await fixture<HTMLElement>(
        html`<country-switcher src=${src} global-url="/global/"></country-switcher>`,
      );
      await rendered(el, '[part="notice"]');
      expect(part(el, 'notice').textContent).to.contain('No country list is available');
      expect(part<HTMLAnchorElement>(el, 'global-link').getAttribute('href')).to.equal('/global/');
      expect(el.shadowRoot!.querySelector('select') === null, 'a select shows').to.equal(true);
    });

    it('shows the default list and the international link, with one warning, when the server fails', async () => {
      const console = captureConsole('warn');
      try {
        const src = await scopedSrc('fail');
        const el = await ready(await fixture(html`<country-switcher src=${src}></country-switcher>`));
        expect(part(el, 'notice').textContent).to.contain('could not be loaded');
        expect(part<HTMLAnchorElement>(el, 'global-link').getAttribute('href')).to.equal('/');
        expect(optionTexts(el)).to.include.members(['United Kingdom', 'Germany', 'Australia', 'Norway']);
        expect(select(el).options.length).to.equal(33);
        expect(console.messages).to.have.length(1);
        expect(console.messages[0]).to.contain('<country-switcher>').and.contain(src);
      } finally {
        console.restore();
      }
    });

    it('treats an answer of another shape as a failure', async () => {
      const console = captureConsole('warn');
      try {
        const { src, fault } = await contentScope('country', PATH);
        await fault('malformed', { countries: 'GB' });
        const el = await ready(await fixture(html`<country-switcher src=${src}></country-switcher>`));
        expect(part(el, 'notice').textContent).to.contain('could not be loaded');
        expect(console.messages).to.have.length(1);
      } finally {
        console.restore();
      }
    });
  });

  it('logs one error for a malformed countries attribute and loads the list from src instead', async () => {
    const src = await scopedSrc();
    const el = await expectOneError('country-switcher', ['"countries"'], async () =>
      ready(await fixture(html`<country-switcher countries='[{"code":"GBR"}]' src=${src}></country-switcher>`)),
    );
    expect(select(el).options.length).to.equal(64);
  });

  it('passes an accessibility check', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST} country="GB"></country-switcher>`));
    await expect(el).to.be.accessible();
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the select, the button and the notice on the page', async () => {
      const src = await scopedSrc('fail');
      const console = captureConsole('warn');
      try {
        const el = await ready(await fixture(html`<country-switcher src=${src} country="GB"></country-switcher>`));
        expectPhoneLayout(el);
        const button = part(el, 'button').getBoundingClientRect();
        expect(button.right).to.be.at.most(360);
        await expect(el).to.be.accessible();
      } finally {
        console.restore();
      }
    });
  });

  describeOneRowAtDesktop('puts the select and the Go button on one row', async () => {
    const el = await ready(await fixture(html`<country-switcher countries=${LIST} country="GB"></country-switcher>`));
    return [select(el), part(el, 'button')];
  });
});
