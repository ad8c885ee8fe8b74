/**
 * Test helpers for the form elements: a page configured against the demo backend, a form
 * mounted and driven as a visitor drives it (real key presses into its inputs, which are the
 * element's light DOM: the step's `<form>`), and what it shows (the rest is its shadow DOM).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { KIT_STRINGS } from '../forms/translations';
import type { ElementDefinition } from '../platform/runtime/define-element';
import {
  acceptedRequests,
  formsScope,
  lastReceivedId,
  receivedRequests,
  sameSiteBackendUrl,
  switchFault,
  type Fault,
  type ReceivedRequest,
} from './forms-backend';
import { backendRequests, captureConsole, define, nextFrame, rendered } from './harness';
import { watchNavigations } from './navigations';
import { atPhoneWidth, expectPhoneLayout } from './layout';
import { forgetRegistrationCountries } from '../forms/countries';

/**
 * Points the page's form clients at the demo backend, in this file's own scope (formsScope);
 * call before the first form of the file. Returns that base URL.
 */
export async function useFormsBackend(): Promise<string> {
  const base = `${await sameSiteBackendUrl()}/__scope/${formsScope()}`;
  Object.assign(document.body.dataset, { formsApi: base, accountApi: base, registrationApi: base });
  return base;
}

/**
 * The hooks of a form test file, called inside its describe: the page pointed at the demo
 * backend, a fresh data layer and a mark of the backend's records before each test (ask for
 * what came `since`); after it no form is left and the page's address is as it was (tests put
 * `?profile_id=` or `?hash=` in it).
 */
export function formTestHooks(): { since: number } {
  const records = { since: 0 };
  const pageUrl = location.href;
  before(useFormsBackend);
  beforeEach(async () => {
    records.since = await lastReceivedId();
    window.dataLayer = [];
  });
  afterEach(() => {
    history.replaceState(null, '', pageUrl);
    removeForms();
  });
  return records;
}

export type FormHost = HTMLElement & { shadowRoot: ShadowRoot };

/**
 * Defines the form element, mounts it with attributes and waits for it to render (for `step`, to
 * show that step). It never leaves the page: its form-success is cancelled from the start, as a
 * form that sends as it shows may succeed before a test could listen.
 */
export async function mountForm(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form's props
  definition: ElementDefinition<any>,
  attributes: Record<string, string> = {},
  { parent = document.body, step }: { parent?: HTMLElement; step?: string } = {},
) {
  define(definition);
  const host = document.createElement(definition.tag) as FormHost;
  host.dataset.testForm = '';
  host.addEventListener('form-success', (event) => event.preventDefault());
  for (const [name, value] of Object.entries(attributes)) host.setAttribute(name, value);
  parent.append(host);
  await rendered(host, '.step, .message, .alert');
  if (step) await waitForStep(host, step);
  return host;
}

/** Removes every form a test mounted and what it kept. */
export function removeForms(): void {
  document.querySelectorAll('[data-test-form]').forEach((form) => form.remove());
  sessionStorage.clear();
}

export const stepOf = (host: FormHost) => host.shadowRoot.querySelector<HTMLElement>('[data-step]')?.dataset.step;

/** The step's `<form>`: the element's light DOM, where password managers and tag managers see it. */
export const stepForm = (host: Element) => host.querySelector<HTMLFormElement>(':scope > form.site-form');

/** Waits until the form shows step `id` ready for input (or its message). */
export async function waitForStep(host: FormHost, id: string): Promise<void> {
  await waitUntil(
    () => stepOf(host) === id && (stepForm(host) ?? host.shadowRoot.querySelector('.message')),
    `<${host.localName}> did not reach step "${id}" (at "${stepOf(host)}": ${alertText(host)})`,
    { timeout: 5000 },
  );
}

export function fieldControl<T extends HTMLInputElement | HTMLSelectElement = HTMLInputElement>(
  host: FormHost,
  name: string,
): T {
  const control = stepForm(host)?.querySelector<T>(`[data-field="${name}"] [name="${name}"]`);
  if (!control) throw new Error(`<${host.localName}> shows no field "${name}" (step "${stepOf(host)}")`);
  return control;
}

