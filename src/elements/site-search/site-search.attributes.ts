import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteSearchAttributes = {
  apiKey: attr.string(),
  providerSrc: attr.string(),
  label: attr.string(),
  closeLabel: attr.string(),
  resultsText: attr.string(),
  unavailableText: attr.string(),
};

export type SiteSearchProps = PropsOf<typeof siteSearchAttributes>;
