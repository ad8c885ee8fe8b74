import type { Words } from '../../contract/words';

/** The risk warning's words: its region and the toggle that shows the full text. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const riskWarningWords = {
  namespace: 'risk-warning',
  english: {
    label: 'Risk warning',
    toggle: 'Full risk warning',
  },
} as const satisfies Words;
