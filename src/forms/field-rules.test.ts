import { expect } from '@open-wc/testing';
import { field, fields } from './fields';
import { isAdult, stepRules } from './field-rules';
import { englishWords } from './translations';
import { loadPhoneMetadata, phoneLibrary, resetPhoneMetadata } from './phone-metadata';
import { captureConsole } from '../test/harness';
import { fastestRunMs, HOSTILE_BUDGET_MS, HOSTILE_INPUTS } from '../test/hostile-input';
import { EMAIL_MAX_LENGTH, isEmail } from './email';

const t = englishWords();

/** Field name → the first message, for values checked against the rules of `specs`. */
const problems = (specs: ReturnType<typeof fields>, values: Record<string, unknown>): Record<string, string> =>
  stepRules(specs, t).problems(values);

describe('field rules', () => {
  it('requires required fields and says which', () => {
    expect(
      problems(fields('email', 'first_name', 'country', 'terms'), {
        email: ' ',
        first_name: '',
        country: '',
        terms: false,
      }),
    ).to.deep.equal({
      email: 'This field is required',
      first_name: 'This field is required',
      country: 'Choose your country of residence from the list',
      terms: 'Accept the terms and conditions to continue',
    });
  });

  it('checks emails, names, phones and codes like the API does', () => {
    const specs = fields('email', 'first_name', 'phone', 'code');
    expect(problems(specs, { email: 'a@b', first_name: '4d4', phone: '07700 900123', code: '12345' })).to.deep.equal({
      email: 'Enter a valid email address',
      first_name: 'Enter your name as written in your ID',
      phone: 'Enter the number with its country code, e.g. +44 7700 900123',
      code: 'Enter the 6-digit code',
    });
    expect(
      problems(specs, {
        email: ' ada@example.com ',
        first_name: "Zoë O'Neil-Smith",
        phone: '+44 (7700) 900-123',
        code: '123456',
      }),
    ).to.deep.equal({});
  });

  describe('phones, with the numbering plans', () => {
    const phoneProblem = (phone: string) => problems(fields('phone'), { phone }).phone;
    const INVALID_PHONE = 'Enter the number with its country code, e.g. +44 7700 900123';
    afterEach(() => resetPhoneMetadata());

    it('checks the shape alone until the plans load, then the length the number’s country allows', async () => {
      resetPhoneMetadata();
      expect(phoneProblem('+44 770090')).to.equal(undefined);
      expect(await loadPhoneMetadata()).to.equal(phoneLibrary());
      expect(phoneProblem('+44 770090')).to.equal(INVALID_PHONE);
      expect(phoneProblem('+44 7700 900123')).to.equal(undefined);
      expect(phoneProblem('+1 416 555 010')).to.equal(INVALID_PHONE);
      expect(phoneProblem('0044 7700900123'), 'E.164 is still required').to.equal(INVALID_PHONE);
    });

    it('falls back to the shape, with one console error, when the plans fail to load', async () => {
      const errors = captureConsole('error');
      try {
        resetPhoneMetadata(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
        expect(await loadPhoneMetadata()).to.equal(undefined);
        expect(await loadPhoneMetadata(), 'asked once per page').to.equal(undefined);
      } finally {
        errors.restore();
      }
      expect(errors.messages).to.have.length(1);
      expect(errors.messages[0]).to.match(/^Loading chunk phone metadata failed/);
      expect(phoneProblem('+44 770090')).to.equal(undefined);
      expect(phoneProblem('07700 900123')).to.equal(INVALID_PHONE);
    });
  });

  it('asks for a strong new password and a matching confirmation, but only presence for a current one', () => {
    const signup = [field('password', { kind: 'new-password' }), field('password_confirm')];
    expect(problems(signup, { password: 'letters', password_confirm: 'letters' })).to.deep.equal({
      password: 'Use at least 8 characters with a letter and a digit',
    });
    expect(problems(signup, { password: 'Trader2024', password_confirm: 'Trader2025' })).to.deep.equal({
      password_confirm: 'The passwords do not match',
    });
    expect(problems(fields('password'), { password: 'x' })).to.deep.equal({});
  });

  it('leaves optional fields alone when empty, and checks them when filled', () => {
    const specs = [field('website'), field('marketing')];
    expect(problems(specs, { website: '', marketing: false })).to.deep.equal({});
    expect(problems(specs, { website: 'javascript:alert(1)', marketing: false })).to.deep.equal({
      website: 'Enter a web address starting with https://',
    });
  });

  it('counts someone 18 from their 18th birthday, and rejects impossible dates', () => {
    const today = new Date(Date.UTC(2026, 10, 23));
    expect(isAdult('2008-11-23', today)).to.be.true;
    expect(isAdult('2008-11-24', today)).to.be.false;
    expect(isAdult('2000-02-31', today)).to.be.false;
    expect(isAdult('23/11/2000', today)).to.be.false;
  });

  describe('on 50,000 typed characters', () => {
    const specs = [
      ...fields('email', 'login', 'first_name', 'last_name', 'phone', 'code', 'password', 'birth_date'),
      ...fields('country', 'company', 'website', 'password_confirm'),
      field('password', { kind: 'new-password' }),
    ];
    for (const spec of specs) {
      it(`${spec.name} (${spec.kind}) answers within ${HOSTILE_BUDGET_MS} ms each`, () => {
        for (const text of HOSTILE_INPUTS) {
          const ms = fastestRunMs(() => problems([spec], { [spec.name]: text }));
          expect(ms, `${spec.name} on ${JSON.stringify(text.slice(0, 8))}…`).to.be.below(HOSTILE_BUDGET_MS);
        }
      });
    }

    it('refuses an email over 254 characters, and keeps the rule it had below', () => {
      const local = 'a'.repeat(EMAIL_MAX_LENGTH - '@example.com'.length);
      expect(isEmail(`${local}@example.com`)).to.equal(true);
      expect(isEmail(`${local}a@example.com`)).to.equal(false);
      for (const good of ['a@b.c', 'a.b@c..d', 'ä@ü.de', 'a+b@sub.example.co.uk'])
        expect(isEmail(good), good).to.equal(true);
      for (const bad of ['a@b', 'a@.b', 'a@b.', '@b.c', 'a@@b.c', 'a@b@c.d', 'a b@c.d', 'a@b.c\n', '']) {
        expect(isEmail(bad), JSON.stringify(bad)).to.equal(false);
      }
    });
  });
});
