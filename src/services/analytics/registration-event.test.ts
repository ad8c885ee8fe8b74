import { expect } from '@open-wc/testing';
import { pushRegistrationSuccess, REGISTRATION_SUCCESS, registrationSuccessEvent } from './registration-event';

describe('Registration Success event', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('is called for by profile_id and client_id at the top level with is_email_verified false', () => {
    expect(registrationSuccessEvent({ profile_id: 7, client_id: 'C9', is_email_verified: false })).to.deep.equal({
      event: REGISTRATION_SUCCESS,
      client_id: 'C9',
      profile_id: 7,
    });
  });

  it('is called for by the ids under data, is_email_verified missing', () => {
    expect(registrationSuccessEvent({ data: { profile_id: 7, client_id: 9 } })).to.deep.equal({
      event: 'Registration Success',
      client_id: 9,
      profile_id: 7,
    });
  });

  it('is not called for when the email is verified, an id is missing or the answer is no object', () => {
    for (const response of [
      { profile_id: 7, client_id: 9, is_email_verified: true },
      { data: { profile_id: 7, client_id: 9, is_email_verified: 1 } },
      { profile_id: 7 },
      { data: { client_id: 9, profile_id: '' } },
      'profile_id client_id',
      null,
    ]) {
      expect(registrationSuccessEvent(response), JSON.stringify(response)).to.equal(null);
    }
  });

  it('is pushed to a data layer it creates when the page has none', () => {
    expect(pushRegistrationSuccess({ data: { profile_id: 7, client_id: 9, is_email_verified: false } })).to.equal(true);
    expect(window.dataLayer).to.deep.equal([{ event: REGISTRATION_SUCCESS, client_id: 9, profile_id: 7 }]);
  });

  it("is pushed through the data layer's own push, after what was there", () => {
    const heard: unknown[] = [];
    const layer: Record<string, unknown>[] = [{ event: 'gtm.js' }];
    layer.push = (...entries) => heard.push(...entries);
    window.dataLayer = layer;
    pushRegistrationSuccess({ profile_id: 7, client_id: 9 });
    expect(heard).to.deep.equal([{ event: REGISTRATION_SUCCESS, client_id: 9, profile_id: 7 }]);
  });

  it('is pushed once per profile', () => {
    const response = { profile_id: 7, client_id: 9 };
    pushRegistrationSuccess(response);
    expect(pushRegistrationSuccess(response)).to.equal(false);
    expect(pushRegistrationSuccess({ profile_id: 8, client_id: 10 })).to.equal(true);
    expect(window.dataLayer!.map((entry) => entry.profile_id)).to.deep.equal([7, 8]);
  });
});
