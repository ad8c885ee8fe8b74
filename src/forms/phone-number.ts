/**
 * A phone number as the form sends it (`+44 7700900123`) and as the field shows it: a country
 * code picked from a list, and the national number. Pure.
 */
import type { Country } from './countries';

export interface PhoneParts {
  /** ISO code of the country whose dialling code the number starts with; '' when none matches. */
  country: string;
  national: string;
}

/** The longest dialling code the number starts with wins: +357 (Cyprus) before +3... */
export function splitPhone(value: string, countries: readonly Country[], preferred = ''): PhoneParts {
  const compact = value.replace(/\s+/g, ' ').trim();
  const matches = countries
    .filter((country) => compact.startsWith(country.phone_code))
    .sort(
      (a, b) =>
        b.phone_code.length - a.phone_code.length || Number(b.code === preferred) - Number(a.code === preferred),
    );
  const match = matches[0];
  if (!match) return { country: '', national: compact };
  return { country: match.code, national: compact.slice(match.phone_code.length).trim() };
}

/** The value sent: the code and the national number; a number typed with its own `+` is taken as is. */
export function joinPhone({ country, national }: PhoneParts, countries: readonly Country[]): string {
  const number = national.trim();
  if (!number || number.startsWith('+')) return number;
  const code = countries.find((entry) => entry.code === country)?.phone_code ?? '';
  return code ? `${code} ${number.replace(/^0+/, '')}` : number;
}
