import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkItems, type SiteMapItem } from './site-map.model';

export const siteMapAttributes = {
  items: attr.json<readonly SiteMapItem[]>([], checkItems),
  label: attr.string(),
  headingLevel: attr.number(2),
  collapsed: attr.boolean(),
};

export type SiteMapProps = PropsOf<typeof siteMapAttributes>;
