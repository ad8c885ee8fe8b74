/**
 * The engine's own behaviour, on a small flow of real endpoints: steps and their events, resuming
 * after a reload, a step whose fields fail to load, a thank-you whose content fails to load.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { receivedRequests, switchFault, uniqueEmail } from '../test/forms-backend';
import {
  alertText,
  fieldControl,
  fieldErrorText,
  fillForm,
  formTestHooks,
  headingText,
  type FormHost,
  mountForm,
  recordFormEvents,
  stepForm,
  submitForm,
  waitForStep,
} from '../test/forms';
import { captureConsole } from '../test/harness';
import { settle } from '../test/scrolling';
import { contentOf, payloadOf, pick } from './answers';
import { field, fields, fieldsFromConfig } from './fields';
import type { Flow } from './flow';
import { formElement } from './form-element';

const testFlow: Flow<object> = {
  attributes: {},
  showProgress: true,
  words: {
    namespace: 'test-flow-form',
    english: { contact_title: 'Your contact', details_title: 'Your details', to_details: 'Skip to details' },
  },
  steps: [
    {
      id: 'contact',
      kind: 'fields',
      title: 'contact_title',
      fields: fields('email', 'first_name', 'country', 'terms'),
      switches: [{ label: 'to_details', step: 'details' }],
      next: 'details',
      send: async (values, { apis, request }) => ({
        data: pick(await apis.forms.leadSignup(values, request), 'profile_id'),
      }),
    },
    {
      id: 'details',
      kind: 'fields',
      title: 'details_title',
      fields: async ({ apis, signal }) =>
        fieldsFromConfig(payloadOf(await apis.forms.signupStep2Config({}, { signal }))),
      next: 'thanks',
      send: async (values, { apis, data, request }) => ({
        answer: await apis.forms.signupStep2({ ...values, profile_id: data.profile_id }, request),
      }),
    },
    {
      id: 'thanks',
      kind: 'message',
      title: 'done_title',
      load: async ({ apis, data }) => contentOf(await apis.forms.signupThankYouStep({ profile_id: data.profile_id })),
    },
  ],
};
const testForm = formElement('test-flow-form', testFlow);

/** A step whose fields are the group companies: an endpoint no other test file faults. */
const companyFlow: Flow<object> = {
  attributes: {},
  words: { namespace: 'test-company-form', english: {} },
  steps: [
    {
      id: 'company',
      kind: 'fields',
      fields: async ({ apis, signal }) => {
        const { data } = await apis.forms.registrationCompanies<{ data: { id: number; name: string }[] }>(
          { country: 'CY' },
          { signal },
        );
        const options = data.map(({ id, name }) => ({ value: String(id), label: name }));
        return [field('company', { kind: 'select', options })];
      },
      send: async () => ({}),
    },
  ],
};
const companyForm = formElement('test-company-form', companyFlow);
/**
 * A flow with a typo an `as` hides from the compiler: its send names a step it does not have, its
 * switch another, as an untyped flow could.
 */
const typoFlow: Flow<object> = {
  attributes: {},
  words: { namespace: 'test-typo-form', english: { oops: 'Skip' } },
  steps: [
    {
      id: 'subscribe',
      kind: 'fields',
      fields: fields('email', 'terms'),
      switches: [{ label: 'oops', step: 'thank-yuo' }],
      send: async (values, { apis, request }) => ({
        answer: await apis.forms.subscribe(values, request),
        next: 'smss-code',
      }),
    },
    { id: 'thank-you', kind: 'message', title: 'done_title' },
  ],
};
const typoForm = formElement('test-typo-form', typoFlow);
const CONTACT = { first_name: 'Ada', country: 'GB', terms: true };

/** The profile this test's lead sign-up opened, and what step 2 then sent for it: other files sign up too. */
async function ownRequests(email: string, since: number) {
  const [lead] = (await receivedRequests({ path: 'lead-signup', since })).filter(({ body }) => body?.email === email);
  const profileId = (lead!.response as { data: { profile_id: number } }).data.profile_id;
  const step2 = (await receivedRequests({ path: '/utils/custom-forms/signup/signup-step-2', since })).filter(
    ({ body }) => body?.profile_id === profileId,
  );
  return { profileId, step2 };
}
const DETAILS = { birth_date: '1990-05-17', address: '1 Main Street', city: 'London', postcode: 'N1 9GU' };

