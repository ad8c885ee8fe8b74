import { expect } from '@open-wc/testing';
import { readAttribute } from '../../platform/runtime/attributes';
import { feedAttributes } from './feed-attributes';
import { fillLink, instrumentHref, slugFor, splitPairs } from './quotes-table.model';

describe('quotes table configuration', () => {
  it('splits pairs from a comma list or a list, trimmed and upper-cased', () => {
    expect(splitPairs(' eurusd,GBPUSD ,, ')).to.deep.equal(['EURUSD', 'GBPUSD']);
    expect(splitPairs(['btcusd'])).to.deep.equal(['BTCUSD']);
  });

  it('links a row by its slug, encoded, or not at all', () => {
    expect(instrumentHref('/markets/{slug}', 'euro dollar')).to.equal('/markets/euro%20dollar');
    expect(instrumentHref('', 'eurusd')).to.equal(null);
    expect(instrumentHref('/markets/{slug}', undefined)).to.equal(null);
  });

  it("takes the configured slug, else the quote's, else the lower-cased code", () => {
    expect(slugFor('EURUSD', { EURUSD: 'euro-dollar' }, 'eur-usd')).to.equal('euro-dollar');
    expect(slugFor('EURUSD', {}, 'eur-usd')).to.equal('eur-usd');
    expect(slugFor('EURUSD', {})).to.equal('eurusd');
  });

  it('fills the regulator into links', () => {
    expect(fillLink('/open?regulator={regulator}', 'fca uk')).to.equal('/open?regulator=fca%20uk');
  });

  it('accepts only JSON objects of texts for names, slugs and translations', () => {
    expect(readAttribute(feedAttributes.instrumentNames, '{"EURUSD":"Euro"}').value).to.deep.equal({ EURUSD: 'Euro' });
    expect(readAttribute(feedAttributes.translations, '{"bid":1}').error).to.equal('expected a JSON object of texts');
  });
});
