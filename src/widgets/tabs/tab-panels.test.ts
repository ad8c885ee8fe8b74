import { expect } from '@open-wc/testing';
import { panelFor, panelsToSlot } from './tab-panels';

const child = (slot: string, id: string) => ({ slot, id });

describe('tab panels', () => {
  it('finds the panel by its slot name, else by its id', () => {
    const bySlot = child('fees', '');
    const byId = child('', 'fees');
    expect(panelFor([byId, bySlot], 'fees')).to.equal(bySlot);
    expect(panelFor([byId], 'fees')).to.equal(byId);
    expect(panelFor([byId], '#fees')).to.equal(byId);
    expect(panelFor([byId, bySlot], 'accounts')).to.equal(undefined);
  });

  it('slots only the panels named by an id alone', () => {
    const bySlot = child('fees', 'fees');
    const byId = child('', 'accounts');
    const elsewhere = child('other', 'platforms');
    expect(panelsToSlot([bySlot, byId, elsewhere], ['fees', 'accounts', 'platforms', 'none'])).to.deep.equal([
      [byId, 'accounts'],
    ]);
  });
});
