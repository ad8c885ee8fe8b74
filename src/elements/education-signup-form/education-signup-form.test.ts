import { expect, waitUntil } from '@open-wc/testing';
import { accountSignupPhoneLast, receivedRequests, switchFault, TIMEZONE, uniqueEmail } from '../../test/forms-backend';
import * as forms from '../../test/forms';
import { COUNTRIES_PATH } from '../../forms/countries';
import { educationSignupForm as definition } from './education-signup-form.element';

const SIGNUP_PATH = '/utils/custom-forms/signup';
const STEP2_PATH = '/utils/custom-forms/education/signup-step2';

async function educationForm(attributes: Record<string, string> = {}) {
  const host = await forms.mountForm(definition, attributes, { step: 'signup' });
  await waitUntil(() => forms.stepForm(host)?.querySelector('[name="email"]'), 'no email field');
  return host;
}

async function signUp(host: Awaited<ReturnType<typeof educationForm>>, email = uniqueEmail('education')) {
  await forms.completeStep(host, accountSignupPhoneLast(email), 'step-2');
  return email;
}

describe('<education-signup-form>', () => {
  const records = forms.formTestHooks();

  forms.describePhoneLayout(() => educationForm());

  it('opens the account, sends step 2 with its profile_id and shows the course thank-you', async () => {
    const host = await educationForm();
    const events = forms.recordFormEvents(host);
    expect(forms.headingText(host)).to.contain('Join our free trading courses');
    expect(host.shadowRoot.querySelector('.progress')?.textContent).to.equal('Step 1 of 2');
    const email = await signUp(host);

    // The path is also the start of other sign-ups' paths, which other files send meanwhile.
    const [signup] = (await receivedRequests({ path: SIGNUP_PATH, since: records.since })).filter(
      ({ body }) => body?.email === email,
    );
    expect(signup).to.include({ method: 'POST', status: 200 });
    expect(signup!.body).to.include({ email, form: 'education', country: 'GB', terms: true });
    expect(signup!.body!.timezone).to.equal(TIMEZONE);
    const profileId = forms.answeredProfileId(signup!);
    expect(window.dataLayer).to.deep.include({
      event: 'Registration Success',
      profile_id: profileId,
      client_id: (signup!.response as { data: { client_id: number } }).data.client_id,
    });

    await forms.fillForm(host, { experience: 'beginner', interest: 'crypto' });
    expect(forms.fieldControl<HTMLSelectElement>(host, 'experience').selectedOptions[0]!.textContent).to.equal(
      'Less than a year',
    );
    await forms.submitForm(host);
    await forms.waitForStep(host, 'thank-you');
    const [step2] = await receivedRequests({ path: STEP2_PATH, since: records.since });
    expect(step2!.body).to.deep.equal({ experience: 'beginner', interest: 'crypto', profile_id: profileId });
    const [thankYou] = await receivedRequests({
      path: '/utils/custom-forms/education/fetch-thank-you',
      since: records.since,
    });
    expect(thankYou!.body).to.deep.equal({ profile_id: profileId });
    await waitUntil(() => forms.headingText(host) === 'Thank you', 'no thank-you content');
    expect(host.shadowRoot.querySelector('.intro')?.textContent).to.equal(
      'We have received your details and will be in touch shortly.',
    );
    expect(events.filter(({ type }) => type === 'form-success')).to.have.length(1);
    expect(window.dataLayer).to.deep.include({ event: 'form-success', form: 'education-signup-form', step: 'step-2' });
  });

  it('takes the Zero to Hero thank-you from its own GET endpoint', async () => {
    const host = await educationForm({ course: 'zth' });
    await signUp(host);
    await forms.completeStep(host, { experience: 'none', interest: 'forex' }, 'thank-you');
    await waitUntil(() => forms.headingText(host) === 'Thank you', 'no thank-you content');
    const [zth] = await receivedRequests({
      path: '/utils/custom-forms/education/zth/fetch-thank-you',
      since: records.since,
    });
    expect(zth).to.include({ method: 'GET', status: 200 });
    expect(await receivedRequests({ path: '/utils/custom-forms/education/fetch-thank-you', since: records.since })).to
      .be.empty;
  });

  it('shows the server field errors next to the fields and keeps what was typed', async () => {
    const host = await educationForm();
    await switchFault({ mode: 'field-errors', path: SIGNUP_PATH, times: 1 });
    const email = uniqueEmail('education');
    await forms.fillForm(host, accountSignupPhoneLast(email));
    expect(await forms.sendForFieldError(host, 'email')).to.equal('The server rejected this value (demo fault)');
    expect(forms.fieldControl(host, 'email').value).to.equal(email);
    expect(forms.fieldControl(host, 'first_name').value).to.equal('Ada');
  });

  forms.describeFormContract('signup', {
    mount: educationForm,
    values: () => accountSignupPhoneLast(uniqueEmail('education')),
    path: SIGNUP_PATH,
    next: 'step-2',
    lists: [COUNTRIES_PATH],
  });

  forms.describeFormContract('step-2', {
    mount: educationForm,
    reach: signUp,
    values: () => ({ experience: 'advanced', interest: 'stocks' }),
    path: STEP2_PATH,
    next: 'thank-you',
    match: 'interest',
  });
});
