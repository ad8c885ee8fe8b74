/** What the quotes tests share: a data message of bids, and a tab channel that records. */
import type { QuotesMessage, TabChannel } from '../tab-messages';

/** A data message with these bids (asks a pip above), as the socket sends it. */
export const bidsMessage = (bids: Record<string, number>) => ({
  data: Object.fromEntries(Object.entries(bids).map(([name, bid]) => [name, { bid, ask: bid + 0.0001, time: 1 }])),
});

export function fakeQuotesChannel<Message = QuotesMessage>(): TabChannel<Message> & {
  sent: Message[];
  closed: boolean;
} {
  return {
    sent: [],
    closed: false,
    postMessage(message) {
      this.sent.push(message);
    },
    close() {
      this.closed = true;
    },
    onmessage: null,
  };
}
