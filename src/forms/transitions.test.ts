import { expect } from '@open-wc/testing';
import { DONE_STEP_ID, flowProblems, transitionAfter, transitionTo, type RoutedStep } from './transitions';

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
});
