/**
 * A tab's part in the quotes channel of one feed address (tab-messages.ts): while it follows it
 * hears the leader's socket messages (read as the socket's own) and the snapshots meant for it;
 * while it leads it relays its socket's messages (only while another tab wants quotes) and sends
 * a newcomer the latest quotes of instruments already streaming. `leaderData` hears each data
 * message and snapshot that came while it follows: what proves the leader's 'live' (leader-claims.ts).
 */
import type { Clock } from '../../platform/dom/clock';
import type { EngineStore } from './engine-store';
import { readServerMessage, type FeedQuote } from './feed-protocol';
import { readQuotesMessage, type QuotesMessage, type TabChannel } from './tab-messages';

export interface QuotesRelay {
  /** Whether this tab hears the channel (it follows) or not (it leads, and relays). */
  follow(on: boolean): void;
  /** Whether the leader's socket messages go out: only while another tab wants quotes. */
  relay(on: boolean): void;
  /** A leader's socket message, relayed if `relay` is on. */
  data(text: string): void;
  snapshot(to: string, quotes: Record<string, FeedQuote>): void;
  close(): void;
}

export function createQuotesRelay(
  channel: TabChannel<QuotesMessage>,
  tab: string,
  store: EngineStore,
  clock: Clock,
  leaderData: () => void,
): QuotesRelay {
  let following = true;
  let relaying = false;

  channel.onmessage = (event) => {
    const message = following && readQuotesMessage(event.data, clock.now() / 1000);
    if (!message) return;
    if (message.kind === 'snapshot') {
      if (message.to !== tab) return;
      store.put(message.quotes);
      return leaderData();
    }
    const quotes = readServerMessage(message.text);
    if (quotes.kind !== 'data') return;
    store.apply(quotes.data, clock.now() / 1000);
    leaderData();
  };

  return {
    follow: (on) => void (following = on),
    relay: (on) => void (relaying = on),
    data: (text) => relaying && channel.postMessage({ kind: 'quotes', text }),
    snapshot(to, quotes) {
      if (Object.keys(quotes).length > 0) channel.postMessage({ kind: 'snapshot', to, quotes });
    },
    close() {
      channel.onmessage = null;
      channel.close();
    },
  };
}
