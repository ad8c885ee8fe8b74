/**
 * The page's three form clients, made on first use and shared by every form on the page. Every
 * answer they bring a form goes by the rule of a new registration (docs/RULES.md §4): a sign-up,
 * a step 2, a login or a thank-you page may carry the profile and client ids, and the event is
 * pushed once per profile.
 */
import { pushRegistrationSuccess } from '../services/analytics/registration-event';
import { referralValues } from '../services/cookies/referral-values';
import { createAccountClient, createFormsClient, createRegistrationClient } from '../services/forms-api';
import type { FormApis } from './flow';

let apis: FormApis | undefined;

export function formApis(): FormApis {
  apis ??= {
    forms: reportingRegistrations(createFormsClient({ referral: referralValues })),
    account: reportingRegistrations(createAccountClient({ referral: referralValues })),
    registration: reportingRegistrations(createRegistrationClient()),
  };
  return apis;
}

/** The client with each call's answer checked for a new registration on its way to the form. */
function reportingRegistrations<Client extends object>(client: Client): Client {
  const calls = Object.entries(client).map(([name, call]: [string, unknown]) => [
    name,
    typeof call !== 'function'
      ? call
      : (...args: unknown[]) => {
          const result: unknown = call(...args);
          return result instanceof Promise ? result.then(reported) : result;
        },
  ]);
  return Object.fromEntries(calls) as Client;
}

/**
 * The answer, checked on its way: pushed before the form hears it, so a redirect that follows the
 * form's success cannot leave the event unsent.
 */
function reported(answer: unknown): unknown {
  pushRegistrationSuccess(answer);
  return answer;
}
