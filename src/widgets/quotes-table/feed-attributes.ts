/**
 * The attributes of every table on the quotes feed (docs/RULES.md §3), apart from the rules that
 * read them (quotes-table.model.ts): element definitions are in the entry, their views are not.
 */
import { attr, type JsonCheck } from '../../platform/runtime/attributes';
import { isRecord } from '../../platform/dom/is-record';

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
  /** Starts the page's live prices paused (docs/CONTRACT.md "Live prices"). */
  paused: attr.boolean(),
};
