import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const reviewsWidgetAttributes = { src: attr.string() };

export type ReviewsWidgetProps = PropsOf<typeof reviewsWidgetAttributes>;
