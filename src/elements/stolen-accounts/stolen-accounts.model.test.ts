import { expect } from '@open-wc/testing';
import { expectCases } from '../../test/cases';
import { fastestRunMs, HOSTILE_BUDGET_MS, HOSTILE_INPUTS } from '../../test/hostile-input';
import { readAttribute } from '../../platform/runtime/attributes';
import {
  domainsAttribute,
  filterDomains,
  lookUpDomain,
  normaliseDomain,
  serverFieldErrors,
  validateReport,
} from './stolen-accounts.model';

const LIST = ['broker-login.com', 'secure-broker.net'];

describe('stolen-accounts model', () => {
  it('normalises an address to its domain', () => {
    expectCases(normaliseDomain, [
      ['HTTPS://www.Broker-Login.com:443/path?q=1#x', 'broker-login.com'],
      ['broker-login.com/', 'broker-login.com'],
      ['  user@www2.broker-login.com.  ', 'broker-login.com'],
      ['//cdn.broker.io/x', 'cdn.broker.io'],
      ['bröker.com', 'xn--brker-kua.com'],
      ['not a domain', null],
      ['localhost', null],
      ['', null],
    ]);
  });

  it('reads the domains attribute as a comma list or a JSON list', () => {
    expect(
      readAttribute(domainsAttribute, 'Broker-Login.com, https://www.secure-broker.net/login,').value,
    ).to.deep.equal(LIST);
    expect(readAttribute(domainsAttribute, '["broker-login.com", "BROKER-LOGIN.COM"]').value).to.deep.equal([
      'broker-login.com',
    ]);
    expect(readAttribute(domainsAttribute, '["x.com"').error).to.contain('not valid JSON');
    expect(readAttribute(domainsAttribute, '[1, 2]').error).to.contain('JSON list');
    expect(readAttribute(domainsAttribute, 'good.com, bad domain').error).to.contain('"bad domain"');
  });

  it('looks an address up: listed, under a listed domain, not listed, or not an address', () => {
    expect(lookUpDomain(LIST, 'https://WWW.broker-login.com/account')).to.deep.equal({
      status: 'listed',
      domain: 'broker-login.com',
      listed: 'broker-login.com',
    });
    expect(lookUpDomain(LIST, 'login.secure-broker.net')).to.include({ status: 'listed', listed: 'secure-broker.net' });
    expect(lookUpDomain(LIST, 'notsecure-broker.net')).to.deep.equal({
      status: 'not-listed',
      domain: 'notsecure-broker.net',
    });
    expect(lookUpDomain([], 'broker.com')).to.include({ status: 'not-listed' });
    expect(lookUpDomain(LIST, 'hello there')).to.deep.equal({ status: 'invalid' });
  });

  it('filters the list by what is typed, ignoring case, scheme and www', () => {
    expect(filterDomains(LIST, 'SECURE')).to.deep.equal(['secure-broker.net']);
    expect(filterDomains(LIST, 'https://www.broker-')).to.deep.equal(['broker-login.com']);
    expect(filterDomains(LIST, '')).to.deep.equal(LIST);
    expect(filterDomains(LIST, 'zzz')).to.deep.equal([]);
  });

  it('validates a report field by field', () => {
    expect(
      validateReport({
        email: 'ana@example.com',
        subject: 'broker-login.com',
        description: 'They asked for my password.',
      }),
    ).to.deep.equal({});
    const errors = validateReport({ email: 'ana@', subject: ' ', description: 'short' });
    expect(errors).to.deep.equal({
      email: { key: 'email_invalid' },
      subject: { key: 'subject_missing' },
      description: { key: 'too_short', min: 10 },
    });
    expect(validateReport({ email: '', subject: 'x', description: 'x'.repeat(2001) })).to.have.keys(
      'email',
      'description',
    );
  });

  it(`checks what a visitor types within ${HOSTILE_BUDGET_MS} ms on 50,000 characters`, () => {
    for (const text of HOSTILE_INPUTS) {
      const report = { email: text, subject: text, description: text };
      const checks = [() => validateReport(report), () => lookUpDomain(LIST, text), () => filterDomains(LIST, text)];
      for (const [index, check] of checks.entries()) {
        const ms = fastestRunMs(check);
        expect(ms, `check ${index} on ${JSON.stringify(text.slice(0, 8))}…`).to.be.below(HOSTILE_BUDGET_MS);
      }
    }
    const report = (email: string) => validateReport({ email, subject: 'x', description: 'x'.repeat(10) });
    expect(report(`${'a'.repeat(242)}@example.com`)).to.deep.equal({});
    for (const email of [
      `${'a'.repeat(243)}@example.com`,
      'a@b@example.com',
      'a b@example.com',
      'a@example.com/x',
      'a@x',
    ])
      expect(report(email), email).to.have.keys('email');
  });

  it('keeps only the known field errors of a server answer', () => {
    expect(serverFieldErrors({ fields: { email: 'Taken', other: 'x' } })).to.deep.equal({ email: 'Taken' });
    expect(serverFieldErrors('oops')).to.deep.equal({});
    expect(serverFieldErrors(null)).to.deep.equal({});
  });
});
