/**
 * A phone number as the form sends it, in E.164 (`+447700900123`), and as the field shows it: a
 * country code picked from a list, and the number as typed. Pure: the numbering plans
 * (phone-library.ts) are passed in once loaded.
 */
import { geoipQuery } from '../services/forms-api/browser-facts';
import type { Country } from './country';
import type { PhoneLibrary } from './phone-metadata';

export interface PhoneParts {
  /** ISO code of the country whose dialling code the number starts with; '' when none matches. */
  country: string;
  national: string;
}

/** What a visitor may type between digits. */
const SEPARATORS = /[\s().\-/]/g;

/** The number without separators, `00` (the international prefix of most countries) as `+`. */
export function compactPhone(value: string): string {
  const compact = value.replace(SEPARATORS, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/** The longest dialling code the number starts with wins: +357 (Cyprus) before +3... */
export function splitPhone(value: string, countries: readonly Country[], preferred = ''): PhoneParts {
  const compact = value.replace(/\s+/g, ' ').trim();
  const digits = compactPhone(compact);
  const matches = countries
    .filter((country) => digits.startsWith(country.phone_code))
    .sort(
      (a, b) =>
        b.phone_code.length - a.phone_code.length || Number(b.code === preferred) - Number(a.code === preferred),
    );
  const match = matches[0];
  if (!match || !compact.startsWith('+')) return { country: '', national: compact };
  return { country: match.code, national: compact.slice(match.phone_code.length).trim() };
}

/**
 * The value sent, in E.164: a number typed with `+` or `00` keeps its own code; a national one
 * gets the chosen country's code. With the numbering plans, the country's own rules apply (Italy
 * keeps its leading 0); without them, a leading trunk 0 is dropped. Without a code, the number
 * is returned as typed, and the phone check asks for the code.
 */
export function joinPhone(
  { country, national }: PhoneParts,
  countries: readonly Country[],
  library?: PhoneLibrary,
): string {
  const number = compactPhone(national);
  if (!number) return '';
  const code = countries.find((entry) => entry.code === country)?.phone_code ?? '';
  if (!number.startsWith('+') && !code) return national.trim();
  const planned = library?.e164Of(number, code ? country : '');
  if (planned) return planned;
  return number.startsWith('+') ? number : `${code}${number.replace(/^0+/, '')}`;
}

/** The page URL's `geoip` country (`?geoip=GB`), as the forms client passes it on; '' when absent or not a code. */
export const geoipCountry = (search: string): string => geoipQuery(search).geoip ?? '';

/**
 * The code a phone field shows until the visitor picks one: the chosen country of residence,
 * else the page's geoip country, when the list has it; '' (a bare `+`) otherwise.
 */
export function followedCountry(residence: string, geoip: string, countries: readonly Country[]): string {
  return [residence, geoip].find((code) => code && countries.some((country) => country.code === code)) ?? '';
}
