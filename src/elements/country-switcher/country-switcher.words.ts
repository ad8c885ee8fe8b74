import type { Words } from '../../contract/words';

/** The country switcher's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const countrySwitcherWords = {
  namespace: 'country-switcher',
  english: {
    label: 'Country of residence',
    button: 'Go',
    global_link: 'Go to the international site',
    loading: 'Loading countries…',
    empty: 'No country list is available right now.',
    failed: 'The full country list could not be loaded; the main countries are listed below.',
    choose: 'Choose your country',
    choose_first: 'Choose your country first.',
    not_available: 'The site for {country} is not available from here.',
    served_by: 'Served by our site regulated by {regulator}.',
  },
} as const satisfies Words;
