import type { Words } from '../../contract/words';

/** `<education-signup-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const educationSignupFormWords = {
  namespace: 'education-signup-form',
  english: {
    signup_title: 'Join our free trading courses',
    signup_submit: 'Continue',
    step2_title: 'Tell us about your trading',
    step2_intro: 'We pick the lessons that fit you.',
    step2_submit: 'Start learning',
    experience: 'Trading experience',
    experience_none: 'I have never traded',
    experience_beginner: 'Less than a year',
    experience_intermediate: '1 to 3 years',
    experience_advanced: 'More than 3 years',
    interest: 'What interests you most',
    interest_forex: 'Forex',
    interest_stocks: 'Stocks',
    interest_indices: 'Indices',
    interest_commodities: 'Commodities',
    interest_crypto: 'Cryptocurrencies',
    thank_you_title: 'Welcome to the course',
    thank_you_text: 'Your first lesson is on its way to your inbox.',
  },
} as const satisfies Words;
