import { expect } from '@open-wc/testing';
import { readAttribute } from '../../platform/runtime/attributes';
import { tabItemsAttribute, toTabItems } from './tab-items';

const problem = (value: unknown) => readAttribute(tabItemsAttribute, value).error;

describe('tab items (SPEC §3)', () => {
  it('reads a whole SPEC item as it is', () => {
    expect(toTabItems([{ name: 'One', value: 'one', hash: 'first', target: 'panel-one' }])).to.deep.equal([
      { name: 'One', value: 'one', hash: 'first', target: 'panel-one' },
    ]);
  });

  it('fills hash and target from value, and value from the index', () => {
    expect(toTabItems([{ name: 'Fees', value: 'fees' }, { name: 'Accounts' }])).to.deep.equal([
      { name: 'Fees', value: 'fees', hash: 'fees', target: 'fees' },
      { name: 'Accounts', value: '1', hash: '1', target: '1' },
    ]);
    expect(toTabItems([{ name: 'Fees', value: 'fees', target: '#fees-section' }])[0]).to.deep.equal({
      name: 'Fees',
      value: 'fees',
      hash: 'fees',
      target: '#fees-section',
    });
  });

  it('keeps a hash without its leading #, and an empty hash as none', () => {
    expect(toTabItems([{ name: 'ETFs', value: 'etf', hash: '#ETF' }])[0]!.hash).to.equal('ETF');
    expect(toTabItems([{ name: 'ETFs', value: 'etf', hash: '' }])[0]!.hash).to.equal('');
  });

  it('names the first problem', () => {
    expect(() => toTabItems({ name: 'Fees' })).to.throw('expected a JSON list');
    expect(() => toTabItems(['Fees'])).to.throw('item 0 is not an object');
    expect(() => toTabItems([{ name: 'Fees' }, { value: 'x' }])).to.throw('item 1 has no text field "name"');
    expect(() => toTabItems([{ name: 'Fees', value: 1 }])).to.throw('item 0 has a "value" that is not text');
    expect(() => toTabItems([{ name: 'Fees', target: null }])).to.throw('item 0 has a "target" that is not text');
    expect(toTabItems([])).to.deep.equal([]);
  });

  it('reads JSON text as an attribute and a list as a property, with the same checks', () => {
    const spec = [{ name: 'One', value: 'one', hash: 'one', target: 'one' }];
    expect(readAttribute(tabItemsAttribute, JSON.stringify(spec)).value).to.deep.equal(spec);
    expect(readAttribute(tabItemsAttribute, [{ name: 'One', value: 'one' }]).value).to.deep.equal(spec);
    expect(problem('[oops')).to.contain('is not valid JSON');
    expect(problem('[{"name": 2}]')).to.equal('item 0 has no text field "name"');
    expect(problem([{ name: 2 }])).to.equal('item 0 has no text field "name"');
    expect(readAttribute(tabItemsAttribute, '').value).to.deep.equal([]);
  });
});
