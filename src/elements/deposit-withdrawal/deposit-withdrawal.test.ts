/** <deposit-withdrawal> against the demo backend's payment methods (demo/backend/content/catalog.mjs). */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { contentScope } from '../../test/content-scope';
import { expectOneError } from '../../test/attribute-errors';
import { define, rendered, shadow } from '../../test/harness';
import { remoteListStateTests } from '../../test/remote-list';
import { expectSegmentedChoice } from '../../test/segmented';
import { atPhoneWidth, describeOneRowAtDesktop, expectPhoneLayout } from '../../test/layout';
import es from '../../catalogues/es';
import { builtIn } from '../../test/words';
import { depositWithdrawal } from './deposit-withdrawal.element';
import { depositWithdrawalWords } from './deposit-withdrawal.words';

const scope = () => contentScope('deposit-withdrawal', '/api/payment-methods');

const cards = (el: Element) => [...shadow(el).querySelectorAll<HTMLElement>('[part=method]')];
const ids = (el: Element) => cards(el).map((card) => card.dataset.method);
const field = (el: Element, id: string, name: string) =>
  shadow(el).querySelector(`[data-method="${id}"] [data-field="${name}"]`)?.textContent ?? null;
/** Expects each field, named "<method> <field>", to show its text. */
function expectFields(el: Element, expected: Record<string, string>) {
  const shown = Object.keys(expected).map((name) => [name, field(el, ...(name.split(' ') as [string, string]))]);
  expect(Object.fromEntries(shown)).to.deep.equal(expected);
}
const count = (el: Element) => shadow(el).querySelector('[part=count]')?.textContent ?? '';
const select = (el: Element, which: string) => shadow(el).querySelector<HTMLSelectElement>(`[part~=${which}]`)!;

function choose(selectElement: HTMLSelectElement, value: string) {
  selectElement.value = value;
  selectElement.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The element on a fresh scope, once it shows methods. */
async function mount(country = 'DE', currency = 'EUR') {
  const { src } = await scope();
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
    await expectSegmentedChoice(await mount());
  });

  it('shows the deposit methods for the country and currency it starts with, with fees and times', async () => {
    const el = await mount();
    expect(select(el, 'country').value).to.equal('DE');
    expect(select(el, 'country').selectedOptions[0]!.textContent).to.equal('Germany');
    expect(select(el, 'currency').value).to.equal('EUR');
    expect(ids(el)).to.deep.equal(['card', 'bank-transfer', 'sepa', 'paypal', 'skrill', 'neteller']);
    expect(count(el)).to.equal('6 deposit methods in Germany for EUR');
    expectFields(el, { 'card fee': 'Free', 'card time': 'Instant', 'card minimum': '€100.00', 'sepa time': '1 day' });
  });

  it('switches to withdrawals, with their own fees and times', async () => {
    const el = await mount();
    const withdrawal = shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!;
    withdrawal.click();
    await waitUntil(() => count(el).startsWith('6 withdrawal methods'), 'did not switch');
    expectFields(el, {
      'bank-transfer fee': '€10.00',
      'card time': '1–3 days',
      'paypal fee': '1%',
      'paypal time': '24 hours',
    });
  });

  it('filters by another country and currency, keeping the currency when it is offered there', async () => {
    const el = await mount();
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
    const el = await mount('NL', 'EUR');
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
    await expectOneError('deposit-withdrawal', ['methods'], async () => {
      const el = await fixture<HTMLElement>(
        html`<deposit-withdrawal src=${src} methods='[{"id": 1}]' country="DE"></deposit-withdrawal>`,
      );
      await waitUntil(() => cards(el).length > 0, 'no methods showed', { timeout: 4000 });
    });
  });

  remoteListStateTests({
    tag: 'deposit-withdrawal',
    route: '/api/payment-methods',
    shown: (el) => cards(el).length > 0,
    loading: 'Loading payment methods…',
    empty: 'No payment methods are listed',
    failures: ['fail', 'not-found', 'malformed'],
  });

  it('passes an accessibility audit', async () => {
    const el = await mount();
    await expect(el).to.be.accessible();
  });

  describeOneRowAtDesktop('puts cards side by side', async () => cards(await mount()).slice(0, 2));

  describe('at 360 px', () => {
    atPhoneWidth();

    it('stacks the cards and the filters inside the screen', async () => {
      const el = await mount();
      shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!.click();
      await waitUntil(() => count(el).startsWith('6 withdrawal'));
      const [first, second] = cards(el);
      expect(second!.getBoundingClientRect().top).to.be.greaterThan(first!.getBoundingClientRect().bottom);
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });
});

describe('<deposit-withdrawal> in Spanish', () => {
  before(() => define(depositWithdrawal));

  it('counts, names and describes the methods in Spanish, the country and currency inside whole sentences', async () => {
    const methods = JSON.stringify([
      {
        id: 'card',
        name: 'Visa',
        type: 'card',
        countries: ['*'],
        currencies: ['EUR'],
        deposit: { feePercent: 0, feeFixed: 0, minAmount: null, time: { from: 0, to: 0, unit: 'instant' } },
        withdrawal: null,
      },
    ]);
    const section = await fixture<HTMLElement>(
      html`<section lang="es">
        <deposit-withdrawal src="/never-asked" methods=${methods} country="ES" currency="EUR"></deposit-withdrawal>
      </section>`,
    );
    const el = section.querySelector('deposit-withdrawal')!;
    const es_ = (key: string, values = {}) => builtIn(es, 'es', depositWithdrawalWords, key, values);
    const spain = new Intl.DisplayNames(['es'], { type: 'region' }).of('ES')!;
    await waitUntil(
      () => count(el) === es_('deposit_count_in_for', { count: 1, country: spain, currency: 'EUR' }),
      'not counted in Spanish',
    );
    expect(shadow(el).querySelector('[part=type]')!.textContent).to.equal(es_('card'));
    expectFields(el, { 'card fee': es_('free'), 'card time': es_('instant'), 'card minimum': es_('no_minimum') });
    shadow(el).querySelector<HTMLInputElement>('input[value=withdrawal]')!.click();
    await waitUntil(() => count(el) === es_('no_withdrawal_in', { country: spain }), 'no Spanish empty count');
    expect(shadow(el).querySelector('[part=empty]')!.textContent).to.equal(es_('none_shown'));
  });
});
