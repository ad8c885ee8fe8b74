import { attr, type PropsOf } from '../../platform/runtime/attributes';
import { checkCountries, type CountrySite } from './country-switcher.model';

export const countrySwitcherAttributes = {
  countries: attr.json<readonly CountrySite[]>([], checkCountries),
  src: attr.string(),
  country: attr.string(),
  label: attr.string(),
  buttonLabel: attr.string(),
  globalUrl: attr.string('/'),
  allowedOrigins: attr.list(),
};

export type CountrySwitcherProps = PropsOf<typeof countrySwitcherAttributes>;
