/** <trading-calculator>: the worked examples of docs/CALCULATOR.md as a visitor sees them, and the live feed of the demo market. */
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { captureConsole, define, part, rendered, shadow } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { allowMarketQuotes, market } from '../../test/market';
import { expectSegmentedChoice } from '../../test/segmented';
import fr from '../../catalogues/fr';
import { formatPrice } from '../../services/quotes';
import { builtIn } from '../../test/words';
import { tradingCalculator } from './trading-calculator.element';
import { formatNumber } from './trading-calculator.model';
import { tradingCalculatorWords } from './trading-calculator.words';

const PRICES = JSON.stringify({ USDJPY: 151.5, EURGBP: 0.855, GBPUSD: 1.27 });
const figure = (el: Element, field: string) => shadow(el).querySelector(`[data-field="${field}"]`)?.textContent ?? null;
const deepActive = (el: Element) => shadow(el).activeElement;

function choose(select: HTMLSelectElement, value: string) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

async function typeInto(input: HTMLInputElement, text: string) {
  input.focus();
  input.select();
  await sendKeys({ press: 'Backspace' });
  await sendKeys({ type: text });
}

async function calculate(el: Element) {
  const before = figure(el, 'basis');
  part<HTMLButtonElement>(el, 'submit').click();
  await waitUntil(() => figure(el, 'basis') !== before || shadow(el).querySelector('[part=error]'), 'no result');
}

async function mount(instruments = 'EURUSD,USDJPY,EURGBP,US500') {
  const el = await fixture<HTMLElement>(
    html`<trading-calculator instruments=${instruments} price="1.0850" prices=${PRICES}></trading-calculator>`,
  );
  await rendered(el, '[part=submit]');
  return el;
}

