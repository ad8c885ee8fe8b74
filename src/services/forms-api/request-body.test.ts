import { expect } from '@open-wc/testing';
import { requestBody, type BodyFacts } from './request-body';

const facts: BodyFacts = {
  referral: () => ({ ref_id: '20973', raf_code: 'FRIEND' }),
  timezone: () => 'Europe/London',
  agent: () => 'TestAgent/1.0',
};

describe('request body', () => {
  it('is the form body as is for an endpoint without traits', () => {
    expect(requestBody([], { email: 'a@b.co' }, facts)).to.deep.equal({ email: 'a@b.co' });
  });

  it('gets the referral values for a sign-up, and timezone when listed', () => {
    expect(requestBody(['signup', 'timezone'], { email: 'a@b.co' }, facts)).to.deep.equal({
      ref_id: '20973',
      raf_code: 'FRIEND',
      timezone: 'Europe/London',
      email: 'a@b.co',
    });
  });

  it('gets agent for a login', () => {
    expect(requestBody(['login'], { email: 'a@b.co' }, facts)).to.deep.equal({
      agent: 'TestAgent/1.0',
      email: 'a@b.co',
    });
  });

  it("keeps the form's own value where it names an added field", () => {
    expect(requestBody(['signup', 'timezone'], { timezone: 'Asia/Dubai', ref_id: 'typed' }, facts)).to.include({
      timezone: 'Asia/Dubai',
      ref_id: 'typed',
    });
  });
});
