import { expect } from '@open-wc/testing';
import { anchorId } from './site-anchor.model';

describe('anchorId', () => {
  it('reads the id of an in-page link, percent-decoded', () => {
    expect(anchorId('#fees')).to.equal('fees');
    expect(anchorId(' #fees ')).to.equal('fees');
    expect(anchorId('#caf%C3%A9')).to.equal('café');
    expect(anchorId('#100%')).to.equal('100%');
  });

  it('gives null for anything that is not "#id"', () => {
    for (const href of ['', '#', 'fees', '/pricing#fees', 'javascript:alert(1)', 'https://example.com/#x']) {
      expect(anchorId(href), href).to.equal(null);
    }
  });
});
