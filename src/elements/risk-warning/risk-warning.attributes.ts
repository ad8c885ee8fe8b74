import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const riskWarningAttributes = {
  label: attr.string('Risk warning'),
  toggleLabel: attr.string('Full risk warning'),
};

export type RiskWarningProps = PropsOf<typeof riskWarningAttributes>;
