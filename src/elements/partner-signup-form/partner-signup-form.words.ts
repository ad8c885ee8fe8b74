import type { Words } from '../../contract/words';

/** `<partner-signup-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const partnerSignupFormWords = {
  namespace: 'partner-signup-form',
  english: {
    signup_title: 'Become a partner',
    signup_submit: 'Continue',
    step_2_title: 'Tell us about your audience',
    step_2_submit: 'Send',
    audience: 'Where does your audience come from?',
    audience_website: 'A website or blog',
    audience_social: 'Social media',
    audience_community: 'A trading community or course',
    audience_clients: 'My own clients',
    audience_size: 'How many people do you reach each month?',
    'audience_size_under-1k': 'Fewer than 1,000',
    'audience_size_1k-10k': '1,000 to 10,000',
    'audience_size_10k-100k': '10,000 to 100,000',
    'audience_size_over-100k': 'More than 100,000',
    thank_you_title: 'Welcome on board',
    thank_you_text: 'Your partner manager will contact you within two working days.',
  },
} as const satisfies Words;
