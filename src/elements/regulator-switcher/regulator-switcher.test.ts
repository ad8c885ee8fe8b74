import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { regulatorCookie } from '../../services/cookies';
import { DAY_MS, deleteCookies, storedCookie } from '../../test/cookies';
import { expectOneError } from '../../test/attribute-errors';
import { deepActiveElement } from '../../test/focus';
import { define, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { walkKeys } from '../../test/tab-keys';
import { siteIcon } from '../site-icon/site-icon.element';
import { currentIndex } from './regulator-switcher.model';
import { regulatorSwitcher } from './regulator-switcher.element';

const regulators = JSON.stringify([
  { value: 'fca', label: 'FCA', url: '#regulator-fca' },
  { value: 'cysec', label: 'CySEC', url: '#regulator-cysec' },
  { value: 'asic', label: 'ASIC', url: '#regulator-asic' },
]);
const original = location.href;

async function mount(value = 'cysec', list = regulators) {
  const switcher = await fixture<HTMLElement>(
    html`<div>
      <p id="outside">Elsewhere</p>
      <regulator-switcher value=${value} regulators=${list}></regulator-switcher>
    </div>`,
  ).then((host) => host.querySelector<HTMLElement>('regulator-switcher')!);
  const button = await rendered<HTMLButtonElement>(switcher, '[part=button]');
  const list_ = switcher.shadowRoot!.querySelector<HTMLElement>('[part=list]')!;
  const options = [...switcher.shadowRoot!.querySelectorAll<HTMLAnchorElement>('[part~=option]')];
  return { switcher, button, list: list_, options };
}

const isOpen = (button: HTMLButtonElement) => button.getAttribute('aria-expanded') === 'true';

/** Opens the list with ArrowDown on its button; the current entry, `current`, takes focus. */
async function openWithArrowDown(button: HTMLButtonElement, current: Element) {
  button.focus();
  await sendKeys({ press: 'ArrowDown' });
  await waitUntil(() => deepActiveElement() === current, 'the current entry did not get focus');
}

describe('regulator-switcher', () => {
  before(() => define(siteIcon, regulatorSwitcher));
  beforeEach(() => deleteCookies('oc_regulator_name'));
  afterEach(() => history.replaceState(null, '', original));

  it('shows the current regulator, named for assistive technology, and lists them all', async () => {
    const { button, list, options } = await mount();
    expect(button.textContent).to.equal('Regulator: CySEC');
    expect(list.hidden).to.equal(true);
    expect(options.map((option) => option.textContent)).to.deep.equal(['FCA', 'CySEC', 'ASIC']);
    expect(options[1]!.getAttribute('aria-current')).to.equal('true');
  });

  it('takes the page regulator when it has no value', async () => {
    const { button } = await mount('');
    expect(button.textContent).to.equal('Regulator: FCA');
  });

  it('toggles open and closed on clicks', async () => {
    const { switcher, button, list } = await mount();
    button.click();
    await waitUntil(() => isOpen(button) && !list.hidden, 'did not open');
    expect(switcher.dataset.state).to.equal('open');
    button.click();
    await waitUntil(() => !isOpen(button) && list.hidden, 'did not close');
  });

  it('closes on a click anywhere outside it', async () => {
    const { button } = await mount();
    button.click();
    await waitUntil(() => isOpen(button));
    document.querySelector<HTMLElement>('#outside')!.click();
    await waitUntil(() => !isOpen(button), 'an outside click did not close it');
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { button, options } = await mount();
    await openWithArrowDown(button, options[1]!);
    await sendKeys({ press: 'Escape' });
    await waitUntil(() => !isOpen(button), 'Escape did not close it');
    expect(deepActiveElement()).to.equal(button);
  });

  it('moves through the entries with the arrow keys, Home and End, wrapping around', async () => {
    const { button, options } = await mount('asic');
    await openWithArrowDown(button, options[2]!);
    await walkKeys(() => options, { keys: ['ArrowDown', 'ArrowUp', 'Home', 'End'], to: [0, 2, 0, 2] });
  });

  it('closes when Tab leaves it', async () => {
    const { button, options } = await mount('asic');
    await openWithArrowDown(button, options[2]!);
    await sendKeys({ press: 'Tab' });
    await waitUntil(() => !isOpen(button), 'leaving with Tab did not close it');
  });

  it('stores the chosen regulator in oc_regulator_name, long-lived, and navigates to its url', async () => {
    const { button, options } = await mount();
    button.click();
    await waitUntil(() => isOpen(button));
    options[2]!.click();
    expect(location.hash).to.equal('#regulator-asic');
    expect(document.cookie).to.contain('oc_regulator_name=asic');
    const cookie = await storedCookie('oc_regulator_name');
    // Chromium caps cookie lifetimes at 400 days; cookie-rules.test.ts checks the 1825 we ask for.
    expect(Math.round((cookie!.expires! - Date.now()) / DAY_MS)).to.be.at.least(399);
    expect(cookie).to.include({ path: '/', sameSite: 'lax' });
  });

  it('chooses with Enter from the keyboard', async () => {
    const { button, options } = await mount();
    await openWithArrowDown(button, options[1]!);
    await sendKeys({ press: 'ArrowUp' });
    await sendKeys({ press: 'Enter' });
    await waitUntil(() => location.hash === '#regulator-fca', 'Enter did not navigate');
    expect(regulatorCookie.get()).to.equal('fca');
  });

  it('only closes when the current regulator is chosen again', async () => {
    const { button, options } = await mount();
    button.click();
    await waitUntil(() => isOpen(button));
    options[1]!.click();
    await waitUntil(() => !isOpen(button));
    expect(location.hash).to.equal(new URL(original).hash);
    expect(regulatorCookie.get()).to.equal(undefined);
  });

  it('is disabled, in a muted style, with a single entry', async () => {
    const single = JSON.stringify([{ value: 'fca', label: 'FCA', url: '#regulator-fca' }]);
    const { switcher, button, list } = await mount('fca', single);
    expect(button.getAttribute('aria-disabled')).to.equal('true');
    expect(button.hasAttribute('aria-expanded')).to.equal(false);
    expect(getComputedStyle(button).color).to.equal('rgb(91, 101, 112)');
    button.click();
    await sendKeys({ press: 'ArrowDown' });
    expect(list.hidden).to.equal(true);
    await expect(switcher).to.be.accessible();
  });

  it('logs one error and draws nothing for malformed regulators', async () => {
    const host = await expectOneError('regulator-switcher', ['"regulators"'], () =>
      fixture<HTMLElement>(html`<regulator-switcher regulators='[{"value":"fca"}]'></regulator-switcher>`),
    );
    expect(host.shadowRoot!.childElementCount).to.equal(0);
  });

  it('is accessible closed and open', async () => {
    const { switcher, button } = await mount();
    await expect(switcher).to.be.accessible();
    button.click();
    await waitUntil(() => isOpen(button));
    await expect(switcher).to.be.accessible();
  });
});

describe('regulator switcher rules', () => {
  const list = JSON.parse(regulators);

  it('finds the current entry ignoring case, else the first', () => {
    expect(currentIndex(list, 'ASIC')).to.equal(2);
    expect(currentIndex(list, 'fsca')).to.equal(0);
  });
});

describe('regulatorCookie', () => {
  beforeEach(() => deleteCookies('oc_regulator_name'));

  it('reads back what it sets', () => {
    expect(regulatorCookie.get()).to.equal(undefined);
    regulatorCookie.set('cysec');
    expect(regulatorCookie.get()).to.equal('cysec');
  });
});

describe('regulator-switcher at 360 px', () => {
  atPhoneWidth();
  before(() => define(siteIcon, regulatorSwitcher));

  it('fits its button and its open list, with long names, with no text over text', async () => {
    const long = JSON.stringify([
      { value: 'fca', label: 'FCA (United Kingdom)', url: '#regulator-fca' },
      { value: 'cysec', label: 'CySEC (Cyprus and the European Economic Area)', url: '#regulator-cysec' },
    ]);
    const { switcher, button, list } = await mount('cysec', long);
    expectPhoneLayout(switcher);
    button.click();
    await waitUntil(() => list.checkVisibility(), 'the list did not open');
    expectPhoneLayout(switcher);
  });
});
