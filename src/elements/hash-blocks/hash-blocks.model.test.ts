import { expect } from '@open-wc/testing';
import { blockAfterHashChange, blockForHash, blockName, checkBlockNames, neighbours } from './hash-blocks.model';

const HASHES = ['overview', 'Fees', 'caf\u00e9'];

describe('hash blocks rules', () => {
  it('finds the block named by the URL hash, ignoring case, the # and URL encoding', () => {
    expect(blockForHash(HASHES, '#overview')).to.equal(0);
    expect(blockForHash(HASHES, '#FEES')).to.equal(1);
    expect(blockForHash(HASHES, 'fees')).to.equal(1);
    expect(blockForHash(HASHES, '#CAF%C3%89')).to.equal(2);
  });

  it('finds nothing for no hash, an unknown one or a part of one', () => {
    expect(blockForHash(HASHES, '')).to.equal(-1);
    expect(blockForHash(HASHES, '#')).to.equal(-1);
    expect(blockForHash(HASHES, '#awards')).to.equal(-1);
    expect(blockForHash(HASHES, '#fee')).to.equal(-1);
  });

  it('follows a hash change: the named block, the first for none, the current for an unknown one', () => {
    expect(blockAfterHashChange(HASHES, '#fees', 0)).to.equal(1);
    expect(blockAfterHashChange(HASHES, '', 2)).to.equal(0);
    expect(blockAfterHashChange(HASHES, '#risk-warning', 2)).to.equal(2);
  });

  it('names a block from tabs by its hash, else by its own name', () => {
    const names = [{ name: 'Our fees', value: 'FEES' }];
    expect(blockName('fees', 'Fees and charges', names)).to.equal('Our fees');
    expect(blockName('overview', 'Overview', names)).to.equal('Overview');
    expect(blockName('fees', 'Fees and charges', null)).to.equal('Fees and charges');
  });

  it('gives the neighbours, none past either end', () => {
    expect(neighbours(0, 3)).to.deep.equal({ previous: null, next: 1 });
    expect(neighbours(1, 3)).to.deep.equal({ previous: 0, next: 2 });
    expect(neighbours(2, 3)).to.deep.equal({ previous: 1, next: null });
    expect(neighbours(0, 1)).to.deep.equal({ previous: null, next: null });
  });

  it('checks the optional names list', () => {
    expect(checkBlockNames([{ name: 'Our fees', value: 'fees' }])).to.equal(null);
    expect(checkBlockNames([{ name: 'Our fees' }])).to.equal('item 0 has no text field "value"');
  });
});
