import { formElement } from '../../forms/form-element';
import { islamicAccountFlow } from './islamic-account-form.flow';

/**
 * @summary A swap-free (Islamic) account request, the second step of a sign-up already made, reached from the sign-up's email.
 * @attr profile-id - the sign-up's profile id (default: the page URL's `?profile_id=`); without either a message asks the visitor to open the link again.
 */
export const islamicAccountForm = formElement('islamic-account-form', islamicAccountFlow);
