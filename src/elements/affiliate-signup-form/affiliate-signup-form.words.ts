import type { Words } from '../../contract/words';

/** `<affiliate-signup-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const affiliateSignupFormWords = {
  namespace: 'affiliate-signup-form',
  english: {
    signup_title: 'Become an affiliate',
    signup_submit: 'Continue',
    step_2_title: 'Where will you promote us?',
    step_2_submit: 'Send',
    affiliate_website: 'Website where you will place our links',
    traffic_source: 'Main source of your traffic',
    traffic_source_seo: 'Search engines',
    traffic_source_social: 'Social media',
    traffic_source_paid: 'Paid advertising',
    traffic_source_email: 'Email newsletters',
    traffic_source_other: 'Other',
    thank_you_title: 'Welcome on board',
    thank_you_text: 'We will email your affiliate links once your account is approved.',
  },
} as const satisfies Words;
