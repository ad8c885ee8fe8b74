import { expect } from '@open-wc/testing';
import { DEFAULT_ALT, certAlt, imageStatusOnOpen, missingAttributes } from './cert-popup.model';

describe('cert-popup model', () => {
  it('keeps the template’s alt, trimmed, and falls back to a generic one', () => {
    expect(certAlt('  FCA licence  ')).to.equal('FCA licence');
    expect(certAlt('')).to.equal(DEFAULT_ALT);
    expect(certAlt('   ')).to.equal('Regulator certificate');
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
