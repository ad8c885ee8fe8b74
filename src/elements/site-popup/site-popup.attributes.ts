import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const sitePopupAttributes = { open: attr.boolean(), label: attr.string(), closeLabel: attr.string() };

export type SitePopupProps = PropsOf<typeof sitePopupAttributes>;
