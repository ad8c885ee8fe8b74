/** A scope of the demo backend's simulated market (demo/backend/market.mjs) for one test. */
import { waitUntil } from '@open-wc/testing';
import { backendUrl } from './harness';
import { uniqueName } from './seeded-random';

export interface SocketRecord {
  open: boolean;
  /** What the server received, as sent. */
  received: { at: number; text: string }[];
}
export interface MarketState {
  openSockets: number;
  sockets: SocketRecord[];
}

/**
 * Lists the demo backend in `data-quotes-origins`: the test page (localhost) is another site than
 * the market (127.0.0.1), and a feed goes only to the page's site or a listed origin. Call it
 * before anything reads the page configuration, which is read once per page: in a root `before`.
 */
export async function allowMarketQuotes(): Promise<void> {
  document.body.dataset.quotesOrigins = new URL(await backendUrl()).origin;
}

/** Sockets and switches of its own, so tests running side by side do not see each other's. */
export async function market(name = 'widget') {
  // Random, not a counter: each test file counts from 0, and two files may start in the same millisecond.
  const base = `${await backendUrl()}/__scope/${uniqueName(name)}`;
  const state = async (): Promise<MarketState> => (await fetch(`${base}/__market/state`)).json();
  const faults = async (switches: object) => {
    await fetch(`${base}/__market/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(switches),
    });
  };
  return {
    tokenUrl: `${base}/api/quotes/token`,
    wsApi: `${base.replace('http', 'ws')}/ws/quotes`,
    state,
    faults,
    /** Sends every open socket one message with these quotes over the current ones. */
    async push(quotes: Record<string, object>) {
      await waitUntil(async () => (await state()).openSockets > 0, 'no socket to push to', { timeout: 5000 });
      await faults({ push: quotes });
    },
  };
}
