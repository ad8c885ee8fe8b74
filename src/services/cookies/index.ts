/** The site's cookies: names, lifetimes and attributes live in cookie-rules.ts. */
export { applyCampaignCookie, applyReferralCookies, referralValues, renewVisitCookie } from './tracking-cookies';
export { hasSignUpCookie, regulatorCookie, riskWarningCookie } from './site-cookies';
