/**
 * Every form element, in one chunk shared by all of them: a page with several forms fetches the
 * kit once, and a page without forms fetches none of it (lazy-elements.ts is its only importer).
 */
import type { ElementDefinition } from '../platform/define-element';
import { loginFlow } from '../elements/login-form/login-form.flow';
import { subscriptionFlow } from '../elements/subscription-form/subscription-form.flow';
import { formElement } from './form-element';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each form has its own props
export const formElements: Readonly<Record<string, ElementDefinition<any>>> = {
  'login-form': formElement('login-form', loginFlow),
  'subscription-form': formElement('subscription-form', subscriptionFlow),
};
