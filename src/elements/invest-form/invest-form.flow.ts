/**
 * `<invest-form>`: opens an Invest account (the finexware sign-up). No attributes of its own.
 *
 * Steps:
 * - `signup`: first and last name, email, phone, country, password, terms →
 *   `/api/sign-up-finexware` with the referral cookies (no timezone); an email that already has an
 *   account gets the server's message next to the email field;
 * - `thank-you`: a message; the flow has succeeded.
 */
import { accountFields } from '../../forms/fields';
import { signupStep, THANK_YOU_MESSAGE, type Flow } from '../../forms/flow';
import { investFormWords } from './invest-form.words';

type StepId = 'signup' | 'thank-you';

export const investFlow: Flow<object, StepId> = {
  attributes: {},
  words: investFormWords,
  steps: [
    signupStep({
      fields: accountFields(),
      send: async (values, { apis, request }) => ({ answer: await apis.forms.finexwareSignup(values, request) }),
      next: 'thank-you',
    }),
    THANK_YOU_MESSAGE,
  ],
};
