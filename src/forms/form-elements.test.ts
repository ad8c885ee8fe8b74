import { expect } from '@open-wc/testing';
import { lazyElements } from '../lazy-elements';

/** CONTRACT.md's form elements. */
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

describe('the form elements', () => {
  it('are every form of the contract, each registered lazily under its own tag', async () => {
    for (const tag of CONTRACT_FORMS) {
      expect(lazyElements[tag], tag).to.exist;
      const { default: definition } = await lazyElements[tag]!();
      expect(definition.tag).to.equal(tag);
    }
  });
});
