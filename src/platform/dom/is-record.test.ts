import { expect } from '@open-wc/testing';
import { isRecord } from './is-record';

describe('isRecord', () => {
  it('takes objects, and refuses null, arrays and primitives', () => {
    expect([{}, { a: 1 }, Object.create(null)].map(isRecord)).to.deep.equal([true, true, true]);
    expect([null, undefined, [], [1], 'x', 1, true].map(isRecord)).to.deep.equal(Array(7).fill(false));
  });
});
