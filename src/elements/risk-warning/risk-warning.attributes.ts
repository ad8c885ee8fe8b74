import { attr, type PropsOf } from '../../platform/runtime/attributes';

export const riskWarningAttributes = {
  label: attr.string(),
  toggleLabel: attr.string(),
};

export type RiskWarningProps = PropsOf<typeof riskWarningAttributes>;
