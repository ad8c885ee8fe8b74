import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const versionSwitcherAttributes = { value: attr.string(), label: attr.string() };

export type VersionSwitcherProps = PropsOf<typeof versionSwitcherAttributes>;
