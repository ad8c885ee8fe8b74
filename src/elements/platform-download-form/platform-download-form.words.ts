import type { Words } from '../../contract/words';

/** `<platform-download-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const platformDownloadFormWords = {
  namespace: 'platform-download-form',
  english: {
    download_form_title: 'Download the trading platform',
    download_submit: 'Download',
    signup_title: 'Open your account and download the platform',
    signup_submit: 'Open account and download',
    step2_title: 'Complete your profile',
    step2_intro: 'So our support team can help you set up the platform.',
    step2_submit: 'Continue',
    download_title: 'Your download is ready',
    download_text: 'Open the file to install the platform.',
    download_link: 'Download now',
  },
} as const satisfies Words;