/** Fills fields as a visitor does: types into text inputs, picks options, ticks boxes. */
export async function fillForm(host: FormHost, values: Record<string, string | boolean>): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    const control = fieldControl<HTMLInputElement | HTMLSelectElement>(host, name);
    if (control instanceof HTMLSelectElement) {
      await waitUntil(
        () => [...control.options].some((option) => option.value === value),
        `no option "${value}" in ${name}`,
      );
      control.value = String(value);
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (control.type === 'checkbox') {
      if (control.checked !== value) control.click();
    } else {
      control.focus();
      // What the field holds goes first, as a visitor selects and deletes it (a command each: skipped when empty).
      if (control.value !== '') {
        control.select();
        await sendKeys({ press: 'Backspace' });
      }
      if (value !== '') await sendKeys({ type: String(value) });
    }
    control.blur();
  }
}

export const submitButton = (host: FormHost) =>
  host.querySelector<HTMLButtonElement>(':scope > form.site-form button[type="submit"]')!;

export async function submitForm(host: FormHost): Promise<void> {
  submitButton(host).click();
  await waitUntil(() => submitButton(host)?.getAttribute('aria-disabled') !== 'true', 'the form stayed busy', {
    timeout: 5000,
  });
}

/**
 * Submits a light-DOM `form` natively, as page scripts do (docs/SECURITY.md): first
 * `HTMLFormElement.prototype.submit` (a captcha's, a tag manager's), then Enter in its first text
 * field (a press of its button, if it has none) under a page's capture-phase `stopPropagation`
 * of `submit`, awaiting `sent`, the form's own submission that Enter still makes. Neither starts a navigation, the page's address is as
 * it was, and no address the demo backend was asked for meanwhile (its request log) carries a
 * typed value (3 characters or more, as typed or encoded), but the `allowed` ones (a code the
 * form's own request sends in its path).
 */
export async function submitNatively(
  form: HTMLFormElement,
  sent: () => Promise<unknown>,
  allowed: readonly string[] = [],
): Promise<void> {
  const controls = [...form.querySelectorAll<HTMLInputElement>('input:not([type="checkbox"])')];
  const typed = controls.map(({ value }) => value).filter((value) => value.length >= 3 && !allowed.includes(value));
  const navigations = watchNavigations();
  const stop = (event: Event) => event.stopPropagation();
  const page = location.href;
  const start = Date.now();
  try {
    HTMLFormElement.prototype.submit.call(form);
    await nextFrame();
    expect(navigations.urls, 'submit() navigated').to.deep.equal([]);
    window.addEventListener('submit', stop, true);
    // A step of lists alone (no text field to press Enter in) is sent by its button, as pressed.
    if (controls[0]) {
      controls[0].focus();
      await sendKeys({ press: 'Enter' });
    } else form.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
    await sent();
  } finally {
    window.removeEventListener('submit', stop, true);
    navigations.stop();
  }
  expect(navigations.urls, 'a native submission navigated').to.deep.equal([]);
  expect(location.href, "the page's address").to.equal(page);
  const addresses = (await backendRequests('')).filter(({ time }) => time >= start - 1000).map(({ url }) => url);
  for (const value of typed) {
    const spellings = [value, encodeURIComponent(value), new URLSearchParams({ value }).toString().slice(6)];
    const carrying = addresses.filter((url) => spellings.some((spelling) => url.includes(spelling)));
    expect(carrying, `addresses carrying "${value}"`).to.deep.equal([]);
  }
}

/** Fills the step as a visitor does, sends it and waits for step `next`. */
export async function completeStep(
  host: FormHost,
  values: Record<string, string | boolean>,
  next: string,
): Promise<void> {
  await fillForm(host, values);
  await submitForm(host);
  await waitForStep(host, next);
}

/** Sends the step as filled and waits until field `name` shows an error; returns that error. */
export async function sendForFieldError(host: FormHost, name: string): Promise<string> {
  await submitForm(host);
  await waitUntil(() => fieldErrorText(host, name), `no ${name} error`);
  return fieldErrorText(host, name);
}

/** Sends the step as filled and waits until the form shows an alert; returns its text. */
export async function sendForAlert(host: FormHost): Promise<string> {
  await submitForm(host);
  await waitUntil(() => alertText(host), 'no alert');
  return alertText(host);
}

/** The one request to `path` since the mark: a POST the backend answered 200 (no XSRF retry either). */
export async function postedOnce(path: string, since: number): Promise<ReceivedRequest> {
  const [request, ...more] = await receivedRequests({ path, since });
  expect(more, `more than one request to ${path}`).to.have.lengthOf(0);
  expect(request, `no request to ${path}`).to.include({ method: 'POST', status: 200 });
  return request!;
}

