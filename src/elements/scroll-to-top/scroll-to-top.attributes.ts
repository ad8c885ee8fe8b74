import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const scrollToTopAttributes = { target: attr.string(), label: attr.string() };

export type ScrollToTopProps = PropsOf<typeof scrollToTopAttributes>;
