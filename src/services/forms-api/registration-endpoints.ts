/** The registration client's endpoints (docs/RULES.md §7), with the payloads the spec names. Data. */
import { get, post } from './endpoint';

/** The captcha service tells its callers apart by this header; only the two captcha calls send it. */
export const CAPTCHA_HEADERS = { 'Api-Client': 'signup_web' } as const;

export const REGISTRATION_ENDPOINTS = {
  unregisteredCfdConsent: post('/registration/unregistered_cfd_consent/'),
  verifyActivationCode: get('/activation_code/verify/{code}/'),
  sendOneTimeAuthSms: post('/auth/send_onetime_auth_sms/'),
  passwordResetLink: get('/password/reset/{hash}/'),
  resetPassword: post('/password/reset/{hash}/'),
  createCaptchaToken: post('/captcha/registration/create_token/', [], CAPTCHA_HEADERS),
  verifyCaptcha: post('/captcha/geetest4/verify/', [], CAPTCHA_HEADERS),
};

export interface RegistrationBodies {
  sendOneTimeAuthSms: { otp_code_id: string | number };
  resetPassword: { hash: string; password: string; password_confirm: string };
  /** `company_id` left out when unknown; `country_id` the server's id, or the ISO code (docs/FORMS.md). */
  createCaptchaToken: { entity: string; company_id?: number; country_id: string | number };
  /** `captcha_data`: what the GeeTest 4 widget's validate callback gave. */
  verifyCaptcha: { captcha_token: string; captcha_data: Readonly<Record<string, unknown>> };
}
