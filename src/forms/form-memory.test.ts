import { expect } from '@open-wc/testing';
import { formMemory, isSecretName, MEMORY_TTL_MS } from './form-memory';

describe('formMemory', () => {
  afterEach(() => sessionStorage.clear());

  it('keeps the step, the values and the data for the session, under the form key', () => {
    const memory = formMemory('signup-form');
    memory.write({
      step: 'step-2',
      values: { email: 'ada@example.com', terms: true },
      data: { profile_id: 7, otp_code_id: 'ab' },
    });
    expect(formMemory('signup-form').read()).to.deep.equal({
      step: 'step-2',
      values: { email: 'ada@example.com', terms: true },
      data: { profile_id: 7, otp_code_id: 'ab' },
    });
    expect(formMemory('login-form').read()).to.equal(null);
    memory.clear();
    expect(memory.read()).to.equal(null);
  });

  it("never writes a password, a one-time code, a token or a reset link's hash, whatever the caller passes", () => {
    formMemory('f').write({
      step: 's',
      values: {
        email: 'a@b.co',
        password: 'Secret1',
        new_password: 'Secret2',
        password_confirm: 'Secret2',
        code: '123456',
      },
      data: { captcha_token: 'tok', profile_id: 1, hash: 'Ab12Cd34' },
    });
    const stored = sessionStorage.getItem('site-form:f')!;
    for (const secret of ['Secret1', 'Secret2', '123456', 'tok', 'Ab12Cd34']) expect(stored).not.to.contain(secret);
    expect(formMemory('f').read()!.values).to.deep.equal({ email: 'a@b.co' });
  });

  it('drops values and data under every secret-looking name, and keeps ids', () => {
    const secret = ['pwd', 'pin', 'smsPin', 'otp', 'totp_code', 'sms_code', 'verification_code', 'client_secret'];
    secret.push('card_cvv', 'cvc', 'security_answer', 'passcode', 'password2', 'newPassword', 'pass_token', 'hash');
    const plain = ['email', 'postcode', 'otp_code_id', 'profile_id', 'shipping', 'opinion'];
    expect(
      secret.filter((name) => !isSecretName(name)),
      'kept',
    ).to.deep.equal([]);
    expect(plain.filter(isSecretName), 'dropped').to.deep.equal([]);
    const typed = Object.fromEntries([...secret, ...plain].map((name) => [name, `Typed-${name}`]));
    formMemory('f').write({ step: 's', values: typed, data: typed });
    const stored = sessionStorage.getItem('site-form:f')!;
    for (const name of secret) expect(stored, name).not.to.contain(`Typed-${name}"`);
    expect(Object.keys(formMemory('f').read()!.values)).to.deep.equal(plain);
  });

  it('forgets what it kept 30 minutes after the last change', () => {
    let now = 1_000_000;
    const memory = formMemory('f', () => sessionStorage, { now: () => now });
    memory.write({ step: 's', values: { email: 'a@b.co' }, data: {} });
    now += MEMORY_TTL_MS - 1;
    expect(memory.read()!.values).to.deep.equal({ email: 'a@b.co' });
    memory.write({ step: 's', values: { email: 'a@b.co', first_name: 'Ada' }, data: {} });
    now += MEMORY_TTL_MS - 1;
    expect(memory.read()!.values).to.deep.equal({ email: 'a@b.co', first_name: 'Ada' });
    now += 1;
    expect(memory.read()).to.equal(null);
    expect(sessionStorage.getItem('site-form:f'), 'removed').to.equal(null);
    // An entry without its time (an earlier version's) is as old.
    sessionStorage.setItem('site-form:f', JSON.stringify({ step: 's', values: { pin: '4321' }, data: {} }));
    expect(memory.read()).to.equal(null);
    expect(sessionStorage.getItem('site-form:f')).to.equal(null);
  });

  it('ignores damaged entries and works without storage', () => {
    sessionStorage.setItem('site-form:f', '{"step": 3, "values": {}}');
    expect(formMemory('f').read()).to.equal(null);
    sessionStorage.setItem('site-form:f', 'not json');
    expect(formMemory('f').read()).to.equal(null);
    const refused = formMemory('f', () => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(() => refused.write({ step: 's', values: {}, data: {} })).not.to.throw();
    expect(refused.read()).to.equal(null);
  });
});
