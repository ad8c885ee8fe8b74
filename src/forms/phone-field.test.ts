/**
 * The phone field in a form, against the demo backend: its code follows the chosen country (or
 * the page's geoip country) until the visitor picks one, it sends E.164, and the numbering plans
 * load only once the field is used, checking the number's length for its country.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { receivedRequests, uniqueEmail } from '../test/forms-backend';
import {
  fieldErrorText,
  fillForm,
  formTestHooks,
  mountForm,
  stepForm,
  submitForm,
  waitForStep,
  type FormHost,
} from '../test/forms';
import { captureConsole } from '../test/harness';
import { leadSignupForm } from '../elements/lead-signup-form/lead-signup-form.element';
import { phoneLibrary, phoneMetadataRequested, resetPhoneMetadata } from './phone-metadata';

const LEAD_SIGNUP = '/utils/custom-forms/signup/lead-signup';
const INVALID_PHONE = 'Enter the number with its country code, e.g. +44 7700 900123';

const mountLeadForm = () => mountForm(leadSignupForm, {}, { step: 'signup' });
const shownCode = (host: FormHost) => stepForm(host)?.querySelector('.phone-code [aria-hidden]')?.textContent;
const codeList = (host: FormHost) => host.querySelector<HTMLSelectElement>(':scope > form .phone-code select')!;

async function pickCode(host: FormHost, country: string) {
  const list = codeList(host);
  await waitUntil(() => [...list.options].some((option) => option.value === country), `no code for ${country}`);
  list.value = country;
  list.dispatchEvent(new Event('change', { bubbles: true }));
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
/** A task of the queue React's scheduler posts its own to. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

const lead = (phone: string) => ({ first_name: 'Ada', email: uniqueEmail('phone'), country: 'GB', phone, terms: true });

/** This test's sign-ups: other files send to the same endpoint at the same time. */
const sentBy = async (email: unknown) =>
  (await receivedRequests({ path: LEAD_SIGNUP })).filter(({ body }) => body?.email === email);

