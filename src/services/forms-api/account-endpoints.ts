/** The user-account client's endpoints (docs/RULES.md §7), all POST. Data. */
import { posts } from './endpoint';

/** Logins: their bodies get `agent`, the user-agent string. */
export const LOGINS = {
  authorise: '/api/user/authorise',
  authorisePhone: '/api/user/authorise/phone',
  authoriseSocial: '/api/user/authorise/social',
  unifiedLogin: '/api/user/unified',
  premiumAnalyticsAuthorise: '/api/user/premium-analytics/authorise',
  premiumAnalyticsAuthorisePhone: '/api/user/premium-analytics/authorise/phone',
} as const;

export const ACCOUNT_SIGNUPS = {
  premiumAnalyticsRegister: '/api/user/premium-analytics/register',
  campaignSignup: '/api/campaign/signup',
} as const;

const OTHER_POSTS = {
  resetPassword: '/api/user/reset_password',
  resetPasswordByPhone: '/api/user/reset_password/phone',
  resetPasswordByPhoneProceed: '/api/user/reset_password/phone/proceed',
  resendActivationCode: '/api/user/activation_code/resend',
} as const;

export const ACCOUNT_ENDPOINTS = {
  ...posts(LOGINS, ['login']),
  ...posts(ACCOUNT_SIGNUPS, ['signup']),
  ...posts(OTHER_POSTS),
};
