import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkSites, type RegulatorSites } from './regulator-mismatch.model';

export const regulatorMismatchAttributes = {
  sites: attr.json<RegulatorSites>({}, checkSites),
  regulator: attr.string(),
  label: attr.string(),
  closeLabel: attr.string(),
};

export type RegulatorMismatchProps = PropsOf<typeof regulatorMismatchAttributes>;
