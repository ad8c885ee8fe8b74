/**
 * Where a flow goes (flow.ts): the step after an outcome or a switch, the end of the flow, or a
 * step id the flow does not have. A typo in a flow must never pass for a success (docs/RULES.md
 * §4): an unknown id is its own answer, which the engine reports as an error. Pure.
 */
import type { StepOutcome } from './flow';

/** Where a finished flow without a message step of its own lands. */
export const DONE_STEP_ID = 'done';

export type Transition =
  /** To a step with fields: the flow goes on. */
  | { to: 'step'; id: string }
  /** To a message step, or to the built-in done step: the flow has succeeded. */
  | { to: 'end'; id: string }
  /** To an id the flow has no step for. */
  | { to: 'unknown'; id: string };

/** What transitions read of a step (flow.ts): any flow's steps fit, whatever its props. */
export interface RoutedStep {
  id: string;
  kind: 'fields' | 'message';
  next?: string | null;
  switches?: readonly { label: string; step: string }[];
}

type AnyFlow = { steps: readonly RoutedStep[] };

/** Where `id` leads; null is the end of the flow. */
export function transitionTo(flow: AnyFlow, id: string | null): Transition {
  if (id === null) return { to: 'end', id: DONE_STEP_ID };
  const step = flow.steps.find((candidate) => candidate.id === id);
  if (!step) return { to: 'unknown', id };
  return { to: step.kind === 'fields' ? 'step' : 'end', id };
}

/** The step after `from` sent: the outcome's `next` when it names one, else the step's own `next`. */
export function transitionAfter(flow: AnyFlow, from: RoutedStep, outcome: StepOutcome): Transition {
  if (outcome.next !== undefined) return transitionTo(flow, outcome.next);
  return transitionTo(flow, from.next ?? null);
}

/** What is wrong with a flow's declared ids: repeated steps, and each `next` or switch that names no step. */
export function flowProblems(flow: AnyFlow): string[] {
  const ids = flow.steps.map((step) => step.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `step "${id}" is defined twice`);
  const dangling = flow.steps.flatMap((step) => {
    const targets = [
      ...(step.next ? [{ id: step.next, by: 'next' }] : []),
      ...(step.switches ?? []).map((choice) => ({ id: choice.step, by: `switch "${choice.label}"` })),
    ];
    return targets
      .filter(({ id }) => !ids.includes(id))
      .map(({ id, by }) => `step "${step.id}": ${by} names "${id}", which is no step of the flow`);
  });
  return [...repeated, ...dangling];
}
