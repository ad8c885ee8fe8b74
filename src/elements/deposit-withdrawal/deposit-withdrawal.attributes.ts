import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkMethods } from './deposit-withdrawal.model';

export const depositWithdrawalAttributes = {
  methods: attr.json<readonly unknown[]>([], checkMethods),
  src: attr.string(),
  country: attr.string(),
  currency: attr.string(),
  direction: attr.oneOf(['deposit', 'withdrawal'] as const, 'deposit'),
  heading: attr.string(),
};

export type DepositWithdrawalProps = PropsOf<typeof depositWithdrawalAttributes>;