describe('the phone field', () => {
  formTestHooks();
  beforeEach(() => resetPhoneMetadata());
  after(() => resetPhoneMetadata());

  it('takes the chosen country’s code and sends a national number in E.164; the plans load once it is used', async () => {
    const host = await mountLeadForm();
    expect(shownCode(host)).to.equal('+');
    await fillForm(host, { country: 'GB' });
    await waitUntil(() => shownCode(host) === '+44', `the code stayed ${shownCode(host)}`);
    expect(codeList(host).value).to.equal('GB');
    expect(phoneMetadataRequested(), 'no plans before the phone field is used').to.equal(false);

    const details = lead('07700 900123');
    await fillForm(host, details);
    expect(phoneMetadataRequested(), 'the plans load as the field is focused').to.equal(true);
    await waitUntil(() => phoneLibrary(), 'the plans did not load');
    await submitForm(host);
    await waitForStep(host, 'activate');
    const [signup] = await sentBy(details.email);
    expect(signup!.body).to.include({ email: details.email, country: 'GB', phone: '+447700900123' });
  });

  it('never mirrors the number into its `value` attribute, keeps it through a reload, and keeps it from session recorders', async () => {
    const first = await mountLeadForm();
    await fillForm(first, { country: 'GB', phone: '7700 900123' });
    const phone = () => stepForm(host())!.querySelector<HTMLInputElement>('[name="phone"]')!;
    let current = first;
    const host = () => current;
    expect(phone().value).to.equal('7700 900123');
    expect(phone().getAttribute('value'), 'the value attribute').to.equal(null);
    expect(document.querySelector('input[value*="7700"]'), 'a page CSS attribute selector').to.equal(null);
    expect(phone().outerHTML).not.to.contain('7700');
    for (const mark of ['data-private', 'data-hj-suppress', 'data-clarity-mask'])
      expect(phone().hasAttribute(mark), mark).to.be.true;
    expect([...phone().classList]).to.include.members(['fs-exclude', 'rr-block']);
    const email = stepForm(first)!.querySelector<HTMLInputElement>('[name="email"]')!;
    expect(email.hasAttribute('data-private'), 'an email is no secret').to.be.false;

    // A reload: the kept number (E.164, split again) shows, still not in the attribute.
    first.remove();
    current = await mountLeadForm();
    await waitUntil(() => phone().value === '7700900123', `the kept number shows (${phone().value})`);
    expect(phone().getAttribute('value')).to.equal(null);
    expect(shownCode(current)).to.equal('+44');
  });

  it('keeps every key typed while the plans arrive', async () => {
    // The plans arrive between two keys, before React has run the effects of their arrival.
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    resetPhoneMetadata(async () => {
      const library = await import('./phone-library');
      await arrived;
      return library;
    });
    const host = await mountLeadForm();
    await fillForm(host, { country: 'GB' });
    const phone = stepForm(host)!.querySelector<HTMLInputElement>('[name="phone"]')!;
    phone.focus();
    const typeKey = (key: string) => {
      valueSetter.call(phone, phone.value + key);
      phone.dispatchEvent(new Event('input', { bubbles: true }));
    };
    for (const key of '7700') typeKey(key);
    arrive();
    // One key a task, as a fast typist's keys come: each between React's own tasks.
    for (const key of ' 900123') {
      await nextTask();
      typeKey(key);
    }
    await waitUntil(() => phoneLibrary(), 'the plans did not load');
    await nextTask();
    expect(phone.value).to.equal('7700 900123');
    phone.blur();
    const details = lead('7700 900123');
    await fillForm(host, { first_name: details.first_name, email: details.email, terms: true });
    await submitForm(host);
    expect(fieldErrorText(host, 'phone'), 'the phone error').to.equal('');
    await waitForStep(host, 'activate');
    const [signup] = await sentBy(details.email);
    expect(signup!.body).to.include({ phone: '+447700900123' });
  });

  it('tells a number too short for the UK to check it, and sends nothing', async () => {
    const host = await mountLeadForm();
    // 8 digits after the +: E.164's shape, but no UK number is that short.
    const details = lead('770090');
    await fillForm(host, details);
    expect(shownCode(host)).to.equal('+44');
    await waitUntil(() => phoneLibrary(), 'the plans did not load');
    await submitForm(host);
    await waitUntil(
      () => fieldErrorText(host, 'phone') === INVALID_PHONE,
      `phone error: "${fieldErrorText(host, 'phone')}"`,
    );
    expect(await sentBy(details.email)).to.be.empty;
    await fillForm(host, { phone: '+44 7700 900123' });
    await waitUntil(() => fieldErrorText(host, 'phone') === '', 'the error stayed');
  });

  it('starts from the page’s geoip country, follows the chosen country, and keeps a code the visitor picked', async () => {
    history.replaceState(null, '', '?geoip=CY');
    const host = await mountLeadForm();
    await waitUntil(() => shownCode(host) === '+357', `the code is ${shownCode(host)}, not Cyprus’s`);
    await fillForm(host, { country: 'DE' });
    await waitUntil(() => shownCode(host) === '+49', `the code stayed ${shownCode(host)}`);
    await pickCode(host, 'GB');
    await fillForm(host, { country: 'FR', phone: '7700 900123' });
    await waitUntil(
      () => stepForm(host)?.querySelector('[data-field="phone"]')?.getAttribute('data-state') === 'valid',
    );
    expect(shownCode(host), 'the picked code stays').to.equal('+44');
  });

  it('still sends when the plans fail to load: one console error, the shape alone is checked', async () => {
    resetPhoneMetadata(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const errors = captureConsole('error');
    try {
      const host = await mountLeadForm();
      // The shape alone: a number too short for the UK passes, and the server has the last word.
      const details = lead('770090');
      await fillForm(host, details);
      await submitForm(host);
      await waitForStep(host, 'activate');
      const [signup] = await sentBy(details.email);
      expect(signup!.body).to.include({ email: details.email, phone: '+44770090' });
    } finally {
      errors.restore();
    }
    expect(
      errors.messages.filter((message) => message.startsWith('Loading chunk phone metadata failed')),
    ).to.have.length(1);
  });
});
