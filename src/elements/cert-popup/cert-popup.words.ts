import type { Words } from '../../contract/words';

/** The certificate popup's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const certPopupWords = {
  namespace: 'cert-popup',
  english: {
    trigger: 'View the certificate',
    close: 'Close',
    loading: 'Loading the certificate…',
    error: 'The certificate image could not be loaded.',
    file_link: 'Open the certificate file',
    alt: 'Regulator certificate',
  },
} as const satisfies Words;
