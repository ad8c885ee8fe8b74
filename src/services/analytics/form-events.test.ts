import { expect } from '@open-wc/testing';
import { mirrorFormEvents, pushFormEvent, type FormEventDetail } from './form-events';

describe('form lifecycle events', () => {
  beforeEach(() => {
    delete window.dataLayer;
  });

  it('are mirrored to the data layer under their own names', () => {
    pushFormEvent('form-view', { form: 'signup-form' });
    pushFormEvent('form-step', { form: 'signup-form', step: 2 });
    pushFormEvent('form-error', { form: 'signup-form', code: 'ERR_BAD_REQUEST', status: 422 });
    expect(window.dataLayer).to.deep.equal([
      { event: 'form-view', form: 'signup-form' },
      { event: 'form-step', form: 'signup-form', step: 2 },
      { event: 'form-error', form: 'signup-form', code: 'ERR_BAD_REQUEST', status: 422 },
    ]);
  });

  it('carry no field values or answers, even when handed some', () => {
    const detail = { form: 'login-form', email: 'ada@example.com', response: { profile_id: 7 } } as FormEventDetail;
    pushFormEvent('form-success', detail);
    expect(window.dataLayer).to.deep.equal([{ event: 'form-success', form: 'login-form' }]);
  });

  it("are mirrored from the form's own events by one listener, the step of an answer's or a failure's named by the form", () => {
    const host = document.createElement('div');
    const fire = (type: string, detail: unknown) =>
      host.dispatchEvent(new CustomEvent(type, { bubbles: true, composed: true, detail }));
    let step = 'details';
    const stop = mirrorFormEvents(host, 'signup-form', () => step);
    fire('form-view', { form: 'signup-form', step: 'details' });
    fire('form-submit', { form: 'signup-form', step: 'details' });
    fire('form-error', { code: 'ERR_BAD_RESPONSE', status: 500, message: 'Our server had a problem.' });
    step = 'step-2';
    fire('form-success', { profile_id: 'p9', client_id: 'c9', email: 'ada@example.com', code: 'x' });
    const inner = host.appendChild(document.createElement('span'));
    inner.dispatchEvent(new CustomEvent('form-submit', { bubbles: true, detail: { form: 'other-form', step: 'x' } }));
    stop();
    fire('form-step', { form: 'signup-form', step: 'thank-you' });
    expect(window.dataLayer).to.deep.equal([
      { event: 'form-view', form: 'signup-form', step: 'details' },
      { event: 'form-submit', form: 'signup-form', step: 'details' },
      { event: 'form-error', form: 'signup-form', step: 'details', code: 'ERR_BAD_RESPONSE', status: 500 },
      { event: 'form-success', form: 'signup-form', step: 'step-2' },
    ]);
  });
});
