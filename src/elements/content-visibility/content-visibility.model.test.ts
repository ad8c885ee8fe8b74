import { expect } from '@open-wc/testing';
import { AttributeError, readAttribute } from '../../platform/runtime/attributes';
import { productTypeFromPath, productTypesAttribute } from './content-visibility.model';

describe('productTypeFromPath', () => {
  const cases = [
    {
      name: 'is the first path segment naming a product type, in any case',
      paths: ['/de/etf/fees', '/en/STOCK/apple', '/sb/etf', '/SB/', '/de/stock/etf'],
      types: ['etf', 'stock', 'sb', 'sb', 'stock'],
    },
    {
      name: 'is cfd when no segment names one, even if a segment contains one',
      paths: ['/', '/en/etfs-explained', '/en/stocks/etfs'],
      types: ['cfd', 'cfd', 'cfd'],
    },
  ];
  for (const { name, paths, types } of cases) {
    it(name, () => expect(paths.map((path) => productTypeFromPath(path))).to.deep.equal(types));
  }
});

describe('productTypesAttribute', () => {
  it('reads a comma list of product types, lower-cased, and none when absent', () => {
    expect(productTypesAttribute.parse('ETF, stock,')).to.deep.equal(['etf', 'stock']);
    expect(readAttribute(productTypesAttribute, 'CFD, etf,')).to.deep.equal({ value: ['cfd', 'etf'] });
    expect(readAttribute(productTypesAttribute, null).value).to.deep.equal([]);
    expect(productTypesAttribute.fallback).to.deep.equal([]);
  });

  it('rejects a list naming an unknown type, naming it and the known ones', () => {
    expect(() => productTypesAttribute.parse('etf, bonds')).to.throw(
      AttributeError,
      'lists unknown product types bonds; expected cfd, etf, sb, stock',
    );
    expect(readAttribute(productTypesAttribute, 'cfd,forex').error).to.contain('forex');
  });
});
