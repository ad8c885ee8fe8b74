import type { Words } from '../../contract/words';

/** The fraud checker's and report form's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const stolenAccountsWords = {
  namespace: 'stolen-accounts',
  english: {
    check_heading: 'Check a website address',
    address_label: 'Website address',
    address_placeholder: 'e.g. broker-login.com',
    check: 'Check',
    listed: '{domain}: This domain is on our list of fraudulent sites. Do not enter your details or send money there.',
    not_listed:
      '{domain} is not on our list — that does not mean it is safe. Our only sites are the ones linked from this page.',
    report_site: 'Report this site',
    invalid_address: 'Enter a website address, such as broker-login.com.',
    none_listed: 'No fraudulent domains are listed at the moment.',
    matching: {
      one: '{shown} of {count} known fraudulent domain matches.',
      other: '{shown} of {count} known fraudulent domains match.',
    },
    known: {
      one: '{count} known fraudulent domain.',
      other: '{count} known fraudulent domains.',
    },
    report_heading: 'Report a fraudulent site or a stolen account',
    email: 'Your email address',
    subject: 'The suspicious website or account',
    subject_hint: 'A web address, an email address, a phone number or an account number.',
    description: 'What happened',
    description_hint: 'When and how you were contacted, and whether you shared any details or money.',
    sent: 'Thank you. We received your report. Our security team reviews every report and will contact you if we need more details.',
    sent_reference:
      'Thank you. We received your report (reference {reference}). Our security team reviews every report and will contact you if we need more details.',
    fix_fields: 'Please correct the marked fields and send the report again.',
    send_failed: 'We could not send your report. Your text is kept: please try again in a moment.',
    sending: 'Sending…',
    send: 'Send report',
    email_missing: 'Enter your email address.',
    email_invalid: 'Enter an email address like name@example.com.',
    subject_missing: 'Enter the website or the account concerned.',
    too_long: 'Use at most {max} characters.',
    too_short: 'Describe what happened in at least {min} characters.',
  },
} as const satisfies Words;
