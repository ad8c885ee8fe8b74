import { expect } from '@open-wc/testing';
import { expectCases } from '../../test/cases';
import { indexOfValue, readOptions, slug } from './select-switcher.model';

describe('select switcher rules', () => {
  it('makes a value of a label', () => {
    expectCases(slug, [
      ['MT4', 'mt4'],
      ['MetaTrader 5', 'metatrader-5'],
      [' Web Trader! ', 'web-trader'],
      ['Ébook & guides', 'ebook-guides'],
      ['—', ''],
    ]);
  });

  it('reads options from the children, data-value first, unique values', () => {
    expect(
      readOptions([
        { option: 'MT4', value: null },
        { option: 'MetaTrader 5', value: 'mt5' },
        { option: 'MT4', value: '' },
        { option: ' ', value: null },
        { option: '—', value: null },
      ]),
    ).to.deep.equal([
      { label: 'MT4', value: 'mt4' },
      { label: 'MetaTrader 5', value: 'mt5' },
      { label: 'MT4', value: 'mt4-2' },
      { label: 'Option 4', value: 'option-4' },
      { label: '—', value: 'option-5' },
    ]);
  });

  it('finds an option by value, ignoring case', () => {
    const options = readOptions([
      { option: 'MT4', value: null },
      { option: 'Web Trader', value: null },
    ]);
    expect(indexOfValue(options, 'WEB-TRADER')).to.equal(1);
    expect(indexOfValue(options, '')).to.equal(-1);
    expect(indexOfValue(options, 'mt5')).to.equal(-1);
  });
});
