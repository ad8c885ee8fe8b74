import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const navBarAttributes = { menuLabel: attr.string('Menu'), closeLabel: attr.string('Close menu') };

export type NavBarProps = PropsOf<typeof navBarAttributes>;
