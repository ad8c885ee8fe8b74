/** The quotes widget's configuration (SPEC 3) and the rules that read it. Pure. */
import { attr, type JsonCheck } from '../../platform/runtime/attributes';
import type { Attribute } from '../../platform/runtime/attributes';

export interface QuoteTab {
  name: string;
  /** Comma list or list of instruments. */
  pairs: string | readonly string[];
}

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

export interface HeaderTitle {
  name: string;
  label: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapOfText: JsonCheck = (value) =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'string')
    ? null
    : 'expected a JSON object of texts';

const checkTabs: JsonCheck = (value) => {
  if (!Array.isArray(value)) return 'expected a JSON list of {name, pairs}';
  const bad = value.findIndex(
    (tab) =>
      !isRecord(tab) || typeof tab.name !== 'string' || !(typeof tab.pairs === 'string' || Array.isArray(tab.pairs)),
  );
  return bad < 0 ? null : `tab ${bad} needs a text "name" and "pairs"`;
};

const checkHeaderTitles: JsonCheck = (value) =>
  Array.isArray(value) && value.every((title) => isRecord(title) && typeof title.name === 'string')
    ? null
    : 'expected a JSON list of {name, label}';

export const DEFAULT_HEADER_TITLES: readonly HeaderTitle[] = [
  { name: 'symbol', label: 'Symbol' },
  { name: 'bid', label: 'Bid' },
  { name: 'ask', label: 'Ask' },
  { name: 'spread', label: 'Spread' },
];

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

export const quotesWidgetAttributes = {
  ...feedAttributes,
  tabs: attr.json<readonly QuoteTab[]>([], checkTabs),
  defaultActiveTabIndex: attr.number(0),
  showBuyBtn: attr.boolean(),
  showSellBtn: attr.boolean(),
  showTradeBtn: attr.boolean(),
  headerTitles: attr.json<readonly HeaderTitle[]>(DEFAULT_HEADER_TITLES, checkHeaderTitles),
  abbreviation: attr.boolean(),
};

type SchemaProps<S> = { [K in keyof S]: S[K] extends Attribute<infer T> ? T : never };
export type QuotesWidgetProps = SchemaProps<typeof quotesWidgetAttributes>;
export type CryptoWidgetProps = SchemaProps<typeof feedAttributes>;

export function splitPairs(pairs: string | readonly string[]): string[] {
  const list = typeof pairs === 'string' ? pairs.split(',') : pairs;
  return list.map((pair) => pair.trim().toUpperCase()).filter(Boolean);
}

/** The tab shown first: the configured index when it exists, else the first. */
export function initialTab(tabs: readonly QuoteTab[], defaultIndex: number): number {
  return Number.isInteger(defaultIndex) && defaultIndex >= 0 && defaultIndex < tabs.length ? defaultIndex : 0;
}

/** The instruments on screen: the active tab's pairs when there are tabs, else `pairs`. */
export function activePairs(pairs: readonly string[], tabs: readonly QuoteTab[], activeTab: number): string[] {
  const tab = tabs[activeTab];
  return splitPairs(tab ? tab.pairs : pairs);
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

/** Header labels: translations win over configured labels, which win over the defaults. */
export function headerLabels(titles: readonly HeaderTitle[], translations: QuoteTranslations): HeaderTitle[] {
  return titles.map((title) => ({
    name: title.name,
    label: translations[title.name as keyof QuoteTranslations] ?? title.label ?? title.name,
  }));
}
