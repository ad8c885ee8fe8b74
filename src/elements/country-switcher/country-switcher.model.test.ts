import { expect } from '@open-wc/testing';
import { siteOf } from '../../platform/dom/site-of';
import {
  DEFAULT_COUNTRY_SITES,
  checkCountries,
  followableUrl,
  nameCountries,
  preselectedCountry,
  readCountrySites,
} from './country-switcher.model';

describe('country-switcher model', () => {
  it('names the countries in the page locale when only codes are given, sorted by name', () => {
    const sites = [
      { code: 'de', url: '/eu/' },
      { code: 'GB', regulator: 'FCA', url: '/uk/' },
      { code: 'AT', url: '/eu/' },
    ];
    expect(nameCountries(sites, 'en-GB').map((country) => country.name)).to.deep.equal([
      'Austria',
      'Germany',
      'United Kingdom',
    ]);
    expect(nameCountries(sites, 'de').map((country) => country.name)).to.deep.equal([
      'Deutschland',
      'Österreich',
      'Vereinigtes Königreich',
    ]);
    expect(nameCountries(sites, 'en')[2]).to.deep.equal({
      code: 'GB',
      name: 'United Kingdom',
      regulator: 'fca',
      url: '/uk/',
    });
  });

  it('keeps a given name, drops repeated codes, and survives a malformed locale', () => {
    const named = nameCountries(
      [
        { code: 'GB', name: 'Britain', url: '/uk/' },
        { code: 'gb', url: '/other/' },
      ],
      'not a locale!',
    );
    expect(named).to.deep.equal([{ code: 'GB', name: 'Britain', regulator: '', url: '/uk/' }]);
  });

  it('checks the attribute list', () => {
    expect(checkCountries([{ code: 'GB', url: '/uk/' }])).to.equal(null);
    expect(checkCountries({})).to.contain('list');
    expect(checkCountries([{ code: 'GBR', url: '/uk/' }])).to.contain('code');
    expect(checkCountries([{ code: 'GB' }])).to.contain('url');
    expect(checkCountries([{ code: 'GB', url: '/', name: 4 }])).to.contain('name');
  });

  it('reads the server answer: empty when it lists nothing, a shape error for another shape', () => {
    expect(readCountrySites({ countries: [{ code: 'GB', url: '/uk/' }] })).to.have.length(1);
    expect(readCountrySites({})).to.equal(null);
    expect(readCountrySites({ countries: [] })).to.equal(null);
    expect(() => readCountrySites({ countries: 42 })).to.throw('countries');
    expect(() => readCountrySites({ countries: [{ code: 'GB' }] })).to.throw('url');
  });

  it('preselects the first candidate the list has', () => {
    const countries = nameCountries(DEFAULT_COUNTRY_SITES, 'en');
    expect(preselectedCountry(countries, 'de', 'GB')).to.equal('DE');
    expect(preselectedCountry(countries, 'US', 'gb')).to.equal('GB');
    expect(preselectedCountry(countries, undefined, 'US')).to.equal('');
  });

  it('serves GB by the FCA, the EEA by CySEC and AU by ASIC in the default list', () => {
    const byCode = new Map(DEFAULT_COUNTRY_SITES.map((site) => [site.code, site.regulator]));
    expect(byCode.get('GB')).to.equal('fca');
    expect(byCode.get('FR')).to.equal('cysec');
    expect(byCode.get('NO')).to.equal('cysec');
    expect(byCode.get('AU')).to.equal('asic');
  });

  it('follows only http(s) URLs on the same site or an allowed origin', () => {
    const page = 'https://www.broker.com/en/contact';
    expect(followableUrl('/uk/', page, [])).to.equal('https://www.broker.com/uk/');
    expect(followableUrl('https://eu.broker.com/', page, []), 'no site rule given').to.equal(null);
    expect(followableUrl('https://eu.broker.com/', page, [], siteOf)).to.equal('https://eu.broker.com/');
    expect(followableUrl('https://broker.co.uk/', page, [])).to.equal(null);
    expect(followableUrl('https://broker.co.uk/', page, ['https://broker.co.uk'])).to.equal('https://broker.co.uk/');
    expect(followableUrl('https://evil.com/broker.com', page, [], siteOf)).to.equal(null);
    expect(followableUrl('http://eu.broker.com/', page, [], siteOf), 'a downgrade to http').to.equal(null);
    expect(followableUrl('https://eu.broker.com:8443/', page, [], siteOf), 'another port').to.equal(null);
    expect(followableUrl('http://eu.broker.com/', 'http://www.broker.com/', [], siteOf)).to.equal(
      'http://eu.broker.com/',
    );
    expect(followableUrl('javascript:alert(1)', page, [])).to.equal(null);
    expect(followableUrl('data:text/html,hi', page, [])).to.equal(null);
    expect(followableUrl('http://[bad', page, [])).to.equal(null);
  });

  it('does not follow a URL to another tenant of a shared host', () => {
    const page = 'https://broker.github.io/en/';
    expect(followableUrl('https://evil.github.io/', page, [], siteOf)).to.equal(null);
    expect(followableUrl('https://broker.github.io/uk/', page, [], siteOf)).to.equal('https://broker.github.io/uk/');
    expect(followableUrl('https://evil.pages.dev/', 'https://broker.pages.dev/', [], siteOf)).to.equal(null);
  });
});
