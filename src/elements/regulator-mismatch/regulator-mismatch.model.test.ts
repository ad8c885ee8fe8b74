import { expect } from '@open-wc/testing';
import { checkSites, regulatorMismatch, siteUrl } from './regulator-mismatch.model';

describe('regulator-mismatch model', () => {
  it('finds a mismatch only when the visitor has another regulator than the page', () => {
    expect(regulatorMismatch('CySEC', 'fca')).to.deep.equal({ visitor: 'cysec', page: 'fca' });
    expect(regulatorMismatch('FCA', 'fca')).to.equal(null);
    expect(regulatorMismatch(undefined, 'fca')).to.equal(null);
    expect(regulatorMismatch('  ', 'fca')).to.equal(null);
  });

  it('checks the sites attribute', () => {
    expect(checkSites({ fca: '/uk/', cysec: 'https://eu.broker.com/' })).to.equal(null);
    expect(checkSites(['fca'])).to.contain('object');
    expect(checkSites({ fca: 3 })).to.contain('"fca"');
  });

  it('offers only http(s) site URLs, matched without regard to case', () => {
    const base = 'https://www.broker.com/page';
    expect(siteUrl({ FCA: '/uk/' }, 'fca', base)).to.equal('https://www.broker.com/uk/');
    expect(siteUrl({ cysec: 'javascript:alert(1)' }, 'cysec', base)).to.equal(undefined);
    expect(siteUrl({}, 'asic', base)).to.equal(undefined);
  });
});
