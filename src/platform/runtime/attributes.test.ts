import { expect } from '@open-wc/testing';
import { attr, AttributeError, attributeName, attributeNames, listOfObjects, readAttribute } from './attributes';

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

describe('property values', () => {
  it('reads a string as the attribute text: the same parser, fallback and error', () => {
    expect(readAttribute(attr.number(3), '7')).to.deep.equal({ value: 7 });
    expect(readAttribute(attr.number(3), 'abc')).to.deep.equal({ value: 3, error: 'expected a number, got "abc"' });
    expect(readAttribute(attr.number(3), ' ')).to.deep.equal({ value: 3 });
  });

  it('restores the default for null and undefined, without complaint', () => {
    expect(readAttribute(attr.number(3), undefined)).to.deep.equal({ value: 3 });
    expect(readAttribute(attr.boolean(), null)).to.deep.equal({ value: false });
  });

  it('takes finite numbers, booleans and lists of texts for the kinds that hold them', () => {
    expect(readAttribute(attr.number(3), 2.5)).to.deep.equal({ value: 2.5 });
    expect(readAttribute(attr.number(3), NaN)).to.include({ value: 3 });
    expect(readAttribute(attr.number(3), Infinity).error).to.contain('expected a number');
    expect(readAttribute(attr.boolean(), true)).to.deep.equal({ value: true });
    expect(readAttribute(attr.boolean(), false)).to.deep.equal({ value: false });
    expect(readAttribute(attr.list(), ['EURUSD', ' GBPUSD', ''])).to.deep.equal({ value: ['EURUSD', 'GBPUSD'] });
    expect(readAttribute(attr.list(['AAPL']), [{}]).value).to.deep.equal(['AAPL']);
  });

  it('refuses a value of a type the kind does not hold, naming the type', () => {
    expect(readAttribute(attr.string('x'), 5)).to.deep.equal({ value: 'x', error: 'cannot be of type number' });
    expect(readAttribute(attr.number(3), true).error).to.equal('cannot be of type boolean');
    expect(readAttribute(attr.boolean(), 1).error).to.equal('cannot be of type number');
    expect(readAttribute(attr.list(), 'a,b').value).to.deep.equal(['a', 'b']);
    expect(readAttribute(attr.oneOf(['a', 'b'] as const, 'a'), ['b']).error).to.equal('cannot be of type object');
  });

  it('checks a structured JSON value with the JsonCheck, keeping the value itself', () => {
    const tabs = attr.json<unknown[]>([], listOfObjects(['name']));
    const list = [{ name: 'CFD' }];
    expect(readAttribute(tabs, list).value).to.equal(list);
    expect(readAttribute(tabs, [{ title: 'x' }])).to.deep.equal({
      value: [],
      error: 'item 0 has no text field "name"',
    });
    expect(readAttribute(tabs, { name: 'CFD' }).error).to.equal('expected a JSON list');
    expect(readAttribute(tabs, '[{"name": "CFD"}]').value).to.deep.equal(list);
  });

  it('gives a custom kind built on attr.* its own checks for structured values too', () => {
    const refuse = (value: string) => {
      if (!value.startsWith('https:')) throw new AttributeError(`expected an https URL, got "${value}"`);
      return value;
    };
    const url = attr.string('/', refuse);
    expect(readAttribute(url, 'javascript:alert(1)')).to.deep.equal({
      value: '/',
      error: 'expected an https URL, got "javascript:alert(1)"',
    });
    expect(readAttribute(url, new URL('https://example.com/')).error).to.equal('cannot be of type object');
    const days = attr.number(30, (value) => {
      const number = Number(value);
      if (!(number >= 1)) throw new AttributeError(`expected days, got "${value}"`);
      return number;
    });
    expect(readAttribute(days, 0)).to.deep.equal({ value: 30, error: 'expected days, got "0"' });
    expect(readAttribute(days, 7).value).to.equal(7);
    const leverages = attr.list([30], (value) => value.split(',').map(Number));
    expect(readAttribute(leverages, [10, 5]).value).to.deep.equal([10, 5]);
  });
});
