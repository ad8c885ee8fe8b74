import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const scrollButtonAttributes = { target: attr.string(), offset: attr.number(-150) };

export type ScrollButtonProps = PropsOf<typeof scrollButtonAttributes>;
