import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const detailsWidgetAttributes = { open: attr.boolean(), showLabel: attr.string(), hideLabel: attr.string() };

export type DetailsWidgetProps = PropsOf<typeof detailsWidgetAttributes>;
