import { expect } from '@open-wc/testing';
import { expectCases } from '../../test/cases';
import { anchorId } from './site-anchor.model';

describe('anchorId', () => {
  it('reads the id of an in-page link, percent-decoded', () => {
    expectCases(anchorId, [
      ['#fees', 'fees'],
      [' #fees ', 'fees'],
      ['#caf%C3%A9', 'café'],
      ['#100%', '100%'],
    ]);
  });

  it('gives null for anything that is not "#id"', () => {
    for (const href of ['', '#', 'fees', '/pricing#fees', 'javascript:alert(1)', 'https://example.com/#x']) {
      expect(anchorId(href), href).to.equal(null);
    }
  });
});
