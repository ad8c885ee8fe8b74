import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { regulatorCookie } from '../../services/cookies';
import { REGULATOR_NOTICE_COOKIE } from '../../services/cookies/notice-cookies';
import { deleteCookies, storedCookie } from '../../test/cookies';
import { expectOneError } from '../../test/attribute-errors';
import { define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, describeOneRowAtDesktop, expectPhoneLayout } from '../../test/layout';
import { regulatorMismatch } from './regulator-mismatch.element';

const SITES = JSON.stringify({ fca: '/uk/', cysec: 'https://eu.broker.example/', asic: '/au/' });

async function mount(sites = SITES, regulator = 'fca') {
  const el = await fixture<HTMLElement>(
    html`<regulator-mismatch sites=${sites} regulator=${regulator}>
      <p>Products and investor protection differ between our regulated entities.</p>
    </regulator-mismatch>`,
  );
  await nextFrame();
  return el;
}

/** The notice as a visitor regulated by `regulator` sees it, once it shows. */
async function shownTo(regulator: string, sites = SITES) {
  regulatorCookie.set(regulator);
  const el = await mount(sites);
  await rendered(el, '[part="base"]');
  return el;
}

const region = (el: Element) => el.shadowRoot!.querySelector<HTMLElement>('[part="base"]');
const sites = (el: Element) => [...el.shadowRoot!.querySelectorAll<HTMLElement>('[part="site"]')];

describe('<regulator-mismatch>', () => {
  before(() => define(regulatorMismatch));
  beforeEach(() => deleteCookies('oc_regulator_name', REGULATOR_NOTICE_COOKIE));
  after(() => deleteCookies('oc_regulator_name', REGULATOR_NOTICE_COOKIE));

  it('shows nothing when the visitor has no regulator cookie', async () => {
    const el = await mount();
    expect(region(el) === null, 'the notice shows').to.equal(true);
    expect(el.getBoundingClientRect().height).to.equal(0);
  });

  it('shows nothing when the visitor regulator is the page one', async () => {
    regulatorCookie.set('FCA');
    const el = await mount();
    expect(region(el) === null, 'the notice shows').to.equal(true);
  });

  it('tells a visitor of another regulator and offers both sites as links', async () => {
    const el = await shownTo('cysec');
    const base = region(el)!;
    expect(base.localName).to.equal('section');
    expect(base.getAttribute('aria-label')).to.equal('Regulator notice');
    expect(base.textContent)
      .to.contain('clients regulated by FCA (United Kingdom)')
      .and.contain('You chose CySEC (Cyprus, EU)');
    const slot = el.shadowRoot!.querySelector('slot')!;
    expect(slot.assignedElements()[0]!.textContent).to.contain('investor protection');
    expect(sites(el).map((site) => [site.textContent, site.getAttribute('href')])).to.deep.equal([
      ['Go to the CySEC (Cyprus, EU) site', 'https://eu.broker.example/'],
      ['Stay on the FCA (United Kingdom) site', new URL('/uk/', location.href).href],
    ]);
    await expect(el).to.be.accessible();
  });

  it('names the sites without links when their URLs are unknown', async () => {
    const el = await shownTo('fsa', '{}');
    expect(sites(el).map((site) => [site.localName, site.textContent])).to.deep.equal([
      ['span', 'Go to the FSA (Seychelles) site'],
      ['span', 'Stay on the FCA (United Kingdom) site'],
    ]);
  });

  it('closes for the session and stays closed for that pair of regulators only', async () => {
    regulatorCookie.set('asic');
    const el = await mount();
    (await rendered<HTMLButtonElement>(el, '[part="close"]')).click();
    await waitUntil(() => region(el) === null, 'the notice did not close');
    expect(await storedCookie(REGULATOR_NOTICE_COOKIE)).to.include({ value: 'asic>fca', expires: null });
    expect(region(await mount()) === null, 'the notice shows').to.equal(true);
    regulatorCookie.set('cysec');
    expect(region(await mount()) !== null, 'the notice is hidden').to.equal(true);
  });

  it('names the close button for assistive technology', async () => {
    regulatorCookie.set('cysec');
    const el = await mount();
    const close = await rendered<HTMLButtonElement>(el, '[part="close"]');
    expect(close.getAttribute('aria-label')).to.equal('Close notice');
  });

  it('logs one error for malformed sites and still shows the notice with names only', async () => {
    await expectOneError('regulator-mismatch', ['"sites"'], async () => {
      const el = await shownTo('cysec', '{"fca": 1');
      expect(sites(el).every((site) => site.localName === 'span')).to.equal(true);
    });
  });

  it('refuses a javascript: site URL and shows its name instead', async () => {
    const el = await shownTo('cysec', JSON.stringify({ cysec: 'javascript:alert(1)', fca: '/uk/' }));
    expect(sites(el)[0]!.localName).to.equal('span');
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('fits the text, the two sites and the close button', async () => {
      const el = await shownTo('cysec');
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });

  describeOneRowAtDesktop('puts both sites on one row', async () => sites(await shownTo('cysec')));
});
