import type { Words } from '../../contract/words';

/** `<subscription-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const subscriptionFormWords = {
  namespace: 'subscription-form',
  english: {
    subscribe_title: 'Market news in your inbox',
    subscribe_submit: 'Subscribe',
    marketing_consent: 'Send me market news and offers by email',
    done_title: 'You are subscribed',
    done_text: 'Every email has a link to unsubscribe.',
  },
} as const satisfies Words;
