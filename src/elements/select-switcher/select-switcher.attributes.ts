import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const selectSwitcherAttributes = { label: attr.string(), value: attr.string(), hash: attr.boolean() };

export type SelectSwitcherProps = PropsOf<typeof selectSwitcherAttributes>;
