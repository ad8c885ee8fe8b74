import type { Words } from '../../contract/words';

/** `<ebook-download-form>`'s own words (the form kit's are in src/forms/forms.words.ts), English: the source of every catalogue. */
export const ebookDownloadFormWords = {
  namespace: 'ebook-download-form',
  english: {
    ebook_title: 'Get your free e-book',
    ebook_submit: 'Send me the e-book',
    download_title: 'Your e-book is ready',
    download_text: 'We have also sent the link to your inbox.',
    download_link: 'Download the e-book',
  },
} as const satisfies Words;
