/** What a request body gets added, by the endpoint's traits (docs/RULES.md §3). Pure. */
import type { EndpointTrait } from './endpoint';

/** The values the additions come from, read only when an endpoint needs them. */
export interface BodyFacts {
  referral(): Readonly<Record<string, string>>;
  timezone(): string;
  agent(): string;
}

/** The caller's fields win over the added ones: a form that sends its own `timezone` means it. */
export function requestBody(traits: readonly EndpointTrait[], body: object, facts: BodyFacts): Record<string, unknown> {
  const added: Record<string, unknown> = {};
  if (traits.includes('signup')) Object.assign(added, facts.referral());
  if (traits.includes('timezone')) added.timezone = facts.timezone();
  if (traits.includes('login')) added.agent = facts.agent();
  return { ...added, ...body };
}
