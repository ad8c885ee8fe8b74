import { expect } from '@open-wc/testing';
import { pushFormEvent, type FormEventDetail } from './form-events';

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
});
