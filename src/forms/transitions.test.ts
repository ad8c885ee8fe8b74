import { expect } from '@open-wc/testing';
import {
  DONE_STEP_ID,
  flowProblems,
  listsNoField,
  transitionAfter,
  transitionPast,
  transitionTo,
  type RoutedStep,
} from './transitions';

const signup: RoutedStep = {
  id: 'signup',
  kind: 'fields',
  next: 'step-2',
  switches: [{ label: 'skip', step: 'thank-you' }],
};
const step2: RoutedStep = { id: 'step-2', kind: 'fields' };
const thankYou: RoutedStep = { id: 'thank-you', kind: 'message' };
const flow = { steps: [signup, step2, thankYou] };

describe('flow transitions', () => {
  it('go on to a step with fields, and end at a message step', () => {
    expect(transitionTo(flow, 'step-2')).to.deep.equal({ to: 'step', id: 'step-2' });
    expect(transitionTo(flow, 'thank-you')).to.deep.equal({ to: 'end', id: 'thank-you' });
  });

  it('end at the built-in done step on null', () => {
    expect(transitionTo(flow, null)).to.deep.equal({ to: 'end', id: DONE_STEP_ID });
  });

  it('name an id the flow has no step for as unknown, never as the end', () => {
    expect(transitionTo(flow, 'step-3')).to.deep.equal({ to: 'unknown', id: 'step-3' });
    expect(transitionTo(flow, DONE_STEP_ID)).to.deep.equal({ to: 'unknown', id: DONE_STEP_ID });
  });

  it("follow the outcome's next first, else the step's own next, else end", () => {
    expect(transitionAfter(flow, signup, { next: 'thank-you' })).to.deep.equal({ to: 'end', id: 'thank-you' });
    expect(transitionAfter(flow, signup, { next: null })).to.deep.equal({ to: 'end', id: DONE_STEP_ID });
    expect(transitionAfter(flow, signup, {})).to.deep.equal({ to: 'step', id: 'step-2' });
    expect(transitionAfter(flow, step2, {})).to.deep.equal({ to: 'end', id: DONE_STEP_ID });
    expect(transitionAfter(flow, signup, { next: 'smss-code' })).to.deep.equal({ to: 'unknown', id: 'smss-code' });
  });
});

describe('steps that need what an answer issues', () => {
  const details: RoutedStep = { id: 'details', kind: 'fields', next: 'phone-code' };
  const phoneCode: RoutedStep = { id: 'phone-code', kind: 'fields', next: 'step-2', needs: ['otp_code_id'] };
  const profileStep: RoutedStep = { id: 'step-2', kind: 'fields', next: 'thank-you', needs: ['profile_id'] };
  const code: RoutedStep = { id: 'code', kind: 'fields', next: 'step-2', needs: ['otp_code_id'], skipTo: 'sent' };
  const sent: RoutedStep = { id: 'sent', kind: 'message' };
  const signupFlow = { steps: [details, phoneCode, profileStep, thankYou, code, sent] };

  it('open when the data holds a usable value of each', () => {
    const data = { otp_code_id: 'o9', profile_id: 7 };
    expect(transitionAfter(signupFlow, details, {}, data)).to.deep.equal({ to: 'step', id: 'phone-code' });
    expect(transitionTo(signupFlow, 'step-2', data)).to.deep.equal({ to: 'step', id: 'step-2' });
  });

  it("are passed to the next step the data does ask for, else to the flow's end", () => {
    const noCode = { profile_id: 'p9', client_id: 'c9' };
    expect(transitionAfter(signupFlow, details, {}, noCode)).to.deep.equal({ to: 'step', id: 'step-2' });
    expect(transitionAfter(signupFlow, details, {}, {})).to.deep.equal({ to: 'end', id: 'thank-you' });
    expect(transitionAfter(signupFlow, details, { next: 'phone-code' }, {})).to.deep.equal({
      to: 'end',
      id: 'thank-you',
    });
  });

  it('count an empty or malformed value as none', () => {
    for (const otp_code_id of ['', null, true, {}, Number.NaN]) {
      expect(transitionTo(signupFlow, 'phone-code', { otp_code_id, profile_id: 'p9' })).to.deep.equal({
        to: 'step',
        id: 'step-2',
      });
    }
  });

  it('go to their skipTo instead of their next when it names one', () => {
    expect(transitionTo(signupFlow, 'code', {})).to.deep.equal({ to: 'end', id: 'sent' });
  });

  it('that skip round in a circle end as an unknown step, never as a success', () => {
    const a: RoutedStep = { id: 'a', kind: 'fields', needs: ['x'], next: 'b' };
    const b: RoutedStep = { id: 'b', kind: 'fields', needs: ['y'], next: 'a' };
    expect(transitionTo({ steps: [a, b] }, 'a', {})).to.deep.equal({ to: 'unknown', id: 'a' });
  });
});

describe('flow problems', () => {
  it('are none for a flow whose every next and switch names a step', () => {
    expect(flowProblems(flow)).to.deep.equal([]);
  });

  it('name each next and switch that names no step, and a step defined twice', () => {
    const broken = {
      steps: [{ ...signup, next: 'step-two', switches: [{ label: 'skip', step: 'thanks' }] }, step2, step2, thankYou],
    };
    expect(flowProblems(broken)).to.deep.equal([
      'step "step-2" is defined twice',
      'step "signup": next names "step-two", which is no step of the flow',
      'step "signup": switch "skip" names "thanks", which is no step of the flow',
    ]);
  });

  it('name a skipTo that names no step', () => {
    const code: RoutedStep = { id: 'code', kind: 'fields', needs: ['otp_code_id'], skipTo: 'sent' };
    expect(flowProblems({ steps: [code] })).to.deep.equal([
      'step "code": skipTo names "sent", which is no step of the flow',
    ]);
  });
});

describe('a later step whose configuration lists no field (issue #37)', () => {
  const details: RoutedStep = { id: 'details', kind: 'fields', next: 'phone-code' };
  const phoneCode: RoutedStep = { id: 'phone-code', kind: 'fields', next: 'step-2', needs: ['otp_code_id'] };
  const profileStep: RoutedStep = { id: 'step-2', kind: 'fields', next: 'thank-you', needs: ['profile_id'] };
  const activate: RoutedStep = { id: 'activate', kind: 'fields', next: 'step-2', skipTo: null };
  const signupFlow = { steps: [details, phoneCode, profileStep, activate, thankYou] };

  it('is passed as a step whose needs are lacking: on to its next, past what the data does not ask for', () => {
    expect(transitionPast(signupFlow, profileStep, { profile_id: 'p9' })).to.deep.equal({ to: 'end', id: 'thank-you' });
    expect(transitionPast(signupFlow, details, { profile_id: 'p9' })).to.deep.equal({ to: 'step', id: 'step-2' });
    expect(transitionPast(signupFlow, activate, { profile_id: 'p9' })).to.deep.equal({ to: 'end', id: DONE_STEP_ID });
  });

  it('is no step only when its fields come from a call: fixed fields, even none, always show', () => {
    const configured = { fields: async () => [] };
    expect(listsNoField(configured, [])).to.equal(true);
    expect(listsNoField(configured, [{ name: 'birth_date' }])).to.equal(false);
    expect(listsNoField({ fields: [] }, [])).to.equal(false);
  });
});
