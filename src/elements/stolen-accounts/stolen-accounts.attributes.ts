import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { domainsAttribute } from './stolen-accounts.model';

export const stolenAccountsAttributes = {
  domains: domainsAttribute,
  src: attr.string(),
  headingLevel: attr.number(3),
};

export type StolenAccountsProps = PropsOf<typeof stolenAccountsAttributes>;
