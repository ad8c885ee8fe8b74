/**
 * Elements fetched as their own chunk the first time their tag appears. This map is the only
 * place that references them, through import(), so the bundler splits each one out. The form
 * elements' chunks are small: what they share (the form kit, react-hook-form, the API
 * clients) is one `forms` chunk, fetched once per page.
 */
import type { LazyRegistry } from './platform/runtime/lazy-loader';

export const lazyElements: LazyRegistry = {
  'site-popup': () => import('./elements/site-popup/site-popup.element'),
  'affiliate-signup-form': () => import('./elements/affiliate-signup-form/affiliate-signup-form.element'),
  'campaign-form': () => import('./elements/campaign-form/campaign-form.element'),
  'demo-signup-form': () => import('./elements/demo-signup-form/demo-signup-form.element'),
  'ebook-download-form': () => import('./elements/ebook-download-form/ebook-download-form.element'),
  'education-signup-form': () => import('./elements/education-signup-form/education-signup-form.element'),
  'email-verification': () => import('./elements/email-verification/email-verification.element'),
  'expo-registration-form': () => import('./elements/expo-registration-form/expo-registration-form.element'),
  'invest-form': () => import('./elements/invest-form/invest-form.element'),
  'islamic-account-form': () => import('./elements/islamic-account-form/islamic-account-form.element'),
  'lead-signup-form': () => import('./elements/lead-signup-form/lead-signup-form.element'),
  'login-form': () => import('./elements/login-form/login-form.element'),
  'partner-signup-form': () => import('./elements/partner-signup-form/partner-signup-form.element'),
  'platform-download-form': () => import('./elements/platform-download-form/platform-download-form.element'),
  'premium-analytics-form': () => import('./elements/premium-analytics-form/premium-analytics-form.element'),
  'reset-password-form': () => import('./elements/reset-password-form/reset-password-form.element'),
  'seminar-thank-you': () => import('./elements/seminar-thank-you/seminar-thank-you.element'),
  'signup-form': () => import('./elements/signup-form/signup-form.element'),
  'subscription-form': () => import('./elements/subscription-form/subscription-form.element'),
  'thank-you-page': () => import('./elements/thank-you-page/thank-you-page.element'),
  'trading-central-form': () => import('./elements/trading-central-form/trading-central-form.element'),
  'webtrader-form': () => import('./elements/webtrader-form/webtrader-form.element'),
  'white-label-form': () => import('./elements/white-label-form/white-label-form.element'),
  'article-list': () => import('./elements/article-list/article-list.element'),
  'article-card': () => import('./elements/article-card/article-card.element'),
  'education-cards': () => import('./elements/education-cards/education-cards.element'),
  'site-map': () => import('./elements/site-map/site-map.element'),
  'version-switcher': () => import('./elements/version-switcher/version-switcher.element'),
  'country-switcher': () => import('./elements/country-switcher/country-switcher.element'),
  'regulator-mismatch': () => import('./elements/regulator-mismatch/regulator-mismatch.element'),
  'app-banner': () => import('./elements/app-banner/app-banner.element'),
  'stolen-accounts': () => import('./elements/stolen-accounts/stolen-accounts.element'),
  'cert-popup': () => import('./elements/cert-popup/cert-popup.element'),
  'form-popup': () => import('./elements/form-popup/form-popup.element'),
  'blurred-modal': () => import('./elements/blurred-modal/blurred-modal.element'),
  'trading-calculator': () => import('./elements/trading-calculator/trading-calculator.element'),
  'spreads-table': () => import('./elements/spreads-table/spreads-table.element'),
  'instruments-list': () => import('./elements/instruments-list/instruments-list.element'),
  'deposit-withdrawal': () => import('./elements/deposit-withdrawal/deposit-withdrawal.element'),
};
