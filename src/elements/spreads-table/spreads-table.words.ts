import type { Words } from '../../contract/words';

/** The spreads table's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const spreadsTableWords = {
  namespace: 'spreads-table',
  english: {
    caption: 'Spreads',
    instrument: 'Instrument',
    live: 'Live spread',
    typical: 'Typical spread',
    not_available: 'not available',
    stale: 'stale',
    stale_detail: ': no update for over 30 minutes',
    loading: 'Loading typical spreads…',
    empty: 'Typical spreads are not available for these instruments right now.',
    failed: 'Typical spreads could not be loaded. Please try again later.',
    note: 'Spreads in price units (ask − bid).',
    note_live: 'Spreads in price units (ask − bid). Live spreads are marked stale after 30 minutes without an update.',
  },
} as const satisfies Words;
