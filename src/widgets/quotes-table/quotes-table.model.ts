/**
 * What every table on the quotes feed is configured with (docs/RULES.md §3): its attributes and
 * the rules that read them. Pure.
 */
import { attr, type JsonCheck, type PropsOf } from '../../platform/runtime/attributes';

export interface QuoteLinks {
  sellButtonLink?: string;
  buyButtonLink?: string;
  showInstruments?: string;
  tradeButton?: string;
}

export interface QuoteTranslations {
  pricesAboveParagraph?: string;
  showAllInstruments?: string;
  symbol?: string;
  bid?: string;
  ask?: string;
  spread?: string;
  change_day?: string;
  change_week?: string;
  trade?: string;
  buy?: string;
  sell?: string;
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapOfText: JsonCheck = (value) =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string')
    ? null
    : 'expected a JSON object of texts';

/** Attributes shared by every widget on the quotes feed. */
export const feedAttributes = {
  pairs: attr.list(),
  tokenUrl: attr.string(),
  ws_api: attr.string(),
  instrumentNames: attr.json<Readonly<Record<string, string>>>({}, mapOfText),
  instrumentSlugs: attr.json<Readonly<Record<string, string>>>({}, mapOfText),
  fullPathUrl: attr.string(),
  translations: attr.json<QuoteTranslations>({}, mapOfText),
  links: attr.json<QuoteLinks>({}, mapOfText),
  regulator: attr.string(),
};

export function splitPairs(pairs: string | readonly string[]): string[] {
  const list = typeof pairs === 'string' ? pairs.split(',') : pairs;
  return list.map((pair) => pair.trim().toUpperCase()).filter(Boolean);
}

/** `full-path-url` with `{slug}` filled in; null when there is no URL or no slug. */
export function instrumentHref(fullPathUrl: string, slug: string | undefined): string | null {
  if (!fullPathUrl || !slug) return null;
  return fullPathUrl.replaceAll('{slug}', encodeURIComponent(slug));
}

/** Links may name the regulator: `/open-account?regulator={regulator}`. */
export function fillLink(url: string, regulator: string): string {
  return url.replaceAll('{regulator}', encodeURIComponent(regulator));
}

/** The slug of an instrument: the configured one, else the quote's, else the lower-cased code. */
export function slugFor(instrument: string, slugs: Readonly<Record<string, string>>, quoteSlug?: string): string {
  return slugs[instrument] ?? quoteSlug ?? instrument.toLowerCase();
}

export type FeedTableProps = PropsOf<typeof feedAttributes>;
