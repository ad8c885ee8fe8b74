import { expect } from '@open-wc/testing';
import type { Country } from './country';
import { compactPhone, followedCountry, geoipCountry, joinPhone, splitPhone } from './phone-number';
import * as library from './phone-library';

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
  country('IT', '+39'),
  country('US', '+1'),
  country('CA', '+1'),
];
const GB_WAYS = ['07700 900123', '7700900123', '+44 7700 900123', '0044 7700900123', '(07700) 900-123'];

describe('phone numbers', () => {
  it('splits a number at the longest dialling code it starts with', () => {
    expect(splitPhone('+357 99 123456', COUNTRIES)).to.deep.equal({ country: 'CY', national: '99 123456' });
    expect(splitPhone('+44 7700 900123', COUNTRIES)).to.deep.equal({ country: 'GB', national: '7700 900123' });
    expect(splitPhone('+447700900123', COUNTRIES)).to.deep.equal({ country: 'GB', national: '7700900123' });
    expect(splitPhone('07700 900123', COUNTRIES)).to.deep.equal({ country: '', national: '07700 900123' });
  });

  it('prefers the country of residence among countries sharing a code', () => {
    expect(splitPhone('+1 416 555 0100', COUNTRIES, 'CA').country).to.equal('CA');
    expect(splitPhone('+14165550100', COUNTRIES, 'US').country).to.equal('US');
  });

  it('compacts separators away and reads 00 as +', () => {
    expect(compactPhone(' +44 (7700) 900-123 ')).to.equal('+447700900123');
    expect(compactPhone('0044 7700.900/123')).to.equal('+447700900123');
    expect(compactPhone('07700 900123')).to.equal('07700900123');
  });

  it('sends one E.164 value however a UK number is typed, with or without the numbering plans', () => {
    for (const plans of [undefined, library]) {
      for (const national of GB_WAYS) {
        expect(
          joinPhone({ country: 'GB', national }, COUNTRIES, plans),
          `${national} ${plans ? 'with' : 'without'} plans`,
        ).to.equal('+447700900123');
      }
    }
  });

  it('keeps a number typed with its own code; empty stays empty; no code leaves the number as typed', () => {
    expect(joinPhone({ country: 'GB', national: '+49 30 1234567' }, COUNTRIES)).to.equal('+49301234567');
    expect(joinPhone({ country: 'GB', national: '0049 30 1234567' }, COUNTRIES, library)).to.equal('+49301234567');
    expect(joinPhone({ country: 'GB', national: ' ' }, COUNTRIES)).to.equal('');
    expect(joinPhone({ country: '', national: '7700 900' }, COUNTRIES)).to.equal('7700 900');
    expect(joinPhone({ country: '', national: '+44 7700 900123' }, COUNTRIES, library)).to.equal('+447700900123');
  });

  it('follows a country’s own plan once loaded: Italy keeps its leading 0', () => {
    expect(joinPhone({ country: 'IT', national: '06 1234 5678' }, COUNTRIES, library)).to.equal('+390612345678');
    expect(joinPhone({ country: 'IT', national: '06 1234 5678' }, COUNTRIES)).to.equal('+39612345678');
  });

  it('checks the length a number’s country allows, not its ranges', () => {
    expect(library.isPossibleNumber('+447700900123')).to.equal(true);
    expect(library.isPossibleNumber('+44770090')).to.equal(false);
    expect(library.isPossibleNumber('+4477009001234')).to.equal(false);
    expect(library.isPossibleNumber('+14165550100')).to.equal(true);
    expect(library.isPossibleNumber('+1416555010')).to.equal(false);
  });

  it('reads the geoip country from the page address', () => {
    expect(geoipCountry('?geoip=GB&x=1')).to.equal('GB');
    expect(geoipCountry('?geoip=')).to.equal('');
    expect(geoipCountry('?geoip=GBR')).to.equal('');
    expect(geoipCountry('')).to.equal('');
  });

  it('the code follows the country of residence, else the geoip country, when the list has it', () => {
    expect(followedCountry('CY', 'GB', COUNTRIES)).to.equal('CY');
    expect(followedCountry('', 'GB', COUNTRIES)).to.equal('GB');
    expect(followedCountry('ZZ', 'PT', COUNTRIES)).to.equal('PT');
    expect(followedCountry('', 'DE', COUNTRIES)).to.equal('');
  });
});
