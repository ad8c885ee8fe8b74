/**
 * Where a flow goes (flow.ts): the step after an outcome or a switch, the end of the flow, or a
 * step id the flow does not have. A typo in a flow must never pass for a success (docs/RULES.md
 * §4): an unknown id is its own answer, which the engine reports as an error. A step that needs
 * what only an answer issues (an `otp_code_id`, a `profile_id`) opens only when the flow's data
 * holds it: else the flow goes on to the step's `skipTo` (default its `next`), so no step ever
 * waits for something the server did not issue (docs/FORMS.md, "Every step after the first").
 * Pure.
 */
import { pick } from './answers';
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
  /** The data the step cannot open without (ids an answer issues). */
  needs?: readonly string[];
  /** Where the flow goes instead when the data lacks one of them; default: the step's `next`. */
  skipTo?: string | null;
}

type AnyFlow = { steps: readonly RoutedStep[] };
type Data = Readonly<Record<string, unknown>>;

/** Where `id` leads with the flow's `data`; null is the end of the flow. */
export function transitionTo(flow: AnyFlow, id: string | null, data: Data = {}): Transition {
  const passed = new Set<string>(); // a flow whose skips go round in a circle ends nowhere: unknown
  for (let target = id; target !== null;) {
    const step = flow.steps.find((candidate) => candidate.id === target);
    if (!step || passed.has(target)) return { to: 'unknown', id: target };
    const needs = step.needs ?? [];
    const held = pick(data, ...needs);
    if (needs.every((name) => name in held)) return { to: step.kind === 'fields' ? 'step' : 'end', id: target };
    passed.add(target);
    target = beyond(step);
  }
  return { to: 'end', id: DONE_STEP_ID };
}

/** Where the flow goes instead of a step that is not there: its `skipTo`, by default its `next`. */
const beyond = (step: RoutedStep): string | null => (step.skipTo !== undefined ? step.skipTo : (step.next ?? null));

/**
 * Past `step`, which turned out to be no step: its configuration listed no field (a later step
 * has no default fields, docs/FORMS.md). The flow goes on as if its needs were lacking.
 */
export function transitionPast(flow: AnyFlow, step: RoutedStep, data: Data = {}): Transition {
  return transitionTo(flow, beyond(step), data);
}

/** A step whose fields a configuration names, and which named none: no step at all. Static fields always show. */
export const listsNoField = (step: { fields: unknown }, fields: readonly unknown[]): boolean =>
  typeof step.fields === 'function' && fields.length === 0;

/**
 * The step after `from` sent, with the flow's data after it: the outcome's `next` when it names
 * one, else the step's own `next`, past the steps whose needs the data lacks.
 */
export function transitionAfter(flow: AnyFlow, from: RoutedStep, outcome: StepOutcome, data: Data = {}): Transition {
  return transitionTo(flow, outcome.next !== undefined ? outcome.next : (from.next ?? null), data);
}

/** What is wrong with a flow's declared ids: repeated steps, and each `next` or switch that names no step. */
export function flowProblems(flow: AnyFlow): string[] {
  const ids = flow.steps.map((step) => step.id);
  const repeated = ids.filter((id, index) => ids.indexOf(id) !== index).map((id) => `step "${id}" is defined twice`);
  const dangling = flow.steps.flatMap((step) => {
    const targets = [
      ...(step.next ? [{ id: step.next, by: 'next' }] : []),
      ...(step.skipTo ? [{ id: step.skipTo, by: 'skipTo' }] : []),
      ...(step.switches ?? []).map((choice) => ({ id: choice.step, by: `switch "${choice.label}"` })),
    ];
    return targets
      .filter(({ id }) => !ids.includes(id))
      .map(({ id, by }) => `step "${step.id}": ${by} names "${id}", which is no step of the flow`);
  });
  return [...repeated, ...dangling];
}
