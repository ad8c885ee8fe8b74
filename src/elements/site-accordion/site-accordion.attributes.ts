import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const siteAccordionAttributes = { multiple: attr.boolean() };

export type SiteAccordionProps = PropsOf<typeof siteAccordionAttributes>;
