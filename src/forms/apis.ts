/** The page's three form clients, made on first use and shared by every form on the page. */
import { referralValues } from '../services/cookies';
import { createAccountClient, createFormsClient, createRegistrationClient } from '../services/forms-api';
import type { FormApis } from './flow';

let apis: FormApis | undefined;

export function formApis(): FormApis {
  apis ??= {
    forms: createFormsClient({ referral: referralValues }),
    account: createAccountClient({ referral: referralValues }),
    registration: createRegistrationClient(),
  };
  return apis;
}
