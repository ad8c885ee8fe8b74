/** The site's cookies: names, lifetimes and attributes live in cookie-rules.ts. */
export { applyCampaignCookie, applyReferralCookies, renewVisitCookie } from './tracking-cookies';
export { hasSignUpCookie, regulatorCookie, riskWarningCookie } from './site-cookies';
export { referralValues } from './referral-values';
