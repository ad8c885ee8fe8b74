import { formElement } from '../../forms/form-element';
import { loginFlow } from './login-form.flow';

/**
 * @summary Log in by email, phone or either, then a one-time SMS code when the account asks for it; optional social sign-in links.
 * @attr mode - `email` (default: fields from `/fcm-forms/config/login-step`), `phone` or `unified`.
 * @attr social - JSON object of provider to the site's sign-in URL for it (e.g. `{"google":"/auth/google"}`): adds "Continue with …" links. Each URL must be on the page's site or an origin a redirect may go to (`data-redirect-origins`), else the attribute is refused with one console error. A link is followed with a one-time `state` that the return must carry back as `social_state`.
 */
export const loginForm = formElement('login-form', loginFlow);
