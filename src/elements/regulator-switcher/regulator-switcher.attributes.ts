import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkRegulators, type RegulatorItem } from './regulator-switcher.model';

export const regulatorSwitcherAttributes = {
  regulators: attr.json<readonly RegulatorItem[]>([], checkRegulators),
  value: attr.string(),
  label: attr.string(),
};

export type RegulatorSwitcherProps = PropsOf<typeof regulatorSwitcherAttributes>;
