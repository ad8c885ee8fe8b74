import { expect } from '@open-wc/testing';
import { dialogLabel, hashOpens, normalizeHash, withoutHash } from './form-popup.model';

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

  it('opens only for its own hash, never for none', () => {
    expect(hashOpens('#open-account', '#open-account')).to.equal(true);
    expect(hashOpens('#open-account-2', '#open-account')).to.equal(false);
    expect(hashOpens('', '')).to.equal(false);
  });

  it('drops the fragment from the address, keeping the query', () => {
    expect(withoutHash('https://broker.example/a?x=1#open-account')).to.equal('https://broker.example/a?x=1');
    expect(withoutHash('https://broker.example/a#')).to.equal('https://broker.example/a');
  });

  it('names the dialog by its label, else by its opener’s text, else "Form"', () => {
    expect(dialogLabel('Open an account', 'Start')).to.equal('Open an account');
    expect(dialogLabel(' ', '  Open a\n  demo account ')).to.equal('Open a demo account');
    expect(dialogLabel('', null)).to.equal('Form');
  });
});
