import { expect } from '@open-wc/testing';
import { FLOW_ERROR_STEP_ID, flowReducer, initialFlowState, type FlowAction, type FlowState } from './flow-state';
import type { RoutedStep } from './transitions';

const steps: RoutedStep[] = [
  { id: 'details', kind: 'fields', next: 'phone-code' },
  {
    id: 'phone-code',
    kind: 'fields',
    next: 'step-2',
    needs: ['otp_code_id'],
    switches: [{ label: 'x', step: 'details' }],
  },
  { id: 'step-2', kind: 'fields', next: 'thank-you', needs: ['profile_id'] },
  { id: 'thank-you', kind: 'message' },
];
const flow = { steps };
const run = (state: FlowState, ...actions: FlowAction[]) => actions.reduce((s, a) => flowReducer(flow, s, a), state);
const start = () => initialFlowState(flow, { step: 'details', key: 'k0' });

describe('a flow state', () => {
  it('opens at its start with the key of its first submission, or at the flow-error step for no step of the flow', () => {
    expect(start()).to.deep.equal({
      step: 'details',
      values: {},
      data: {},
      answer: undefined,
      submission: { key: 'k0', kept: {} },
      end: null,
    });
    const typo = initialFlowState(flow, { step: 'detials', key: 'k0' });
    expect(typo).to.include({ step: FLOW_ERROR_STEP_ID });
    expect(typo.end).to.deep.equal({ kind: 'flow-error', from: null, to: 'detials' });
  });

  it('keeps what was typed and what a submission keeps, with the same key for its retries', () => {
    const state = run(
      start(),
      { type: 'typed', values: { email: 'ada@example.com' } },
      { type: 'keep', kept: { captcha: { captcha_token: 't' } } },
      { type: 'keep', kept: { unanswered: true } },
    );
    expect(state.values).to.deep.equal({ email: 'ada@example.com' });
    expect(state.submission).to.deep.equal({ key: 'k0', kept: { captcha: { captcha_token: 't' }, unanswered: true } });
  });

  it('goes where the answer asks, carrying its data, with a new submission and no typed values', () => {
    const answer = { profile_id: 'p9', client_id: 'c9', otp_code_id: 'o9' };
    const state = run(
      start(),
      { type: 'typed', values: { email: 'ada@example.com' } },
      { type: 'keep', kept: { answer } },
      { type: 'sent', outcome: { answer, data: answer }, key: 'k1' },
    );
    expect(state).to.deep.include({ step: 'phone-code', values: {}, answer, end: null });
    expect(state.data).to.deep.equal(answer);
    expect(state.submission).to.deep.equal({ key: 'k1', kept: {} });
  });

  it('passes the steps the data does not ask for, and ends at a message with a success from the step sent', () => {
    const state = run(start(), { type: 'sent', outcome: { answer: { ok: true } }, key: 'k1' });
    expect(state).to.deep.include({ step: 'thank-you', answer: { ok: true } });
    expect(state.end).to.deep.equal({ kind: 'success', from: 'details' });
  });

  it('goes past a step whose configuration listed no field', () => {
    const opened = run(start(), { type: 'sent', outcome: { answer: { a: 1 }, data: { profile_id: 'p9' } }, key: 'k1' });
    expect(opened.step).to.equal('step-2');
    const skipped = run(opened, { type: 'skip', key: 'k2' });
    expect(skipped).to.deep.include({ step: 'thank-you', answer: { a: 1 } });
    expect(skipped.end).to.deep.equal({ kind: 'success', from: 'step-2' });
    expect(skipped.data).to.deep.equal({ profile_id: 'p9' });
  });

  it('takes a switch, and stops at the flow-error step for an outcome naming no step', () => {
    const atCode = run(start(), { type: 'sent', outcome: { data: { otp_code_id: 'o9' } }, key: 'k1' });
    expect(run(atCode, { type: 'switch', to: 'details', key: 'k2' })).to.deep.include({ step: 'details', end: null });
    const typo = run(start(), { type: 'sent', outcome: { next: 'smss-code' }, key: 'k1' });
    expect(typo.step).to.equal(FLOW_ERROR_STEP_ID);
    expect(typo.end).to.deep.equal({ kind: 'flow-error', from: 'details', to: 'smss-code' });
  });

  it('stays ended', () => {
    const ended = run(start(), { type: 'sent', outcome: {}, key: 'k1' });
    expect(
      run(ended, { type: 'typed', values: { email: 'x' } }, { type: 'switch', to: 'details', key: 'k2' }),
    ).to.equal(ended);
  });

  it('keeps an extra action’s data for the submissions that follow', () => {
    const state = run(start(), { type: 'data', data: { otp_code_id: 'o2' } });
    expect(state.data).to.deep.equal({ otp_code_id: 'o2' });
    expect(state.step).to.equal('details');
  });
});
