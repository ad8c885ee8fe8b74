import { expect } from '@open-wc/testing';
import type { Country } from './countries';
import { joinPhone, splitPhone } from './phone-number';

const country = (code: string, phone_code: string, id = 1): Country => ({
  id,
  code,
  name: code,
  phone_code,
  company_id: 1,
});
const COUNTRIES = [
  country('GB', '+44'),
  country('CY', '+357'),
  country('PT', '+351'),
  country('US', '+1'),
  country('CA', '+1'),
];

describe('phone numbers', () => {
  it('splits a number at the longest dialling code it starts with', () => {
    expect(splitPhone('+357 99 123456', COUNTRIES)).to.deep.equal({ country: 'CY', national: '99 123456' });
    expect(splitPhone('+44 7700 900123', COUNTRIES)).to.deep.equal({ country: 'GB', national: '7700 900123' });
    expect(splitPhone('07700 900123', COUNTRIES)).to.deep.equal({ country: '', national: '07700 900123' });
  });

  it('prefers the country of residence among countries sharing a code', () => {
    expect(splitPhone('+1 416 555 0100', COUNTRIES, 'CA').country).to.equal('CA');
  });

  it('joins the code and the national number without its trunk zero; a typed + number is kept as is', () => {
    expect(joinPhone({ country: 'GB', national: '07700 900123' }, COUNTRIES)).to.equal('+44 7700 900123');
    expect(joinPhone({ country: 'GB', national: '+49 30 1234567' }, COUNTRIES)).to.equal('+49 30 1234567');
    expect(joinPhone({ country: 'GB', national: ' ' }, COUNTRIES)).to.equal('');
    expect(joinPhone({ country: '', national: '7700' }, COUNTRIES)).to.equal('7700');
  });
});
