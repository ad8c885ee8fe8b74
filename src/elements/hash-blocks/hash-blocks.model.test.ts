import { expect } from '@open-wc/testing';
import { toTabItems } from '../../widgets/tabs/tab-items';
import { blockAfterHashChange, blockHash, itemForBlock, neighbours } from './hash-blocks.model';

const HASHES = ['overview', 'Fees', 'caf\u00e9'];

describe('hash blocks rules', () => {
  it('follows a hash change: the named block, the first for none, the current for an unknown one', () => {
    expect(blockAfterHashChange(HASHES, '#fees', 0)).to.equal(1);
    expect(blockAfterHashChange(HASHES, '#CAF%C3%89', 0)).to.equal(2);
    expect(blockAfterHashChange(HASHES, '', 2)).to.equal(0);
    expect(blockAfterHashChange(HASHES, '#risk-warning', 2)).to.equal(2);
  });

  describe('tab items (SPEC §3)', () => {
    const spec = toTabItems([
      { name: 'One', value: 'one', hash: 'one', target: 'one' },
      { name: 'Two', value: 'two', hash: 'second', target: 'two' },
    ]);
    const block = (slot: string, id: string, dataHash = '') => ({ slot, id, dataHash });

    it('gives a block the item whose target is its slot name, else its id or data-hash', () => {
      expect(itemForBlock(block('one', 'one'), spec)?.name).to.equal('One');
      expect(itemForBlock(block('two', ''), spec)?.name).to.equal('Two');
      expect(itemForBlock(block('', 'two'), spec)?.name).to.equal('Two');
      expect(itemForBlock(block('', '', 'TWO'), spec)?.name).to.equal('Two');
      expect(itemForBlock(block('three', 'three'), spec)).to.equal(undefined);
    });

    it("puts the item's hash in the URL, else the block's own", () => {
      expect(blockHash(block('one', 'one'), spec)).to.equal('one');
      expect(blockHash(block('two', 'two'), spec)).to.equal('second');
      expect(blockHash(block('two', ''), spec)).to.equal('second');
      expect(blockHash(block('', 'overview'), spec)).to.equal('overview');
      expect(blockHash(block('', 'fees', 'charges'), spec)).to.equal('charges');
    });

    it('names a block the first way, by a { name, value } whose value is its hash, keeping its spelling', () => {
      const names = toTabItems([{ name: 'Our fees', value: 'FEES' }]);
      expect(itemForBlock(block('', 'fees'), names)?.name).to.equal('Our fees');
      expect(blockHash(block('', 'fees'), names)).to.equal('fees');
      expect(itemForBlock(block('', 'overview'), names)).to.equal(undefined);
    });
  });

  it('gives the neighbours, none past either end', () => {
    expect(neighbours(0, 3)).to.deep.equal({ previous: null, next: 1 });
    expect(neighbours(1, 3)).to.deep.equal({ previous: 0, next: 2 });
    expect(neighbours(2, 3)).to.deep.equal({ previous: 1, next: null });
    expect(neighbours(0, 1)).to.deep.equal({ previous: null, next: null });
  });
});