/** The profile id in a request's answer (the forms API wraps it in `data`). */
export const answeredProfileId = (request: ReceivedRequest) =>
  (request.response as { data: { profile_id: number } }).data.profile_id;

export const alertText = (host: FormHost) => host.shadowRoot.querySelector('.alert')?.textContent?.trim() ?? '';

export const fieldErrorText = (host: FormHost, name: string) =>
  stepForm(host)?.querySelector(`[data-field="${name}"] .error`)?.textContent?.trim() ?? '';

export const headingText = (host: FormHost) => host.shadowRoot.querySelector('h2')?.textContent?.trim() ?? '';

/** Events the form dispatched, in order, with their details. */
export function recordFormEvents(host: EventTarget) {
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['form-view', 'form-step', 'form-submit', 'form-success', 'form-error']) {
    host.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  return events;
}

export interface FormContract {
  /** Mounts the form (on the step under test, unless `reach` takes it there). */
  mount: () => Promise<FormHost>;
  /** Takes the mounted form through the steps before the one under test, as a visitor does. */
  reach?: (host: FormHost) => Promise<unknown>;
  /** What a visitor types there; new each call (a unique email), so each test finds its own request. */
  values: () => Record<string, string | boolean>;
  /** The path of the request the step sends. */
  path: string;
  /** The step the form shows once that request succeeded. */
  next: string;
  /** The field whose value tells this test's request from others' (default `email`). */
  match?: string;
  /**
   * The lists and configurations the form asks for up to this step (countries, step configs):
   * with them, two more tests prove the step still sends its request when every one of them is
   * answered `{}` and when every one fails, as a backend other than the demo's may answer.
   */
  lists?: readonly string[];
  /**
   * What the controls show for what was typed, where it differs (a date typed as the browser's
   * digits shows as `YYYY-MM-DD`); by default the typed values.
   */
  shows?: (typed: Record<string, string | boolean>) => Record<string, string | boolean>;
  /**
   * What the server receives for the `match` field's typed value, where the form normalises it
   * (a phone is sent in E.164); by default the value as typed.
   */
  sent?: (typed: string | boolean) => string | boolean;
  /** A longer timeout for each test, in ms, for a step reached through others (20 s at least for the list tests). */
  timeout?: number;
}

/**
 * The promises every form step keeps, as three tests: the step passes an accessibility audit (axe,
 * into its shadow root), what the visitor typed is sent once and the form moves on; a native
 * submission goes nowhere, and Enter past a page's stopped `submit` is still the form's own
 * (submitNatively); after a server error every value is still there, the visitor is told,
 * form-error is reported, and sending again goes through (and, with `lists`, two more: see
 * FormContract).
 * Call inside the file's describe, after formTestHooks.
 */