describe('<trading-calculator>', () => {
  before(async () => {
    await allowMarketQuotes();
    define(tradingCalculator);
  });

  it('draws buy and sell as a segmented choice: joined boxes 44 px high, the chosen one filled', async () => {
    await expectSegmentedChoice(await mount());
  });

  it('EURUSD, 1 lot at 1.0850, 1:30, USD: margin $3,616.67, pip value $10.00, on an indicative price', async () => {
    const el = await mount();
    expect(part(el, 'price').dataset.source).to.equal('indicative');
    expect(part(el, 'price').textContent)
      .to.contain('Indicative price EURUSD: 1.0850')
      .and.to.contain('not a live quote');
    expect(figure(el, 'margin')).to.equal(null);
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$3,616.67');
    expect(figure(el, 'pip-value')).to.equal('$10.00');
    expect(figure(el, 'profit')).to.equal('$100.00');
    expect(figure(el, 'basis')).to.contain('1 lot EURUSD = 100,000 units at 1.0850 (indicative), leverage 1:30.');
    expect(part(el, 'results').getAttribute('aria-live')).to.equal('polite');
  });

  it('converts a JPY pair at its own price and a cross at the GBPUSD price, and says so', async () => {
    const el = await mount();
    choose(part(el, 'instrument'), 'USDJPY');
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$3,333.33');
    expect(figure(el, 'pip-value')).to.equal('$6.60');
    expect(figure(el, 'basis')).to.contain('Converted from JPY to USD at 1 ÷ USDJPY 151.5000 (indicative price).');
    choose(part(el, 'instrument'), 'EURGBP');
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$3,619.50');
    expect(figure(el, 'pip-value')).to.equal('$12.70');
    expect(figure(el, 'basis')).to.contain('Converted from GBP to USD at GBPUSD 1.2700 (indicative price).');
  });

  it('follows the leverage, account currency, lots and direction chosen', async () => {
    const el = await mount();
    choose(part(el, 'leverage'), '10');
    choose(part(el, 'account'), 'EUR');
    await typeInto(part(el, 'lots'), '0.5');
    shadow(el).querySelector<HTMLInputElement>('input[value=sell]')!.click();
    await calculate(el);
    // 50,000 × 1.085 ÷ 10 = 5,425 USD = 5,000 EUR at 1 ÷ 1.085; a pip 5 USD = 4.61 EUR; a sell loses 46.08 EUR on +10.
    expect(figure(el, 'margin')).to.equal('€5,000.00');
    expect(figure(el, 'pip-value')).to.equal('€4.61');
    expect(figure(el, 'profit')).to.equal('-€46.08');
    expect(shadow(el).querySelector('[data-field=profit]')!.getAttribute('data-sign')).to.equal('loss');
  });

  it('refuses a lot size that is not above 0, explaining and focusing it', async () => {
    const el = await mount();
    await typeInto(part(el, 'lots'), '0');
    await calculate(el);
    const lots = part<HTMLInputElement>(el, 'lots');
    expect(lots.getAttribute('aria-invalid')).to.equal('true');
    const error = shadow(el).getElementById(lots.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).to.equal('The lot size must be greater than 0.');
    expect(deepActive(el)).to.equal(lots);
    expect(figure(el, 'margin')).to.equal(null);
    await typeInto(lots, '0.005');
    await calculate(el);
    expect(error.isConnected && error.textContent).to.equal('Lot sizes go in steps of 0.01.');
    await typeInto(lots, '2');
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$7,233.33');
    expect(lots.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('offers only the leverages of its list, and logs one error for a malformed list', async () => {
    const errors = captureConsole();
    try {
      const el = await fixture<HTMLElement>(
        html`<trading-calculator instruments="EURUSD" price="1.085" leverages="1:50, lots"></trading-calculator>`,
      );
      await rendered(el, '[part=submit]');
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.contain('<trading-calculator>').and.to.contain('leverages');
      const options = [...part<HTMLSelectElement>(el, 'leverage').options].map((option) => option.textContent);
      expect(options).to.deep.equal(['1:30', '1:20', '1:10', '1:5', '1:2']);
    } finally {
      errors.restore();
    }
    const el = await fixture<HTMLElement>(
      html`<trading-calculator
        instruments="EURUSD"
        price="1.085"
        leverages="1:50,1:100"
        leverage="100"
      ></trading-calculator>`,
    );
    await rendered(el, '[part=submit]');
    expect(part<HTMLSelectElement>(el, 'leverage').value).to.equal('100');
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$1,085.00');
  });

  it('warns once about instruments it has no contract for, and leaves them out', async () => {
    const warnings = captureConsole('warn');
    try {
      const el = await mount('EURUSD,USDJPY,EURGBP,US500,NOT-A-PAIR');
      await waitUntil(() => warnings.messages.length > 0, 'no warning');
      expect(warnings.messages).to.have.length(1);
      expect(warnings.messages[0])
        .to.contain('<trading-calculator>')
        .and.to.contain('"instruments"')
        .and.to.contain('NOT-A-PAIR');
      const options = [...part<HTMLSelectElement>(el, 'instrument').options].map((option) => option.value);
      expect(options).to.deep.equal(['EURUSD', 'USDJPY', 'EURGBP', 'US500']);
    } finally {
      warnings.restore();
    }
  });

  it('says when no price is known and refuses to calculate', async () => {
    const el = await fixture<HTMLElement>(html`<trading-calculator instruments="EURUSD"></trading-calculator>`);
    await rendered(el, '[part=submit]');
    expect(part(el, 'price').dataset.source).to.equal('none');
    expect(part(el, 'price').textContent).to.equal('No price is available for EURUSD.');
    await calculate(el);
    expect(shadow(el).querySelector('[part=error]')!.textContent).to.contain('No price is available for EURUSD yet');
    expect(figure(el, 'margin')).to.equal(null);
  });

  it('prices from the live feed (mid price), converting a cross at the live GBPUSD', async () => {
    const m = await market('trading-calculator');
    const el = await fixture<HTMLElement>(
      html`<trading-calculator instruments="EURGBP" token-url=${m.tokenUrl} ws_api=${m.wsApi}></trading-calculator>`,
    );
    await waitUntil(() => part(el, 'price').dataset.source === 'live', 'no live price', { timeout: 5000 });
    expect(part(el, 'price').textContent).to.match(/^Live price EURGBP: 0\.8\d+ \(mid\)$/);
    await waitUntil(
      async () => {
        await calculate(el);
        return figure(el, 'basis')?.includes('(live mid price)');
      },
      'no live GBPUSD',
      { timeout: 5000 },
    );
    expect(figure(el, 'basis')).to.match(/Converted from GBP to USD at GBPUSD 1\.2\d+ \(live mid price\)\./);
    expect(figure(el, 'margin')).to.match(/^\$3,[5-7]\d\d\.\d\d$/);
  });

  it('waits for a late feed, then uses its price', async () => {
    const m = await market('trading-calculator');
    await m.faults({ silent: true });
    const el = await fixture<HTMLElement>(
      html`<trading-calculator instruments="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></trading-calculator>`,
    );
    await rendered(el, '[part=submit]');
    expect(part(el, 'price').textContent).to.equal('Waiting for the live price of EURUSD…');
    await calculate(el);
    expect(figure(el, 'margin')).to.equal(null);
    await m.push({ EURUSD: { bid: 1.085, ask: 1.085 } });
    await waitUntil(() => part(el, 'price').dataset.source === 'live', 'the pushed price did not show', {
      timeout: 5000,
    });
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$3,616.67');
  });

  it('falls back to the indicative price when the feed fails', async () => {
    const m = await market('trading-calculator');
    await m.faults({ token: 'fail' });
    const el = await fixture<HTMLElement>(
      html`<trading-calculator
        instruments="EURUSD"
        price="1.085"
        token-url=${m.tokenUrl}
        ws_api=${m.wsApi}
      ></trading-calculator>`,
    );
    await rendered(el, '[part=submit]');
    expect(part(el, 'price').dataset.source).to.equal('indicative');
    await calculate(el);
    expect(figure(el, 'margin')).to.equal('$3,616.67');
  });

  it('labels every field and passes an accessibility audit', async () => {
    const el = await mount();
    await calculate(el);
    for (const name of ['instrument', 'lots', 'leverage', 'account', 'move']) {
      const input = part(el, name);
      expect(shadow(el).querySelector(`label[for="${input.id}"]`), name).to.exist;
    }
    await expect(el).to.be.accessible();
  });

  it('puts the results beside the form at desktop width', async () => {
    await setViewport({ width: 1200, height: 800 });
    try {
      const el = await mount();
      await calculate(el);
      const results = part(el, 'results').getBoundingClientRect();
      expect(results.left).to.be.greaterThan(part(el, 'form').getBoundingClientRect().right);
      expect(results.top).to.be.below(part(el, 'submit').getBoundingClientRect().top);
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('stacks the form and the results inside the screen', async () => {
      const el = await mount();
      choose(part(el, 'instrument'), 'EURGBP');
      await calculate(el);
      expect(part(el, 'results').getBoundingClientRect().top).to.be.greaterThan(
        part(el, 'submit').getBoundingClientRect().bottom,
      );
      expectPhoneLayout(el);
      await expect(el).to.be.accessible();
    });
  });
});

describe('<trading-calculator> in French', () => {
  before(async () => {
    await allowMarketQuotes();
    define(tradingCalculator);
  });

  it('labels, explains and refuses in French, the direction in French inside the profit sentence', async () => {
    const section = await fixture<HTMLElement>(
      html`<section lang="fr">
        <trading-calculator instruments="EURUSD" price="1.0850" prices=${PRICES}></trading-calculator>
      </section>`,
    );
    const el = section.querySelector('trading-calculator')!;
    const fr_ = (key: string, values = {}) => builtIn(fr, 'fr', tradingCalculatorWords, key, values);
    await waitUntil(() => part(el, 'submit')?.textContent === fr_('calculate'), 'not in French');
    expect(shadow(el).querySelector('legend')!.textContent).to.equal(fr_('direction'));
    expect([...shadow(el).querySelectorAll('[part~=option]')].map((option) => option.textContent)).to.deep.equal([
      fr_('buy'),
      fr_('sell'),
    ]);
    const price = formatPrice(1.085, 4, 'fr');
    expect(part(el, 'price').textContent).to.equal(fr_('indicative_price', { symbol: 'EURUSD', price }));
    await calculate(el);
    const labels = [...shadow(el).querySelectorAll('[part=figures] dt')].map((dt) => dt.textContent);
    expect(labels).to.deep.equal([
      fr_('margin'),
      fr_('pip_value'),
      fr_('profit_pips', { count: 10, move: '10', direction: fr_('buy') }),
    ]);
    expect(figure(el, 'basis')).to.contain(
      fr_('basis_indicative', {
        count: 1,
        lots: '1',
        symbol: 'EURUSD',
        units: formatNumber(100_000, 'fr'),
        price,
        leverage: '1:30',
      }),
    );
    await typeInto(part(el, 'lots'), '0');
    await calculate(el);
    expect(shadow(el).querySelector('[part=error]')!.textContent).to.equal(fr_('lots_not_positive'));
  });
});
