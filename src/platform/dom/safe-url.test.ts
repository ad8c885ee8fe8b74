import { expect } from '@open-wc/testing';
import { SCRIPT_VECTORS } from '../../test/link-safety';
import { isSafeLink, navigateTo, safeLink, urlScheme } from './safe-url';

describe('isSafeLink', () => {
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
      expect(isSafeLink(href), href).to.equal(true);
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
      expect(isSafeLink(href), JSON.stringify(href)).to.equal(false);
    }
  });

  it('reads the scheme a browser would read', () => {
    expect(urlScheme('\tJAVA\u0000SCRIPT:x')).to.equal('javascript');
    expect(urlScheme('/a:b')).to.equal(null);
  });
});

describe('safeLink', () => {
  let errors: unknown[][];
  const originalError = console.error;
  beforeEach(() => {
    errors = [];
    console.error = (...args: unknown[]) => void errors.push(args);
  });
  afterEach(() => {
    console.error = originalError;
  });

  it('gives a safe URL back trimmed, and null for none without a word', () => {
    expect(safeLink(' /fees ', '<x-a> "href"')).to.equal('/fees');
    expect(safeLink('', '<x-a> "href"')).to.equal(null);
    expect(safeLink(undefined, '<x-a> "href"')).to.equal(null);
    expect(errors).to.have.length(0);
  });

  it('refuses a script URL with one error naming its source, however often it is asked', () => {
    for (let i = 0; i < 3; i++) expect(safeLink('javascript:alert(1)', '<x-b> item "url"')).to.equal(null);
    expect(errors).to.have.length(1);
    expect(String(errors[0]![0])).to.contain('<x-b> item "url"').and.contain('javascript:alert(1)');
  });

  it('does not navigate to a script URL', () => {
    expect(navigateTo('javascript:document.title="ran"', '<x-c> "target"')).to.equal(false);
    expect(document.title).not.to.equal('ran');
    expect(errors).to.have.length(1);
  });

  // The link-safety tests (src/link-safety*.test.ts) mount each element with one of these in turn;
  // here every one of them meets the check every element's links go through.
  it('refuses every script vector of the link-safety tests, links and navigations alike', () => {
    for (const [index, vector] of SCRIPT_VECTORS.entries()) {
      const url = vector.url(`unit-${index}`);
      expect(isSafeLink(url), vector.name).to.equal(false);
      expect(safeLink(url, '<x-d> "href"'), vector.name).to.equal(null);
      expect(navigateTo(url, '<x-d> "target"'), vector.name).to.equal(false);
    }
    expect(window.__ran, 'a vector ran').to.equal(undefined);
    expect(errors, 'one error per vector and source').to.have.length(2 * SCRIPT_VECTORS.length);
  });
});
