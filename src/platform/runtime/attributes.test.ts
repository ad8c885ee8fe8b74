import { expect } from '@open-wc/testing';
import { attr, attributeName, attributeNames, listOfObjects, readAttribute } from './attributes';

describe('attribute parsing', () => {
  it('maps camelCase props to kebab-case attributes and keeps snake_case names', () => {
    expect(attributeName('tokenUrl')).to.equal('token-url');
    expect(attributeName('defaultActiveTabIndex')).to.equal('default-active-tab-index');
    expect(attributeName('ws_api')).to.equal('ws_api');
  });

  it('also answers to the lower-cased name HTML makes of a camelCase attribute', () => {
    expect(attributeNames('tokenUrl')).to.deep.equal(['token-url', 'tokenurl']);
    expect(attributeNames('pairs')).to.deep.equal(['pairs']);
  });

  it('treats a present boolean attribute as true, even when empty, and "false" as false', () => {
    const flag = attr.boolean();
    expect(readAttribute(flag, '').value).to.equal(true);
    expect(readAttribute(flag, 'true').value).to.equal(true);
    expect(readAttribute(flag, 'show-buy-btn').value).to.equal(true);
    expect(readAttribute(flag, 'false').value).to.equal(false);
    expect(readAttribute(flag, null).value).to.equal(false);
  });

  it('splits comma lists and drops blanks', () => {
    expect(readAttribute(attr.list(), ' EURUSD, GBPUSD,,').value).to.deep.equal(['EURUSD', 'GBPUSD']);
    expect(readAttribute(attr.list(['AAPL']), null).value).to.deep.equal(['AAPL']);
  });

  it('parses numbers and reports what is not one', () => {
    expect(readAttribute(attr.number(0), ' 2 ').value).to.equal(2);
    const bad = readAttribute(attr.number(-150), 'abc');
    expect(bad.value).to.equal(-150);
    expect(bad.error).to.contain('expected a number');
  });

  it('falls back, with a message, on malformed JSON and on JSON of the wrong shape', () => {
    const tabs = attr.json<unknown[]>([], listOfObjects(['name']));
    const broken = readAttribute(tabs, '[{"name": ');
    expect(broken.value).to.deep.equal([]);
    expect(broken.error).to.contain('is not valid JSON');
    const wrong = readAttribute(tabs, '[{"title": "x"}]');
    expect(wrong.error).to.equal('item 0 has no text field "name"');
    expect(readAttribute(tabs, '[{"name": "CFD"}]')).to.deep.equal({ value: [{ name: 'CFD' }] });
  });

  it('uses the default without complaint for an absent or empty attribute', () => {
    expect(readAttribute(attr.json({ a: 1 }), '  ')).to.deep.equal({ value: { a: 1 } });
    expect(readAttribute(attr.string('x'), null)).to.deep.equal({ value: 'x' });
  });

  it('accepts only listed values for oneOf', () => {
    const corner = attr.oneOf(['TOP_RIGHT', 'BOTTOM_END'] as const, 'TOP_RIGHT');
    expect(readAttribute(corner, 'BOTTOM_END').value).to.equal('BOTTOM_END');
    expect(readAttribute(corner, 'MIDDLE').error).to.contain('expected one of TOP_RIGHT, BOTTOM_END');
  });
});
