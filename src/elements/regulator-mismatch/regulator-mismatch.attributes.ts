import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkSites, type RegulatorSites } from './regulator-mismatch.model';

export const regulatorMismatchAttributes = {
  sites: attr.json<RegulatorSites>({}, checkSites),
  regulator: attr.string(),
  label: attr.string('Regulator notice'),
  closeLabel: attr.string('Close notice'),
};

export type RegulatorMismatchProps = PropsOf<typeof regulatorMismatchAttributes>;
