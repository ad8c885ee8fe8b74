import { expect } from '@open-wc/testing';
import { dialogLabel, normalizeHash } from './form-popup.model';

describe('form-popup model', () => {
  it('takes a hash with or without its #', () => {
    expect(normalizeHash('open-account')).to.deep.equal({ hash: '#open-account' });
    expect(normalizeHash(' #demo_1 ')).to.deep.equal({ hash: '#demo_1' });
  });

  it('refuses a hash that is not a plain fragment', () => {
    for (const value of ['#', 'open account', '1abc', '#a/b', '<x>']) {
      expect(normalizeHash(value), value).to.have.property('problem').that.includes(`got "${value}"`);
    }
  });

  it('names the dialog by its label, else by its opener’s text, else "Form"', () => {
    expect(dialogLabel('Open an account', 'Start')).to.equal('Open an account');
    expect(dialogLabel(' ', '  Open a\n  demo account ')).to.equal('Open a demo account');
    expect(dialogLabel('', null)).to.equal('Form');
  });
});
