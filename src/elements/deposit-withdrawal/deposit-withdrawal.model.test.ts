import { expect } from '@open-wc/testing';
import { ContentShapeError } from '../../services/content/content-source';
import {
  checkMethods,
  chooseCurrency,
  countryOptions,
  currencyOptions,
  filterMethods,
  formatFee,
  formatTime,
  readMethod,
  readMethods,
  regionName,
  type PaymentMethod,
} from './deposit-withdrawal.model';

const terms = (feePercent = 0, feeFixed = 0) => ({
  feePercent,
  feeFixed,
  minAmount: 50,
  time: { from: 0, to: 0, unit: 'instant' as const },
});
const method = (id: string, extra: Partial<PaymentMethod> = {}): PaymentMethod => ({
  id,
  name: id,
  type: 'card',
  countries: ['*'],
  excludedCountries: [],
  currencies: ['USD', 'EUR'],
  deposit: terms(),
  withdrawal: terms(),
  ...extra,
});

const methods = [
  method('card'),
  method('blik', { countries: ['PL'], currencies: ['PLN'], withdrawal: null }),
  method('paypal', { excludedCountries: ['ZA'], currencies: ['GBP', 'USD'] }),
];

describe('deposit-withdrawal model', () => {
  it('reads a method, normalising codes and filling defaults', () => {
    expect(
      readMethod({
        id: 'x',
        name: 'X',
        type: 'ewallet',
        countries: ['de', '*', 'Germany'],
        currencies: ['eur', 'EURO'],
        deposit: { feePercent: 1.5, time: { from: 1, to: 2, unit: 'days' } },
        withdrawal: { time: { unit: 'fortnights' } },
      }),
    ).to.deep.equal({
      id: 'x',
      name: 'X',
      type: 'ewallet',
      countries: ['DE', '*'],
      excludedCountries: [],
      currencies: ['EUR'],
      deposit: { feePercent: 1.5, feeFixed: 0, minAmount: null, time: { from: 1, to: 2, unit: 'days' } },
      withdrawal: null,
    });
  });

  it('rejects a method without a name, a known type, currencies or any terms', () => {
    const good = { id: 'a', name: 'A', type: 'card', countries: ['*'], currencies: ['USD'], deposit: terms() };
    expect(readMethod(good)).not.to.equal(null);
    expect(readMethod({ ...good, name: 1 })).to.equal(null);
    expect(readMethod({ ...good, type: 'cheque' })).to.equal(null);
    expect(readMethod({ ...good, currencies: [] })).to.equal(null);
    expect(readMethod({ ...good, deposit: null })).to.equal(null);
    expect(checkMethods([good])).to.equal(null);
    expect(checkMethods({})).to.equal('expected a JSON list of payment methods');
    expect(checkMethods([good, { id: 'b' }])).to.contain('method 1');
  });

  it('reads the endpoint answer: {} is nothing to show, another shape an error', () => {
    expect(readMethods({})).to.equal(null);
    expect(readMethods({ data: [{ id: 'broken' }] })).to.equal(null);
    expect(() => readMethods({ data: 42 })).to.throw(ContentShapeError);
    expect(readMethods({ data: [methods[0]] })!.map((item) => item.id)).to.deep.equal(['card']);
  });

  it('filters by direction, country (with exclusions) and currency', () => {
    const ids = (filter: Parameters<typeof filterMethods>[1]) => filterMethods(methods, filter).map((item) => item.id);
    expect(ids({ direction: 'deposit', country: 'PL', currency: '' })).to.deep.equal(['card', 'blik', 'paypal']);
    expect(ids({ direction: 'withdrawal', country: 'PL', currency: '' })).to.deep.equal(['card', 'paypal']);
    expect(ids({ direction: 'deposit', country: 'ZA', currency: '' })).to.deep.equal(['card']);
    expect(ids({ direction: 'deposit', country: 'PL', currency: 'PLN' })).to.deep.equal(['blik']);
    expect(ids({ direction: 'deposit', country: '', currency: 'GBP' })).to.deep.equal(['paypal']);
  });

  it('offers the countries named and the currencies available there', () => {
    expect(countryOptions(methods, 'DE', (code) => regionName(code, 'en'))).to.deep.equal(['DE', 'PL']);
    expect(currencyOptions(methods, 'deposit', 'PL')).to.deep.equal(['USD', 'EUR', 'PLN', 'GBP']);
    expect(currencyOptions(methods, 'withdrawal', 'ZA')).to.deep.equal(['USD', 'EUR']);
    expect(chooseCurrency(['USD', 'EUR'], 'EUR')).to.equal('EUR');
    expect(chooseCurrency(['USD', 'EUR'], 'CHF')).to.equal('USD');
    expect(chooseCurrency([], 'CHF')).to.equal('');
  });

  it('formats fees in the chosen currency and locale', () => {
    expect(formatFee(terms(), 'EUR', 'en', 'Free')).to.equal('Free');
    expect(formatFee(terms(1), 'EUR', 'en', 'Free')).to.equal('1%');
    expect(formatFee(terms(0, 10), 'EUR', 'en', 'Free')).to.equal('€10.00');
    expect(formatFee(terms(0.5, 1), 'USD', 'en', 'Free')).to.equal('0.5% + $1.00');
    expect(formatFee(terms(0.5, 1), 'EUR', 'de', 'Free')).to.equal('0,5\u00a0% + 1,00\u00a0€');
  });

  it('formats processing times in the locale', () => {
    expect(formatTime({ from: 0, to: 0, unit: 'instant' }, 'en', 'Instant')).to.equal('Instant');
    expect(formatTime({ from: 24, to: 24, unit: 'hours' }, 'en', 'Instant')).to.equal('24 hours');
    expect(formatTime({ from: 1, to: 1, unit: 'days' }, 'en', 'Instant')).to.equal('1 day');
    expect(formatTime({ from: 1, to: 3, unit: 'days' }, 'en', 'Instant')).to.equal('1–3 days');
    expect(formatTime({ from: 15, to: 30, unit: 'minutes' }, 'de', 'Instant')).to.equal('15–30 Minuten');
  });

  it('names regions in the page locale', () => {
    expect(regionName('DE', 'en')).to.equal('Germany');
    expect(regionName('DE', 'fr')).to.equal('Allemagne');
  });
});
