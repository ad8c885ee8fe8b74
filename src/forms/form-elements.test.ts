import { expect } from '@open-wc/testing';
import { lazyElements } from '../lazy-elements';
import { importDefinition } from '../platform/runtime/lazy-loader';
import { affiliateSignupFlow } from '../elements/affiliate-signup-form/affiliate-signup-form.flow';
import { campaignFlow } from '../elements/campaign-form/campaign-form.flow';
import { demoSignupFlow } from '../elements/demo-signup-form/demo-signup-form.flow';
import { ebookDownloadFlow } from '../elements/ebook-download-form/ebook-download-form.flow';
import { educationSignupFlow } from '../elements/education-signup-form/education-signup-form.flow';
import { emailVerificationFlow } from '../elements/email-verification/email-verification.flow';
import { expoRegistrationFlow } from '../elements/expo-registration-form/expo-registration-form.flow';
import { investFlow } from '../elements/invest-form/invest-form.flow';
import { islamicAccountFlow } from '../elements/islamic-account-form/islamic-account-form.flow';
import { leadSignupFlow } from '../elements/lead-signup-form/lead-signup-form.flow';
import { loginFlow } from '../elements/login-form/login-form.flow';
import { partnerSignupFlow } from '../elements/partner-signup-form/partner-signup-form.flow';
import { platformDownloadFlow } from '../elements/platform-download-form/platform-download-form.flow';
import { premiumAnalyticsFlow } from '../elements/premium-analytics-form/premium-analytics-form.flow';
import { resetPasswordFlow } from '../elements/reset-password-form/reset-password-form.flow';
import { seminarThankYouFlow } from '../elements/seminar-thank-you/seminar-thank-you.flow';
import { signupFlow } from '../elements/signup-form/signup-form.flow';
import { subscriptionFlow } from '../elements/subscription-form/subscription-form.flow';
import { thankYouPageFlow } from '../elements/thank-you-page/thank-you-page.flow';
import { tradingCentralFlow } from '../elements/trading-central-form/trading-central-form.flow';
import { webtraderFlow } from '../elements/webtrader-form/webtrader-form.flow';
import { whiteLabelFlow } from '../elements/white-label-form/white-label-form.flow';
import { flowProblems, type RoutedStep } from './transitions';

/** docs/CONTRACT.md's form elements. */
const CONTRACT_FORMS = [
  'login-form',
  'signup-form',
  'demo-signup-form',
  'lead-signup-form',
  'partner-signup-form',
  'affiliate-signup-form',
  'islamic-account-form',
  'education-signup-form',
  'seminar-thank-you',
  'platform-download-form',
  'premium-analytics-form',
  'trading-central-form',
  'white-label-form',
  'expo-registration-form',
  'ebook-download-form',
  'email-verification',
  'reset-password-form',
  'thank-you-page',
  'webtrader-form',
  'campaign-form',
  'invest-form',
  'subscription-form',
];

/** Every form element's flow, by tag. */
const FLOWS: Readonly<Record<string, { steps: readonly RoutedStep[] }>> = {
  'affiliate-signup-form': affiliateSignupFlow,
  'campaign-form': campaignFlow,
  'demo-signup-form': demoSignupFlow,
  'ebook-download-form': ebookDownloadFlow,
  'education-signup-form': educationSignupFlow,
  'email-verification': emailVerificationFlow,
  'expo-registration-form': expoRegistrationFlow,
  'invest-form': investFlow,
  'islamic-account-form': islamicAccountFlow,
  'lead-signup-form': leadSignupFlow,
  'login-form': loginFlow,
  'partner-signup-form': partnerSignupFlow,
  'platform-download-form': platformDownloadFlow,
  'premium-analytics-form': premiumAnalyticsFlow,
  'reset-password-form': resetPasswordFlow,
  'seminar-thank-you': seminarThankYouFlow,
  'signup-form': signupFlow,
  'subscription-form': subscriptionFlow,
  'thank-you-page': thankYouPageFlow,
  'trading-central-form': tradingCentralFlow,
  'webtrader-form': webtraderFlow,
  'white-label-form': whiteLabelFlow,
};

describe('the form elements', () => {
  it('are every form of the contract, each registered lazily under its own tag', async () => {
    for (const tag of CONTRACT_FORMS) {
      expect(lazyElements[tag], tag).to.exist;
      const definition = await importDefinition(tag, lazyElements[tag]!);
      expect(definition.tag).to.equal(tag);
    }
  });

  it('each have a flow whose every next and switch names one of its own steps', () => {
    expect(Object.keys(FLOWS).sort()).to.deep.equal([...CONTRACT_FORMS].sort());
    for (const [tag, flow] of Object.entries(FLOWS)) expect(flowProblems(flow), tag).to.deep.equal([]);
  });
});
