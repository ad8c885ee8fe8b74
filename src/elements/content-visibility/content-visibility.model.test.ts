import { expect } from '@open-wc/testing';
import { AttributeError } from '../../platform/runtime/attributes';
import { productTypeFromPath, productTypesAttribute } from './content-visibility.model';

describe('productTypeFromPath', () => {
  it('is the first path segment naming a product type, in any case', () => {
    expect(productTypeFromPath('/de/etf/fees')).to.equal('etf');
    expect(productTypeFromPath('/en/STOCK/apple')).to.equal('stock');
    expect(productTypeFromPath('/sb/etf')).to.equal('sb');
  });

  it('is cfd when no segment names one', () => {
    expect(productTypeFromPath('/')).to.equal('cfd');
    expect(productTypeFromPath('/en/etfs-explained')).to.equal('cfd');
  });
});

describe('productTypesAttribute', () => {
  it('reads a comma list of product types, lower-cased', () => {
    expect(productTypesAttribute.parse('ETF, stock,')).to.deep.equal(['etf', 'stock']);
    expect(productTypesAttribute.fallback).to.deep.equal([]);
  });

  it('rejects a list naming an unknown type, naming it and the known ones', () => {
    expect(() => productTypesAttribute.parse('etf, bonds')).to.throw(
      AttributeError,
      'lists unknown product types bonds; expected cfd, etf, sb, stock',
    );
  });
});
