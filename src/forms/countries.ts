/**
 * The countries a visitor may register from (`/fcm-forms/registration-countries`), fetched once
 * per page for every country and phone field. A failed fetch is forgotten, so the next form tries
 * again.
 */
import type { FormsClient } from '../services/forms-api';

export interface Country {
  id: number;
  /** ISO 3166-1 alpha-2, the value forms send. */
  code: string;
  name: string;
  /** With its plus: `+44`. */
  phone_code: string;
  /** The group company that serves the country (the captcha asks for it). */
  company_id: number;
}

let countries: Promise<Country[]> | undefined;

export function registrationCountries(forms: FormsClient): Promise<Country[]> {
  countries ??= forms.registrationCountries<unknown>({}).then(countryList, (error: unknown) => {
    countries = undefined;
    throw error;
  });
  return countries;
}

/** The list out of the answer (`{ data: [...] }` or the bare list); malformed entries are dropped. */
function countryList(answer: unknown): Country[] {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (entry: Partial<Country> | null): entry is Country =>
      typeof entry?.code === 'string' &&
      typeof entry.name === 'string' &&
      typeof entry.phone_code === 'string' &&
      typeof entry.id === 'number',
  );
}

export const countryByCode = (list: readonly Country[], code: unknown): Country | undefined =>
  list.find((country) => country.code === code);
