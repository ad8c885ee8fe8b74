/**
 * The quotes socket's wire format (docs/CONTRACT.md "Quotes feed"): what the client sends, how server
 * messages are told apart, and how a wire quote becomes a `FeedQuote`. Pure.
 */
import { decimalsOf, type Quote } from '../quotes/quote-rules';
import { isRecord } from '../../platform/dom/is-record';

/**
 * A quote as the store holds it: the quote of docs/RULES.md §3, plus the crypto fields when the
 * feed sends them: the coin's `symbol`, and the day and week change in percent, which the wire
 * calls `d_c` and `w_c` (docs/CONTRACT.md "Quotes feed"). The wire's names stop here.
 */
export type FeedQuote = Quote & { symbol?: string; dayChange?: number; weekChange?: number };

export type ServerMessage =
  | { kind: 'data'; data: Readonly<Record<string, unknown>> }
  | { kind: 'pong' }
  /** JSON without `data` that is not a pong: the socket is closed (docs/RULES.md §4). */
  | { kind: 'unexpected' }
  /** Not JSON at all. */
  | { kind: 'garbage' };

export const PING_MESSAGE = JSON.stringify({ ping: 1 });

/** The first message on an open socket: the token and the comma list of instruments. */
export function openMessage(token: string, instruments: readonly string[]): string {
  return JSON.stringify({ token, instruments: instruments.join(',') });
}

export function readServerMessage(text: string): ServerMessage {
  let message: unknown;
  try {
    message = JSON.parse(text);
  } catch {
    return { kind: 'garbage' };
  }
  if (!isRecord(message)) return { kind: 'unexpected' };
  if (isRecord(message.data)) return { kind: 'data', data: message.data };
  if (message.message === 'pong') return { kind: 'pong' };
  return { kind: 'unexpected' };
}

/** A number, or a numeric string; NaN for anything else. */
const toNumber = (value: unknown): number =>
  typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * The quote a message carries for `instrument`, merged over the previous one (a feed may send
 * only what changed); null when it has no usable bid and ask.
 * - `state` missing: up or down by the bid's move, else as before (down before any).
 * - `time` missing: the time it arrived, so a quote without one never looks stale.
 * - `digits`: at least the decimals the bid and ask were written with (`"1.10000"` counts 5).
 */
export function readQuote(
  instrument: string,
  raw: unknown,
  previous: FeedQuote | undefined,
  nowSeconds: number,
): FeedQuote | null {
  if (!isRecord(raw)) return null;
  const bid = toNumber(raw.bid ?? previous?.bid);
  const ask = toNumber(raw.ask ?? previous?.ask);
  if (!Number.isFinite(bid) || !Number.isFinite(ask)) return null;
  const spread = toNumber(raw.spread ?? previous?.spread);
  const time = toNumber(raw.time);
  const digits = toNumber(raw.digits ?? previous?.digits);
  const moved = previous && bid !== previous.bid ? (bid > previous.bid ? 'up' : 'down') : undefined;
  const quote: FeedQuote = {
    name: text(raw.name) ?? previous?.name ?? instrument,
    slug: text(raw.slug) ?? previous?.slug ?? instrument.toLowerCase(),
    bid,
    ask,
    spread: Number.isFinite(spread) ? spread : 0,
    state: raw.state === 'up' || raw.state === 'down' ? raw.state : (moved ?? previous?.state ?? 'down'),
    time: Number.isFinite(time) ? time : nowSeconds,
    digits: Math.max(
      Number.isFinite(digits) ? digits : 0,
      decimalsOf(typeof raw.bid === 'string' ? raw.bid : bid),
      decimalsOf(typeof raw.ask === 'string' ? raw.ask : ask),
    ),
  };
  const symbol = text(raw.symbol) ?? previous?.symbol;
  const dayChange = toNumber(raw.d_c ?? previous?.dayChange);
  const weekChange = toNumber(raw.w_c ?? previous?.weekChange);
  if (symbol !== undefined) quote.symbol = symbol;
  if (Number.isFinite(dayChange)) quote.dayChange = dayChange;
  if (Number.isFinite(weekChange)) quote.weekChange = weekChange;
  return quote;
}

/** Field-by-field equality: an unchanged tick keeps the snapshot (and its rows) as they are. */
export function sameQuote(a: FeedQuote | undefined, b: FeedQuote): boolean {
  if (!a) return false;
  const keys = Object.keys(b) as (keyof FeedQuote)[];
  return keys.length === Object.keys(a).length && keys.every((key) => a[key] === b[key]);
}
