import { expect } from '@open-wc/testing';
import { hrefScheme, isSafeHref } from './safe-href';

describe('isSafeHref', () => {
  it('accepts http(s), mailto, tel, relative paths and in-page hashes', () => {
    for (const href of [
      'https://example.com/open-account',
      'HTTP://example.com',
      'mailto:support@example.com',
      'tel:+441234567',
      '/en/open-account',
      'pricing?x=1',
      '../fees',
      '#fees',
      '//cdn.example.com/x',
    ]) {
      expect(isSafeHref(href), href).to.equal(true);
    }
  });

  it('refuses script and data URLs, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      'ftp://x',
    ]) {
      expect(isSafeHref(href), JSON.stringify(href)).to.equal(false);
    }
  });

  it('reads the scheme a browser would read', () => {
    expect(hrefScheme('\tJAVA\u0000SCRIPT:x')).to.equal('javascript');
    expect(hrefScheme('/a:b')).to.equal(null);
  });
});
