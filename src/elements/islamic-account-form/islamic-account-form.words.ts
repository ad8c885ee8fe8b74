import type { Words } from '../../contract/words';

/** `<islamic-account-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const islamicAccountFormWords = {
  namespace: 'islamic-account-form',
  english: {
    swap_free_title: 'Request a swap-free account',
    swap_free_intro: 'A swap-free account pays no overnight interest, in line with Islamic finance.',
    swap_free: 'I request a swap-free account in line with my faith',
    swap_free_submit: 'Send my request',
    thank_you_title: 'We received your request',
    thank_you_text: 'We will email you once your account is swap-free.',
    incomplete_link_title: 'This link is incomplete',
    incomplete_link_text: 'Open the link from your sign-up email again, or contact our support team.',
  },
} as const satisfies Words;