describe('the form engine', () => {
  const records = formTestHooks();

  it('runs the steps in order, carrying data, with progress, events and the thank-you content', async () => {
    const host = await mountForm(testForm);
    const events = recordFormEvents(host);
    expect(host.shadowRoot.querySelector('.progress')!.textContent).to.equal('Step 1 of 2');
    const email = uniqueEmail();
    await fillForm(host, { email, ...CONTACT });
    await submitForm(host);
    await waitForStep(host, 'details');
    expect(host.shadowRoot.querySelector('.progress')!.textContent).to.equal('Step 2 of 2');
    await fillForm(host, DETAILS);
    await submitForm(host);
    await waitForStep(host, 'thanks');
    await waitUntil(() => headingText(host) === 'Thank you', 'no thank-you content');
    expect(host.shadowRoot.activeElement).to.equal(host.shadowRoot.querySelector('h2'));

    const { step2 } = await ownRequests(email, records.since);
    expect(step2).to.have.length(1);
    expect(step2[0]!.body).to.include({ city: 'London' });
    expect(events.map(({ type, detail }) => `${type}:${(detail as { step?: string }).step ?? ''}`)).to.deep.equal([
      'form-submit:contact',
      'form-step:details',
      'form-submit:details',
      'form-success:',
      'form-step:thanks',
    ]);
    expect(sessionStorage.length).to.equal(0);
  });

  it('resumes at the step it was on after a reload, with its data', async () => {
    const first = await mountForm(testForm);
    const email = uniqueEmail();
    await fillForm(first, { email, ...CONTACT });
    await submitForm(first);
    await waitForStep(first, 'details');
    await fillForm(first, { city: 'Paris' });
    first.remove();

    const second = await mountForm(testForm);
    await waitForStep(second, 'details');
    await waitUntil(() => stepForm(second)?.querySelector('[name="city"]'));
    expect(fieldControl(second, 'city').value).to.equal('Paris');
    await fillForm(second, { ...DETAILS, city: 'Paris' });
    await submitForm(second);
    await waitForStep(second, 'thanks');
    const { step2 } = await ownRequests(email, records.since);
    expect(step2.map(({ status }) => status)).to.deep.equal([200]);
  });

  it('keeps apart what two forms of the same kind on one page were given', async () => {
    const first = await mountForm(testForm);
    const second = await mountForm(testForm);
    await fillForm(first, { email: 'first@example.com' });
    await fillForm(second, { email: 'second@example.com' });
    first.remove();
    second.remove();
    const [again, andAgain] = [await mountForm(testForm), await mountForm(testForm)];
    expect(fieldControl(again, 'email').value).to.equal('first@example.com');
    expect(fieldControl(andAgain, 'email').value).to.equal('second@example.com');
  });

  it('names a malformed translations attribute once and keeps its English texts', async () => {
    const logged = captureConsole();
    try {
      const host = await mountForm(testForm, { translations: '{"contact_title": 42}' });
      expect(headingText(host)).to.equal('Your contact');
      expect(logged.messages).to.have.length(1);
      expect(logged.messages[0]).to.contain('<test-flow-form>').and.contain('translations');
    } finally {
      logged.restore();
    }
  });

  it('moves to another step without sending when a switch is pressed', async () => {
    const host = await mountForm(testForm);
    const email = uniqueEmail();
    await fillForm(host, { email, ...CONTACT });
    host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!.click();
    await waitForStep(host, 'details');
    const sent = await receivedRequests({ path: 'lead-signup', since: records.since });
    expect(sent.filter(({ body }) => body?.email === email)).to.be.empty;
  });

  it('offers to try again when a step cannot load its fields', async () => {
    const console = captureConsole();
    try {
      await switchFault({
        mode: 'server-error',
        path: '/fcm-forms/registration-companies',
        body: { country: 'CY' },
        times: 1,
      });
      const host = await mountForm(companyForm);
      await waitUntil(() => alertText(host).includes('could not load'), 'no load error');
      expect(console.messages).to.have.length(1);
      expect(console.messages[0]).to.contain('step "company" could not load');
      const section = host.shadowRoot.querySelector('section')!;
      expect(host.shadowRoot.getElementById(section.getAttribute('aria-labelledby')!), 'the form keeps its name').to
        .exist;
      host.shadowRoot.querySelector<HTMLButtonElement>('.alert button')!.click();
      await waitUntil(
        () => stepForm(host)?.querySelector('[name="company"] option[value="2"]'),
        'the retry did not load',
      );
    } finally {
      console.restore();
    }
  });

  it('keeps the built-in thank-you when its content cannot load, warning once with the endpoint', async () => {
    const console = captureConsole('warn');
    try {
      const host = await mountForm(testForm);
      const email = uniqueEmail();
      await fillForm(host, { email, ...CONTACT });
      await submitForm(host);
      await waitForStep(host, 'details');
      await fillForm(host, DETAILS);
      const { profileId } = await ownRequests(email, records.since);
      await switchFault({
        mode: 'server-error',
        path: '/utils/custom-forms/signup/thank-you-step',
        body: { profile_id: profileId },
        times: 1,
      });
      await submitForm(host);
      await waitForStep(host, 'thanks');
      await waitUntil(() => headingText(host) === 'Thank you, we received your details', 'no built-in thank-you');
      expect(console.messages.join()).to.contain('/utils/custom-forms/signup/thank-you-step answered 500');
    } finally {
      console.restore();
    }
  });

  /** Sends the test form filled with a fresh email, its sign-up faulted this once. */
  async function sendFaulted(mode: 'server-error' | 'field-errors') {
    const host = await mountForm(testForm);
    const email = uniqueEmail();
    await fillForm(host, { email, ...CONTACT });
    await switchFault({ mode, path: '/utils/custom-forms/signup/lead-signup', body: { email }, times: 1 });
    await submitForm(host);
    return { host, email };
  }

  it('shows a server error above the form and keeps the values', async () => {
    const { host, email } = await sendFaulted('server-error');
    await waitUntil(() => alertText(host), 'no alert');
    expect(alertText(host)).to.contain('Something went wrong on our side');
    expect(fieldControl(host, 'email').value).to.equal(email);
    expect(fieldControl<HTMLSelectElement>(host, 'country').value).to.equal('GB');
    expect(fieldControl(host, 'terms').checked).to.be.true;
  });

  it('puts a field error of the server next to its field and focuses it', async () => {
    const { host } = await sendFaulted('field-errors');
    await waitUntil(() => fieldErrorText(host, 'email'), 'no field error');
    expect(fieldControl(host, 'email').getAttribute('aria-invalid')).to.equal('true');
    expect(document.activeElement).to.equal(fieldControl(host, 'email'));
  });

  describe('when the flow names a step it does not have', () => {
    async function expectFlowError(host: FormHost, events: ReturnType<typeof recordFormEvents>, logged: string[]) {
      await waitForStep(host, 'flow-error');
      expect(headingText(host)).to.equal('Something went wrong');
      expect(events.map(({ type }) => type)).to.not.include('form-success');
      expect(events.at(-2)).to.deep.include({ type: 'form-error' });
      expect(events.at(-2)!.detail).to.include({ code: 'ERR_FLOW', status: null });
      expect(window.dataLayer).to.deep.include({
        event: 'form-error',
        form: 'test-typo-form',
        step: 'subscribe',
        code: 'ERR_FLOW',
        status: null,
      });
      expect(window.dataLayer!.map(({ event }) => event)).to.not.include('form-success');
      expect(logged).to.have.length(1);
      expect(logged[0]).to.contain('<test-typo-form>').and.contain('"subscribe"');
      expect(location.href, 'no redirect').to.equal(pageUrl);
    }
    const pageUrl = location.href;

    it('reports form-error ERR_FLOW and one console error after a send, never a success or a redirect', async () => {
      const logged = captureConsole();
      try {
        const host = await mountForm(typoForm, { redirect: '/elsewhere' });
        const events = recordFormEvents(host);
        await fillForm(host, { email: uniqueEmail('typo'), terms: true });
        await submitForm(host);
        await expectFlowError(host, events, logged.messages);
        expect(logged.messages[0]).to.contain('"smss-code"');
      } finally {
        logged.restore();
      }
    });

    it('does the same for a switch', async () => {
      const logged = captureConsole();
      try {
        const host = await mountForm(typoForm, { redirect: '/elsewhere' });
        const events = recordFormEvents(host);
        host.shadowRoot.querySelector<HTMLButtonElement>('[part="switch"]')!.click();
        await expectFlowError(host, events, logged.messages);
        expect(logged.messages[0]).to.contain('"thank-yuo"');
      } finally {
        logged.restore();
      }
    });
  });

  describe('form-view', () => {
    const viewsOf = (form: string) =>
      window.dataLayer!.filter((entry) => entry.event === 'form-view' && entry.form === form);

    it('fires once at once for a form in view', async () => {
      const host = await mountForm(companyForm);
      await waitUntil(() => viewsOf('test-company-form').length === 1, 'no form-view');
      expect(viewsOf('test-company-form')[0]).to.deep.equal({
        event: 'form-view',
        form: 'test-company-form',
        step: 'company',
      });
      host.remove();
      document.body.append(host);
      await settle();
      expect(viewsOf('test-company-form'), 'a moved form is not viewed again').to.have.length(1);
    });

    it('fires for a form below the fold only when half of it scrolls into view', async () => {
      const page = document.createElement('div');
      page.dataset.testForm = '';
      page.innerHTML = `<div style="height: ${innerHeight * 2}px"></div>`;
      document.body.append(page);
      try {
        const host = await mountForm(typoForm, {}, { parent: page });
        const events = recordFormEvents(host);
        await settle(8);
        expect(viewsOf('test-typo-form'), 'viewed before the visitor saw it').to.deep.equal([]);
        const { top, height } = host.getBoundingClientRect();
        // A third of the form in view: not yet.
        scrollTo(0, top + scrollY - innerHeight + height / 3);
        await settle(8);
        expect(viewsOf('test-typo-form')).to.deep.equal([]);
        host.scrollIntoView({ block: 'center' });
        await waitUntil(() => viewsOf('test-typo-form').length === 1, 'no form-view after scrolling');
        expect(events.map(({ type }) => type)).to.deep.equal(['form-view']);
      } finally {
        scrollTo(0, 0);
      }
    });
  });
});
