/**
 * The attributes of every table on the quotes feed (docs/RULES.md §3), apart from the rules that
 * read them (quotes-table.model.ts): element definitions are in the entry, their views are not.
 */
import { attr } from '../../platform/runtime/attributes';

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

/** Attributes shared by every widget on the quotes feed. */
export const feedAttributes = {
  pairs: attr.list(),
  tokenUrl: attr.string(),
  ws_api: attr.string(),
  instrumentNames: attr.texts(),
  instrumentSlugs: attr.texts(),
  fullPathUrl: attr.string(),
  translations: attr.texts<QuoteTranslations>(),
  links: attr.texts<QuoteLinks>(),
  regulator: attr.string(),
  /** Starts the page's live prices paused (docs/CONTRACT.md "Live prices"). */
  paused: attr.boolean(),
};
