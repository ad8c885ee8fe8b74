/** The worked examples of docs/CALCULATOR.md, and the rules around them. */
import { expect } from '@open-wc/testing';
import { fastestRunMs, HOSTILE_BUDGET_MS, HOSTILE_INPUTS } from '../../test/hostile-input';
import {
  calculateTrade,
  checkContractSizes,
  checkPrices,
  conversionPairs,
  conversionRate,
  convertAmounts,
  formatMoney,
  formatNumber,
  instrumentSpec,
  lotProblem,
  midPrice,
  parseLeverage,
  parseLocaleNumber,
  positionAmounts,
  unknownInstruments,
  type InstrumentSpec,
  type PricePoint,
} from './trading-calculator.model';

const cents = (value: number) => Math.round(value * 100) / 100;
const indicative = (price: number): PricePoint => ({ price, live: false });

function worked(symbol: string, price: number, account: string, others: Record<string, number> = {}) {
  const spec = instrumentSpec(symbol)!;
  const amounts = positionAmounts({ spec, lots: 1, leverage: 30, price, direction: 'buy', movePips: 10 });
  const rate = conversionRate(spec, account, indicative(price), (code) =>
    others[code] === undefined ? undefined : indicative(others[code]!),
  );
  return { spec, amounts, rate, converted: rate && convertAmounts(amounts, rate.rate) };
}

