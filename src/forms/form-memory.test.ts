import { expect } from '@open-wc/testing';
import { formMemory } from './form-memory';

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
