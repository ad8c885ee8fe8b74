/** <deposit-withdrawal> against the demo backend's payment methods (demo/backend/content/catalog.mjs). */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { backendUrl, captureConsole, define, rendered, shadow } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { depositWithdrawal } from './deposit-withdrawal.element';

let scopes = 0;
async function scope() {
  const name = `deposit-withdrawal-${Date.now()}-${++scopes}`;
  const backend = await backendUrl();
  return {
    src: `${backend}/__scope/${name}/api/payment-methods`,
    fault: (mode: string, ms?: number) =>
      fetch(`${backend}/__content/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ path: '/api/payment-methods', scope: name, mode, ms }),
      }),
  };
}

const cards = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part=method]')];
const ids = (el: Element) => cards(el).map((card) => card.dataset.method);
const field = (el: Element, id: string, name: string) =>
  shadow(el).querySelector(`[data-method="${id}"] [data-field="${name}"]`)?.textContent ?? null;
const count = (el: Element) => shadow(el).querySelector('[part=count]')?.textContent ?? '';
const stateText = (el: Element) => shadow(el).querySelector('[part=state]')?.textContent ?? '';
const select = (el: Element, which: string) => shadow(el).querySelector<HTMLSelectElement>(`[part~=${which}]`)!;

function choose(selectElement: HTMLSelectElement, value: string) {
  selectElement.value = value;
  selectElement.dispatchEvent(new Event('change', { bubbles: true }));
}

async function mount(src: string, country = 'DE', currency = 'EUR') {
  const el = await fixture<HTMLElement>(
    html`<deposit-withdrawal src=${src} country=${country} currency=${currency}></deposit-withdrawal>`,
  );
  // Two cores shared by many test runs: give the answer time.
  await waitUntil(() => cards(el).length > 0, 'no methods showed', { timeout: 4000 });
  return el;
}

describe('<deposit-withdrawal>', () => {
  before(() => define(depositWithdrawal));

  it('draws deposit and withdrawal as a segmented choice: joined boxes 44 px high, the chosen one filled', async () => {
    const { src } = await scope();
    const el = await mount(src);
    const [deposit, withdrawal] = [...shadow(el).querySelectorAll<HTMLElement>('[part~=option]')] as [
      HTMLElement,
      HTMLElement,
    ];
    const look = (option: HTMLElement) => getComputedStyle(option);
    const filled = look(deposit).backgroundColor;
    expect(deposit.getBoundingClientRect().height).to.be.at.least(44);
    expect(look(deposit).borderTopLeftRadius).to.not.equal('0px');
    expect(look(deposit).borderTopRightRadius).to.equal('0px');
    expect(look(withdrawal).borderTopLeftRadius).to.equal('0px');
    expect(look(withdrawal).backgroundColor).to.not.equal(filled);
    withdrawal.querySelector('input')!.click();
    await waitUntil(() => withdrawal.part.contains('option-selected'), 'withdrawal not chosen');
    expect(look(withdrawal).backgroundColor).to.equal(filled);
  });

  it('shows the deposit methods for the country and currency it starts with, with fees and times', async () => {
    const { src } = await scope();
    const el = await mount(src);
    expect(select(el, 'country').value).to.equal('DE');
    expect(select(el, 'country').selectedOptions[0]!.textContent).to.equal('Germany');
    expect(select(el, 'currency').value).to.equal('EUR');
    expect(ids(el)).to.deep.equal(['card', 'bank-transfer', 'sepa', 'paypal', 'skrill', 'neteller']);
    expect(count(el)).to.equal('6 deposit methods in Germany for EUR');
    expect(field(el, 'card', 'fee')).to.equal('Free');
    expect(field(el, 'card', 'time')).to.equal('Instant');
    expect(field(el, 'card', 'minimum')).to.equal('€100.00');
    expect(field(el, 'sepa', 'time')).to.equal('1 day');
  });

  it('switches to withdrawals, with their own fees and times', async () => {
    const { src } = await scope();
    const el = await mount(src);
    const withdrawal = shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!;
    withdrawal.click();
    await waitUntil(() => count(el).startsWith('6 withdrawal methods'), 'did not switch');
    expect(field(el, 'bank-transfer', 'fee')).to.equal('€10.00');
    expect(field(el, 'card', 'time')).to.equal('1–3 days');
    expect(field(el, 'paypal', 'fee')).to.equal('1%');
    expect(field(el, 'paypal', 'time')).to.equal('24 hours');
  });

  it('filters by another country and currency, keeping the currency when it is offered there', async () => {
    const { src } = await scope();
    const el = await mount(src);
    choose(select(el, 'country'), 'PL');
    await waitUntil(() => count(el).includes('Poland'));
    expect(select(el, 'currency').value).to.equal('EUR');
    choose(select(el, 'currency'), 'PLN');
    await waitUntil(() => count(el) === '6 deposit methods in Poland for PLN', count(el));
    expect(ids(el)).to.include.members(['blik', 'przelewy24']);
    expect(field(el, 'przelewy24', 'time')).to.equal('15–30 minutes');
    choose(select(el, 'country'), 'GB');
    // PLN is offered in the UK by cards and e-wallets; Neteller is not available there.
    await waitUntil(() => count(el).includes('United Kingdom'));
    expect(ids(el)).not.to.include('neteller');
  });

  it('announces the number of methods politely as the filters change', async () => {
    const { src } = await scope();
    const el = await mount(src, 'NL', 'EUR');
    expect(shadow(el).querySelector('[part=count]')!.getAttribute('role')).to.equal('status');
    shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!.click();
    // iDEAL takes deposits only.
    await waitUntil(() => count(el) === '6 withdrawal methods in Netherlands for EUR', count(el));
    expect(ids(el)).not.to.include('ideal');
    choose(select(el, 'currency'), 'CHF');
    await waitUntil(() => count(el) === '1 withdrawal method in Netherlands for CHF', count(el));
    expect(ids(el)).to.deep.equal(['bank-transfer']);
  });

  it('uses methods from the attribute without any request', async () => {
    const methods = JSON.stringify([
      {
        id: 'wire',
        name: 'Wire',
        type: 'bank',
        countries: ['*'],
        currencies: ['CHF'],
        deposit: { feePercent: 0, feeFixed: 5, minAmount: 1000, time: { from: 2, to: 2, unit: 'days' } },
        withdrawal: null,
      },
    ]);
    const el = await fixture<HTMLElement>(
      html`<deposit-withdrawal src="/never-asked" methods=${methods} country="CH"></deposit-withdrawal>`,
    );
    await rendered(el, '[part=list]');
    expect(field(el, 'wire', 'fee')).to.equal('CHF\u00a05.00');
    expect(field(el, 'wire', 'time')).to.equal('2 days');
    shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!.click();
    await waitUntil(() => shadow(el).querySelector('[part=empty]'), 'no empty state');
    expect(count(el)).to.equal('No withdrawal methods in Switzerland.');
    expect(select(el, 'currency').disabled).to.equal(true);
  });

  it('logs one error for a malformed methods attribute and loads from src instead', async () => {
    const { src } = await scope();
    const errors = captureConsole();
    try {
      const el = await fixture<HTMLElement>(
        html`<deposit-withdrawal src=${src} methods='[{"id": 1}]' country="DE"></deposit-withdrawal>`,
      );
      await waitUntil(() => cards(el).length > 0, 'no methods showed', { timeout: 4000 });
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<deposit-withdrawal>').and.to.contain('methods');
    } finally {
      errors.restore();
    }
  });

  it('shows loading until a late answer arrives', async () => {
    const { src, fault } = await scope();
    await fault('slow', 1200);
    const el = document.createElement('deposit-withdrawal');
    el.setAttribute('src', src);
    document.body.append(el);
    try {
      expect(stateText(el)).to.equal('Loading payment methods…');
      await waitUntil(() => cards(el).length > 0, 'the late answer did not show', { timeout: 2500 });
    } finally {
      el.remove();
    }
  });

  it('says so when the answer holds no methods ({})', async () => {
    const { src, fault } = await scope();
    await fault('empty');
    const el = await fixture<HTMLElement>(html`<deposit-withdrawal src=${src}></deposit-withdrawal>`);
    await waitUntil(() => stateText(el).includes('No payment methods are listed'), 'no empty state');
  });

  for (const mode of ['fail', 'not-found', 'malformed']) {
    it(`shows a failed state and warns once naming the URL when the server answers ${mode}`, async () => {
      const { src, fault } = await scope();
      await fault(mode);
      const warnings = captureConsole('warn');
      try {
        const el = await fixture<HTMLElement>(html`<deposit-withdrawal src=${src}></deposit-withdrawal>`);
        await waitUntil(() => stateText(el).includes('could not be loaded'), 'no failed state');
        expect(warnings.messages).to.have.length(1);
        expect(warnings.messages[0]).to.contain('<deposit-withdrawal>').and.to.contain(src);
      } finally {
        warnings.restore();
      }
    });
  }

  it('passes an accessibility audit', async () => {
    const { src } = await scope();
    const el = await mount(src);
    await expect(el).to.be.accessible();
  });

  it('puts cards side by side at desktop width', async () => {
    const { src } = await scope();
    const el = await mount(src);
    const [first, second] = cards(el);
    expect(second!.getBoundingClientRect().top).to.equal(first!.getBoundingClientRect().top);
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('stacks the cards and the filters inside the screen', async () => {
      const { src } = await scope();
      const el = await mount(src);
      shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!.click();
      await waitUntil(() => count(el).startsWith('6 withdrawal'));
      const [first, second] = cards(el);
      expect(second!.getBoundingClientRect().top).to.be.greaterThan(first!.getBoundingClientRect().bottom);
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });
});
