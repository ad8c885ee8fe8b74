import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteSearchAttributes = {
  apiKey: attr.string(),
  providerSrc: attr.string(),
  label: attr.string('Search'),
  closeLabel: attr.string('Close search'),
  resultsText: attr.string('{count} results'),
  unavailableText: attr.string('Search is unavailable right now.'),
};

export type SiteSearchProps = PropsOf<typeof siteSearchAttributes>;
