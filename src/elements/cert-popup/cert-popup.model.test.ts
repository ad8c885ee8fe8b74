import { expect } from '@open-wc/testing';
import { DEFAULT_ALT, certAlt, imageStatusOnOpen, missingAttributes, srcProblem } from './cert-popup.model';

describe('cert-popup model', () => {
  it('keeps the template’s alt, trimmed, and falls back to a generic one', () => {
    expect(certAlt('  FCA licence  ')).to.equal('FCA licence');
    expect(certAlt('')).to.equal(DEFAULT_ALT);
    expect(certAlt('   ')).to.equal('Regulator certificate');
  });

  it('accepts http(s) addresses, relative ones included, and refuses the rest', () => {
    const base = 'https://broker.example/about/';
    expect(srcProblem('/certificates/fca.svg', base)).to.equal(null);
    expect(srcProblem('fca.png', base)).to.equal(null);
    expect(srcProblem('https://cdn.example/fca.pdf', base)).to.equal(null);
    expect(srcProblem('javascript:alert(1)', base)).to.equal('must be an http(s) URL, got "javascript:alert(1)"');
    expect(srcProblem('data:image/png;base64,AAA', base)).to.match(/must be an http\(s\) URL/);
    expect(srcProblem('https://', base)).to.equal('is not a URL: "https://"');
  });

  it('names each missing attribute once', () => {
    expect(missingAttributes({ src: 'a.svg', alt: 'FCA' })).to.deep.equal([]);
    expect(missingAttributes({ src: '', alt: '' })).to.deep.equal([
      'attribute "src" is required: the certificate cannot open.',
      'attribute "alt" is required; using "Regulator certificate".',
    ]);
  });

  it('starts loading the image on the first opening only', () => {
    expect(imageStatusOnOpen('idle')).to.equal('loading');
    expect(imageStatusOnOpen('ready')).to.equal('ready');
    expect(imageStatusOnOpen('failed')).to.equal('failed');
  });
});
