import { expect } from '@open-wc/testing';
import { keyForHash } from './hash-selection';

const KEYS = ['overview', 'Fees', 'caf\u00e9', '#ETF'];

describe('keyForHash', () => {
  it('finds the key the URL hash names, ignoring case, the # on either side, spaces and URL encoding', () => {
    expect(keyForHash(KEYS, '#overview')).to.equal(0);
    expect(keyForHash(KEYS, '#FEES')).to.equal(1);
    expect(keyForHash(KEYS, 'fees')).to.equal(1);
    expect(keyForHash(KEYS, '#CAF%C3%89')).to.equal(2);
    expect(keyForHash(KEYS, '#etf')).to.equal(3);
    expect(keyForHash(KEYS, '#%20Fees%20')).to.equal(1);
    expect(keyForHash(['\u00c4rger'], '#%C3%84RGER')).to.equal(0);
  });

  it('names nothing for no hash, a bare #, an unknown or partial key, or no keys', () => {
    for (const hash of ['', '#', '#awards', '#fee', '#feess']) expect(keyForHash(KEYS, hash), hash).to.equal(-1);
    expect(keyForHash([], '#fees')).to.equal(-1);
  });

  it('reads a malformed escape as it is, and takes the first of equal keys', () => {
    expect(keyForHash(['100%'], '#100%')).to.equal(0);
    expect(keyForHash(['cfd', 'CFD'], '#cfd')).to.equal(0);
  });

  it('never names a key that is empty', () => {
    expect(keyForHash(['', 'fees'], '#')).to.equal(-1);
  });
});
