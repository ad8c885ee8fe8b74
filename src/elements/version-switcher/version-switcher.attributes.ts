import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const versionSwitcherAttributes = { value: attr.string(), label: attr.string('Platform version') };

export type VersionSwitcherProps = PropsOf<typeof versionSwitcherAttributes>;