export function describeFormContract(step: string, contract: FormContract): void {
  const { values, path, next, match = 'email', lists = [], shows = (typed) => typed, timeout } = contract;
  const { sent: sentValue = (typed) => typed, reach } = contract;
  const mount = async () => {
    const host = await contract.mount();
    await reach?.(host);
    return host;
  };
  const ownRequests = async (since: number, typed: string | boolean | undefined) =>
    (await acceptedRequests({ path, since })).filter(({ body }) => body?.[match] === sentValue(typed!));

  describe(`the ${step} step`, function () {
    if (timeout) this.timeout(timeout);

    it('passes an accessibility audit, sends what the visitor typed once, reports it and moves on', async () => {
      const since = await lastReceivedId();
      const host = await mount();
      await expect(host).to.be.accessible();
      const filled = values();
      await fillForm(host, filled);
      await submitForm(host);
      await waitForStep(host, next);
      const [request, ...more] = await ownRequests(since, filled[match]);
      expect(more, `one request to ${path}`).to.deep.equal([]);
      expect(request, `a request to ${path}`).to.include({ method: 'POST', status: 200 });
      // The XSRF token is fetched before a page's first POST: none is refused for want of it.
      const refused = (await receivedRequests({ since })).filter(({ xsrf }) => xsrf === 'rejected');
      expect(refused, 'no refused request').to.deep.equal([]);
      expect(window.dataLayer).to.deep.include({ event: 'form-submit', form: host.localName, step });
    });

    it('goes nowhere natively: submit() sends nothing, Enter past a stopped submit event sends once', async () => {
      const since = await lastReceivedId();
      const host = await mount();
      const filled = values();
      await fillForm(host, filled);
      await submitNatively(stepForm(host)!, () => waitForStep(host, next));
      const [request, ...more] = await ownRequests(since, filled[match]);
      expect(more, `one request to ${path}`).to.deep.equal([]);
      expect(request, `a request to ${path}`).to.include({ method: 'POST', status: 200 });
    });

    it('keeps every value through a server error, says so, and the retry goes through', async () => {
      const since = await lastReceivedId();
      const host = await mount();
      const events = recordFormEvents(host);
      const filled = values();
      await fillForm(host, filled);
      await switchFault({ mode: 'server-error', path, body: { [match]: sentValue(filled[match]!) }, times: 1 });
      await submitForm(host);
      await waitUntil(() => alertText(host), 'no alert');
      expect(alertText(host)).to.equal(KIT_STRINGS.server_error);
      expect(events.at(-1)).to.deep.include({ type: 'form-error' });
      expect(events.at(-1)!.detail).to.include({ code: 'ERR_BAD_RESPONSE', status: 500 });
      for (const [name, value] of Object.entries(shows(filled))) {
        const control = fieldControl(host, name);
        expect(control.type === 'checkbox' ? control.checked : control.value, name).to.equal(value);
      }
      await submitForm(host);
      await waitForStep(host, next);
      const sent = await ownRequests(since, filled[match]);
      expect(sent.map(({ status }) => status)).to.deep.equal([500, 200]);
    });

    for (const [how, fault] of lists.length > 0 ? UNUSUAL_LIST_ANSWERS : []) {
      it(`sends its request with every list and configuration ${how}, warning once per endpoint`, async () => {
        const warnings = await withListsFaulted(lists, fault, async () => {
          const since = await lastReceivedId();
          const host = await mount();
          const filled = values();
          await fillForm(host, filled);
          await submitForm(host);
          await waitForStep(host, next);
          const [request] = await ownRequests(since, filled[match]);
          expect(request, `a request to ${path}`).to.include({ method: 'POST', status: 200 });
        });
        for (const list of lists) {
          expect(
            warnings.filter((message) => message.includes(list)),
            list,
          ).to.have.length(1);
        }
      }).timeout(Math.max(20_000, timeout ?? 0));
    }
  });
}

/** The unusual answers every list and configuration is tried with: named, with their fault. */
export const UNUSUAL_LIST_ANSWERS: readonly (readonly [how: string, fault: Fault])[] = [
  ['answered {}', { mode: 'answer', answer: {} }],
  ['failing', { mode: 'server-error' }],
];

/**
 * Runs `test` while every list and configuration of `lists` answers as `fault` says (in this
 * file's scope), then clears those faults; returns the console warnings given meanwhile. For the
 * steps describeFormContract does not fit (a GET request, a message step).
 */
export async function withListsFaulted(
  lists: readonly string[],
  fault: Fault,
  test: () => Promise<void>,
): Promise<string[]> {
  forgetRegistrationCountries();
  const warnings = captureConsole('warn');
  try {
    for (const list of lists) await switchFault({ ...fault, path: list });
    await test();
    return [...warnings.messages];
  } finally {
    warnings.restore();
    for (const list of lists) await switchFault({ mode: 'ok', path: list });
    forgetRegistrationCountries();
  }
}

/** The fields of the step that are required: each must show its error after an empty send. */
const requiredFields = (host: FormHost) =>
  [...(stepForm(host)?.querySelectorAll('[data-field]') ?? [])].filter((field) =>
    field.querySelector('[aria-required]'),
  );

/**
 * The form on a phone (docs/RULES.md §9), as one test at 360 px: the page does not scroll
 * sideways and no text is drawn over other text or cut off, as the step shows and again once the
 * empty form was sent and every required field shows its error (the step at its tallest). With
 * `fields: false`, for a message with nothing to send, only as it shows.
 * Call inside the file's describe, after formTestHooks.
 */
export function describePhoneLayout(mount: () => Promise<FormHost>, { fields = true } = {}): void {
  describe('at 360 px', () => {
    atPhoneWidth();

    if (!fields) {
      it('fits its message, with no text over text or cut off', async () => {
        expectPhoneLayout(await mount());
      });
      return;
    }

    it('fits its fields, and every error of an empty send, with no text over text or cut off', async () => {
      const host = await mount();
      expectPhoneLayout(host);
      expect(requiredFields(host).length, 'required fields to show errors').to.be.above(0);
      await submitForm(host);
      await waitUntil(
        () => requiredFields(host).every((field) => field.querySelector('.error')),
        'not every required field shows its error',
      );
      expectPhoneLayout(host);
    });
  });
}
