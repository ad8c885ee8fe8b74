/** The price text written from Intl's separators is Intl's own, for the site's languages, checked in the browser. */
import { expect } from '@open-wc/testing';
import { LANGUAGES } from '../../platform/dom/language-tags';
import { plainPrice } from './price-text';

/** The built-in languages and the regional forms a broker's sites use, each with its own separators. */
const LOCALES = [...LANGUAGES, 'en-GB', 'de-CH', 'de-AT', 'es-MX', 'pt-BR', 'fr-CH', 'zh-CN', 'en-AU'];

const VALUES = [
  0, 0.5, 0.000012, 1.0229000000000001, 1.005, 1.2345, 1.99999, 12.5, 999.995, 1234.5, 9999.9999, 12345.678, 38450.5,
  1234567.891, 123456789.12,
];

describe('plainPrice', () => {
  it('writes what Intl.NumberFormat writes, in every locale it knows, at 0 to 6 decimals', () => {
    const differences: string[] = [];
    for (const locale of LOCALES) {
      for (let decimals = 0; decimals <= 6; decimals++) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        for (const value of VALUES) {
          const plain = plainPrice(value, decimals, locale);
          if (plain !== null && plain !== intl.format(value))
            differences.push(`${locale} ${value} @${decimals}: ${plain} ≠ ${intl.format(value)}`);
        }
      }
    }
    expect(differences).to.deep.equal([]);
    const written = LOCALES.filter((locale) => plainPrice(1.5, 2, locale) !== null);
    expect(written).to.include.members(['en', 'de', 'fr', 'es', 'pl', 'de-CH', 'ja', 'zh-TW', 'he', 'ar', 'th']);
  });

  it('leaves to Intl what it does not know: other locales, negative numbers, exponent forms', () => {
    expect(plainPrice(1.5, 2, 'en-IN')).to.equal(null); // lakh grouping
    expect(plainPrice(1.5, 2, 'hi')).to.equal(null);
    expect(plainPrice(1.5, 2, 'fa')).to.equal(null); // Persian digits
    expect(plainPrice(1.5, 2, 'ar-EG')).to.equal(null); // Arabic-Indic digits
    expect(plainPrice(1.5, 2, 'not a tag!')).to.equal(null);
    expect(plainPrice(-1.5, 2, 'en')).to.equal(null);
    expect(plainPrice(1e-7, 8, 'en')).to.equal(null);
    expect(plainPrice(1e21, 0, 'en')).to.equal(null);
  });

  it('reads the locale in any case', () => {
    expect(plainPrice(1234.5, 2, 'DE-CH')).to.equal("1'234.50");
  });
});
