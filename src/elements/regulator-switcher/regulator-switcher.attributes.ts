import { attr, listOfObjects, type PropsOf } from '../../platform/runtime/attributes';
import type { RegulatorItem } from './regulator-switcher.model';

export const checkRegulators = listOfObjects(['value', 'label', 'url']);

export const regulatorSwitcherAttributes = {
  regulators: attr.json<readonly RegulatorItem[]>([], checkRegulators),
  value: attr.string(),
  label: attr.string(),
};

export type RegulatorSwitcherProps = PropsOf<typeof regulatorSwitcherAttributes>;
