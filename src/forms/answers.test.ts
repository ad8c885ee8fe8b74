import { expect } from '@open-wc/testing';
import { pick, successDetail } from './answers';

describe('reading answers', () => {
  it('pick keeps usable ids, at the top or under data, and drops empty or malformed ones', () => {
    expect(
      pick({ profile_id: 'p9', client_id: 9, otp_code_id: '' }, 'profile_id', 'client_id', 'otp_code_id'),
    ).to.deep.equal({ profile_id: 'p9', client_id: 9 });
    expect(
      pick({ data: { profile_id: true, client_id: {}, otp_code_id: null } }, 'profile_id', 'client_id'),
    ).to.deep.equal({});
    expect(pick({ data: { otp_code_id: 'o9' } }, 'otp_code_id')).to.deep.equal({ otp_code_id: 'o9' });
  });

  it("the form-success detail carries the sign-up's ids at its top level, whatever the last answer said", () => {
    const data = { profile_id: 'p9', client_id: 'c9', otp_code_id: 'o9', email: 'ada@example.com' };
    expect(successDetail({ profile_id: 'other', redirect_url: '/next' }, data)).to.deep.equal({
      profile_id: 'p9',
      client_id: 'c9',
      redirect_url: '/next',
    });
    expect(successDetail(undefined, data)).to.deep.equal({ profile_id: 'p9', client_id: 'c9' });
    expect(successDetail({ data: { ok: true } }, { profile_id: 7 })).to.deep.equal({
      data: { ok: true },
      profile_id: 7,
    });
  });

  it('the form-success detail carries only usable ids: a malformed or empty one is left out', () => {
    expect(successDetail({ profile_id: '', client_id: true, message: 'ok' }, {})).to.deep.equal({ message: 'ok' });
    expect(successDetail({ profile_id: 'p9', client_id: null }, {})).to.deep.equal({ profile_id: 'p9' });
    expect(successDetail({ client_id: {} }, { client_id: 'c9' })).to.deep.equal({ client_id: 'c9' });
  });

  it('the form-success detail of a flow without a sign-up is the last answer as it is', () => {
    const answer = { token: 't' };
    expect(successDetail(answer, { otp_code_id: 'o9' })).to.equal(answer);
    expect(successDetail(undefined, {})).to.equal(undefined);
  });
});