describe('trading-calculator model', () => {
  describe('worked examples (docs/CALCULATOR.md)', () => {
    it('EURUSD, 1 lot at 1.0850, 1:30, USD account: margin 3,616.67 USD, pip value 10 USD', () => {
      const { amounts, rate, converted } = worked('EURUSD', 1.085, 'USD');
      expect(amounts.units).to.equal(100_000);
      expect(cents(amounts.notional)).to.equal(108_500);
      expect(rate).to.include({ rate: 1, pair: null });
      expect(cents(converted!.margin)).to.equal(3616.67);
      expect(cents(converted!.pipValue)).to.equal(10);
      expect(cents(converted!.profit)).to.equal(100);
    });

    it('USDJPY, 1 lot at 151.50, 1:30, USD account: converted at 1 / 151.50, the pair itself', () => {
      const { amounts, rate, converted } = worked('USDJPY', 151.5, 'USD');
      expect(amounts.margin).to.equal(505_000);
      expect(amounts.pipValue).to.equal(1000);
      expect(rate).to.include({ from: 'JPY', to: 'USD', pair: 'USDJPY', pairPrice: 151.5, inverted: true });
      expect(cents(converted!.margin)).to.equal(3333.33);
      expect(cents(converted!.pipValue)).to.equal(6.6);
    });

    it('EURGBP, 1 lot at 0.8550, 1:30, USD account: converted at GBPUSD 1.2700', () => {
      const { amounts, rate, converted } = worked('EURGBP', 0.855, 'USD', { GBPUSD: 1.27 });
      expect(cents(amounts.margin)).to.equal(2850);
      expect(cents(amounts.pipValue)).to.equal(10);
      expect(rate).to.include({ from: 'GBP', to: 'USD', rate: 1.27, pair: 'GBPUSD', inverted: false });
      expect(cents(converted!.margin)).to.equal(3619.5);
      expect(cents(converted!.pipValue)).to.equal(12.7);
    });

    it('EURGBP for a USD account with only USDGBP known: the inverse', () => {
      const { rate, converted } = worked('EURGBP', 0.855, 'USD', { USDGBP: 0.8 });
      expect(rate).to.include({ pair: 'USDGBP', rate: 1.25, inverted: true });
      expect(cents(converted!.margin)).to.equal(3562.5);
    });

    it('EURUSD for a EUR account: converted at 1 / EURUSD', () => {
      const { converted, rate } = worked('EURUSD', 1.085, 'EUR');
      expect(rate).to.include({ pair: 'EURUSD', inverted: true });
      expect(cents(converted!.margin)).to.equal(3333.33);
      expect(cents(converted!.pipValue)).to.equal(9.22);
    });

    it('no conversion rate when neither pair has a price', () => {
      expect(worked('EURGBP', 0.855, 'USD').rate).to.equal(null);
    });
  });

  it('knows the contracts of the asset classes', () => {
    expect(instrumentSpec('eurusd')).to.deep.equal({
      symbol: 'EURUSD',
      assetClass: 'forex',
      base: 'EUR',
      quote: 'USD',
      contractSize: 100_000,
      pipSize: 0.0001,
    });
    expect(instrumentSpec('GBPJPY')).to.include({ quote: 'JPY', pipSize: 0.01 });
    expect(instrumentSpec('XAUUSD')).to.include({
      assetClass: 'metals',
      base: 'XAU',
      contractSize: 100,
      pipSize: 0.01,
    });
    expect(instrumentSpec('GER40')).to.include({ assetClass: 'indices', quote: 'EUR', contractSize: 1, pipSize: 1 });
    expect(instrumentSpec('WTI')).to.include({ assetClass: 'commodities', contractSize: 1000 });
    expect(instrumentSpec('AAPL')).to.include({ assetClass: 'stocks', contractSize: 1 });
    expect(instrumentSpec('BTCUSD')).to.include({ assetClass: 'crypto', contractSize: 1, pipSize: 1 });
    expect(instrumentSpec('NOT-A-PAIR')).to.equal(null);
  });

  it('takes contract sizes by instrument first, then by class', () => {
    const sizes = { forex: 10_000, XAUUSD: 10, indices: 10 };
    expect(instrumentSpec('EURUSD', sizes)!.contractSize).to.equal(10_000);
    expect(instrumentSpec('XAUUSD', sizes)!.contractSize).to.equal(10);
    expect(instrumentSpec('US500', sizes)!.contractSize).to.equal(10);
    expect(checkContractSizes({ forex: 1000 })).to.equal(null);
    expect(checkContractSizes({ forex: -1 })).to.be.a('string');
    expect(checkPrices({ EURUSD: 1.08 })).to.equal(null);
    expect(checkPrices([1])).to.contain('prices');
  });

  it('values an index and a sell: a sell loses when the price rises', () => {
    const spec = instrumentSpec('US500') as InstrumentSpec;
    const amounts = positionAmounts({ spec, lots: 2, leverage: 20, price: 5210.25, direction: 'sell', movePips: 15 });
    expect(amounts.margin).to.equal(521.025);
    expect(amounts.pipValue).to.equal(2);
    expect(amounts.profit).to.equal(-30);
  });

  it('lists the pairs that convert one currency into another', () => {
    expect(conversionPairs('GBP', 'USD')).to.deep.equal(['GBPUSD', 'USDGBP']);
    expect(conversionPairs('USD', 'USD')).to.deep.equal([]);
  });

  it('reads leverage as 1:N or N', () => {
    expect(parseLeverage('1:30')).to.equal(30);
    expect(parseLeverage(' 1 : 500 ')).to.equal(500);
    expect(parseLeverage('20')).to.equal(20);
    expect(parseLeverage('30:1')).to.be.NaN;
    expect(parseLeverage('0')).to.be.NaN;
  });

  it('reads numbers typed in the page locale, refusing ambiguous ones', () => {
    expect(parseLocaleNumber('1.5', 'en')).to.equal(1.5);
    expect(parseLocaleNumber('1,000.5', 'en')).to.equal(1000.5);
    expect(parseLocaleNumber('1,5', 'en')).to.be.NaN;
    expect(parseLocaleNumber('1,5', 'de')).to.equal(1.5);
    expect(parseLocaleNumber('1.500,25', 'de')).to.equal(1500.25);
    expect(parseLocaleNumber('1 000,5', 'fr')).to.equal(1000.5);
    expect(parseLocaleNumber('-20', 'en')).to.equal(-20);
    expect(parseLocaleNumber('abc', 'en')).to.be.NaN;
    expect(parseLocaleNumber('', 'en')).to.be.NaN;
    expect(parseLocaleNumber(`0.${'1'.repeat(31)}`, 'en'), 'longer than anyone means').to.be.NaN;
  });

  it(`reads a typed number or leverage within ${HOSTILE_BUDGET_MS} ms on 50,000 characters`, () => {
    for (const text of HOSTILE_INPUTS) {
      for (const locale of ['en', 'de', 'fr']) {
        const ms = fastestRunMs(() => parseLocaleNumber(text, locale));
        expect(ms, `${locale} on ${JSON.stringify(text.slice(0, 8))}…`).to.be.below(HOSTILE_BUDGET_MS);
      }
      expect(fastestRunMs(() => parseLeverage(text))).to.be.below(HOSTILE_BUDGET_MS);
    }
  });

  it('accepts lots above 0, up to 1000, in steps of 0.01', () => {
    expect(lotProblem(1)).to.equal(null);
    expect(lotProblem(0.01)).to.equal(null);
    expect(lotProblem(2.35)).to.equal(null);
    expect(lotProblem(0)).to.equal('lots_not_positive');
    expect(lotProblem(-1)).to.equal('lots_not_positive');
    expect(lotProblem(0.005)).to.equal('lots_step');
    expect(lotProblem(1001)).to.equal('lots_too_large');
    expect(lotProblem(Number.NaN)).to.equal('lots_not_number');
  });

  it('formats money in the account currency and the page locale', () => {
    expect(formatMoney(3616.666, 'USD', 'en')).to.equal('$3,616.67');
    expect(formatMoney(3616.666, 'EUR', 'de')).to.equal('3.616,67\u00a0€');
    expect(formatMoney(505000, 'JPY', 'en')).to.equal('¥505,000');
    expect(formatMoney(-30, 'GBP', 'en-GB')).to.equal('-£30.00');
    expect(formatMoney(1, 'USD', 'not a locale!')).to.equal('$1.00');
  });

  it('writes numbers in the page locale, up to the decimals asked', () => {
    expect(formatNumber(100000, 'en')).to.equal('100,000');
    expect(formatNumber(0.5, 'de')).to.equal('0,5');
    expect(formatNumber(0.0001, 'en')).to.equal('0');
    expect(formatNumber(0.0001, 'en', 6)).to.equal('0.0001');
    expect(formatNumber(1.005, 'not a locale!')).to.equal('1.01');
    expect(formatNumber(100000, 'fr')).to.equal('100\u202f000');
    expect(formatNumber(2.5, 'de', 0)).to.equal('3');
    expect(formatNumber(-10, 'en')).to.equal('-10');
    // Written without Intl for the site's languages, as Intl writes them.
    for (const [value, decimals] of [
      [100000, 2],
      [0.0001, 6],
      [1.005, 2],
      [0.5, 2],
      [30, 2],
      [1234.5678, 3],
    ] as const) {
      for (const locale of ['en-GB', 'de', 'fr', 'es', 'pl', 'de-CH']) {
        const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: decimals }).format(value);
        expect(formatNumber(value, locale, decimals), `${value} in ${locale}`).to.equal(intl);
      }
    }
    // One format per locale and options: money's is not a number's.
    expect(formatMoney(1, 'USD', 'en')).to.equal('$1.00');
    expect(formatNumber(1, 'en')).to.equal('1');
  });

  describe('Calculate', () => {
    const inputs = (changes: Partial<Parameters<typeof calculateTrade>[0]> = {}) => ({
      spec: instrumentSpec('EURGBP')!,
      direction: 'buy' as const,
      lotsText: '1',
      moveText: '10',
      leverage: 30,
      account: 'USD',
      locale: 'en',
      price: indicative(0.855),
      priceDecimals: 4,
      priceOf: (code: string) => (code === 'GBPUSD' ? indicative(1.27) : undefined),
      ...changes,
    });

    it('values the typed trade in the account currency, naming the rate (docs/CALCULATOR.md, EURGBP)', () => {
      const { errors, result } = calculateTrade(inputs());
      expect(errors).to.deep.equal({});
      expect(result!.currency).to.equal('USD');
      expect(cents(result!.amounts.margin)).to.equal(3619.5);
      expect(cents(result!.amounts.pipValue)).to.equal(12.7);
      expect(result!.rate!.pair).to.equal('GBPUSD');
      expect(result!.lots).to.equal(1);
      expect(result!.movePips).to.equal(10);
    });

    it('reads the texts in the page locale, and stays in the quote currency without a rate', () => {
      const { result } = calculateTrade(
        inputs({ lotsText: '0,5', moveText: '-10', locale: 'de', priceOf: () => undefined }),
      );
      expect(result!.lots).to.equal(0.5);
      expect(result!.movePips).to.equal(-10);
      expect(result!.currency).to.equal('GBP');
      expect(result!.rate).to.equal(null);
    });

    it('names every refused input and gives no result', () => {
      const { errors, result } = calculateTrade(inputs({ lotsText: '0', moveText: 'ten', price: undefined }));
      expect(result).to.equal(null);
      expect(errors.lots).to.equal('lots_not_positive');
      expect(errors.move).to.equal('move_not_number');
      expect(errors.price).to.equal('price_missing');
      const index = calculateTrade(inputs({ spec: instrumentSpec('US500')!, moveText: 'ten' }));
      expect(index.errors.move, 'an index moves in points').to.equal('move_points_not_number');
    });
  });

  it('names the instruments it has no contract for', () => {
    expect(unknownInstruments(['EURUSD', 'US500', 'NOT-A-PAIR', 'FOO'])).to.deep.equal(['NOT-A-PAIR', 'FOO']);
  });

  it('takes the mid price of a live quote', () => {
    expect(midPrice(1.0849, 1.0851)).to.be.closeTo(1.085, 1e-12);
  });
});
