import { expect } from '@open-wc/testing';
import { localeNumberFormat } from './number-format';

describe('localeNumberFormat', () => {
  it('formats in the page locale, and as English when the locale is malformed', () => {
    const options = { minimumFractionDigits: 2 };
    expect(localeNumberFormat('de-DE', options).format(1234.5)).to.equal('1.234,50');
    expect(localeNumberFormat('en_GB!', options).format(1234.5)).to.equal('1,234.50');
    expect(localeNumberFormat('', options).format(1.5)).to.equal('1.50');
  });
});
