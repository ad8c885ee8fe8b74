/**
 * 'Registration Success' from the forms' clients: any answer a form receives that carries a new,
 * unverified profile counts, whichever endpoint answered it, once per profile.
 */
import { expect } from '@open-wc/testing';
import { REGISTRATION_SUCCESS } from '../services/analytics';
import { accountSignup, switchFault, uniqueEmail } from '../test/forms-backend';
import { useFormsBackend } from '../test/forms';
import { newIdempotencyKey } from '../services/forms-api';
import { formApis } from './apis';

interface ProfileAnswer {
  data: { profile_id: number; client_id: number; is_email_verified: boolean };
}

const registrations = () => (window.dataLayer ?? []).filter(({ event }) => event === REGISTRATION_SUCCESS);

describe('Registration Success', () => {
  before(useFormsBackend);
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('is pushed when a sign-up creates an unverified profile', async () => {
    const answer = await formApis().forms.signup<ProfileAnswer>(accountSignup());
    expect(answer.data.is_email_verified).to.equal(false);
    expect(window.dataLayer).to.deep.equal([
      { event: REGISTRATION_SUCCESS, client_id: answer.data.client_id, profile_id: answer.data.profile_id },
    ]);
  });

  it('is pushed once when a retried sign-up gets the same answer', async () => {
    const { forms } = formApis();
    const key = newIdempotencyKey();
    const body = accountSignup();
    const first = await forms.signup(body, { idempotencyKey: key });
    expect(await forms.signup(body, { idempotencyKey: key })).to.deep.equal(first);
    expect(registrations()).to.have.length(1);
  });

  it('is pushed for a step 2 answer that carries the ids', async () => {
    const { forms } = formApis();
    const lead = await forms.leadSignup<ProfileAnswer>({
      email: uniqueEmail(),
      first_name: 'Ada',
      country: 'GB',
      terms: true,
    });
    // A page that opens on step 2 (an emailed link) has not seen the sign-up's answer.
    delete window.dataLayer;
    const step2 = await forms.signupStep2<ProfileAnswer>({ profile_id: lead.data.profile_id, city: 'London' });
    expect(step2.data.profile_id, 'the answer carries the ids').to.equal(lead.data.profile_id);
    expect(registrations()).to.deep.equal([
      { event: REGISTRATION_SUCCESS, client_id: step2.data.client_id, profile_id: step2.data.profile_id },
    ]);
  });

  it('is pushed for a login answer that carries an unverified profile, at the top level', async () => {
    const email = uniqueEmail('login-registration');
    const profile = { profile_id: 'P-login', client_id: 'C-login', is_email_verified: 0 };
    await switchFault({ mode: 'answer', path: '/api/user/authorise', body: { email }, answer: profile, times: 1 });
    await formApis().account.authorise({ email, password: 'Trader2024' });
    expect(registrations()).to.deep.equal([
      { event: REGISTRATION_SUCCESS, client_id: 'C-login', profile_id: 'P-login' },
    ]);
  });

  it('is not pushed for a verified profile', async () => {
    const email = uniqueEmail('login-verified');
    const profile = { data: { profile_id: 'P-verified', client_id: 'C-verified', is_email_verified: true } };
    await switchFault({ mode: 'answer', path: '/api/user/authorise', body: { email }, answer: profile, times: 1 });
    await formApis().account.authorise({ email, password: 'Trader2024' });
    expect(registrations()).to.be.empty;
  });
});
