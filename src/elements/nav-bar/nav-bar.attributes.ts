import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const navBarAttributes = { menuLabel: attr.string(), closeLabel: attr.string() };

export type NavBarProps = PropsOf<typeof navBarAttributes>;
