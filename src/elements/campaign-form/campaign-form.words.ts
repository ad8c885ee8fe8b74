import type { Words } from '../../contract/words';

/** `<campaign-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const campaignFormWords = {
  namespace: 'campaign-form',
  english: {
    signup_title: 'Join the campaign',
    signup_submit: 'Join',
    thank_you_title: 'You are in',
    thank_you_text: 'We will email you the campaign details shortly.',
  },
} as const satisfies Words;
