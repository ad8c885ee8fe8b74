/**
 * The quotes client (docs/RULES.md §7, docs/CONTRACT.md "Quotes feed"): typical spreads and day changes, on
 * `data-quotes-api` (page origin by default). Both take a `baseUrl` override for tests.
 */
import { own } from '../../platform/dom/own';
import { pageConfig } from '../../platform/dom/page-config';
import { createHttpClient, type HttpClient } from '../http/http-client';
import { HttpError } from '../http/http-error';
import { toNumber, typicalSpreadsOf, type TypicalSpreads } from './quote-rules';
import { isRecord } from '../../platform/dom/is-record';

export interface QuotesApiOptions {
  /** Defaults to pageConfig().quotesApi. */
  baseUrl?: string;
}

/** One stock of the day-change card: last bid, day change in percent, the day's price points. */
export interface DayChange {
  bid: number;
  d_c: number;
  chart: { points: number[] };
}

export type DayChanges = Readonly<Record<string, DayChange>>;

const clients = new Map<string, HttpClient>();

function quotesClient({ baseUrl = pageConfig().quotesApi }: QuotesApiOptions): HttpClient {
  let client = clients.get(baseUrl);
  if (!client) clients.set(baseUrl, (client = createHttpClient({ baseUrl })));
  return client;
}

/**
 * GET /api/ajax/quotes_typical_spreads?instruments=A,B → `{ A: 0.00006 }` (price units).
 * docs/RULES.md §8: a failure is ignored and answers `{}`; entries that are no spread are dropped (typicalSpreadsOf).
 */
export async function getTypicalSpreads(
  instruments: readonly string[],
  options: QuotesApiOptions = {},
): Promise<TypicalSpreads> {
  if (instruments.length === 0) return {};
  try {
    const body = await quotesClient(options).get('/api/ajax/quotes_typical_spreads', {
      query: { instruments: instruments.join(',') },
    });
    return typicalSpreadsOf(isRecord(body) && isRecord(body.data) ? body.data : {});
  } catch {
    return {};
  }
}

function readDayChange(value: unknown): DayChange | null {
  if (!isRecord(value)) return null;
  const bid = toNumber(value.bid);
  const change = toNumber(value.d_c);
  if (!Number.isFinite(bid) || !Number.isFinite(change)) return null;
  const points = isRecord(value.chart) && Array.isArray(value.chart.points) ? value.chart.points : [];
  return {
    bid,
    d_c: change,
    chart: { points: points.map(toNumber).filter(Number.isFinite) },
  };
}

/**
 * GET /api/quotes/day-changes?instruments=AAPL,TSLA,GOOG,NFLX → per instrument bid, d_c and
 * chart.points. Errors reject with HttpError (the card shows its error state); an answer that
 * is not an object rejects with ERR_BAD_RESPONSE. Malformed entries are left out.
 */
export async function getDayChanges(
  instruments: readonly string[],
  options: QuotesApiOptions = {},
): Promise<DayChanges> {
  const path = '/api/quotes/day-changes';
  const body = await quotesClient(options).get(path, { query: { instruments: instruments.join(',') } });
  if (!isRecord(body)) throw new HttpError('ERR_BAD_RESPONSE', `GET ${path} answered something other than an object`);
  const changes: Record<string, DayChange> = {};
  for (const instrument of instruments) {
    const change = readDayChange(own(body, instrument));
    if (change) changes[instrument] = change;
  }
  return changes;
}
