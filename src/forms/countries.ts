/**
 * The countries a visitor may register from (`/fcm-forms/registration-countries`), fetched once
 * per page for every country and phone field. The server's list carries ids and the serving
 * companies and wins; when it is missing, malformed, empty, late (3 s) or failing, the forms
 * offer the built-in list (country-defaults.ts) and stay usable, and the console says which
 * endpoint failed. A list that failed is asked for again by the next step that shows it.
 */
import { pageConfig } from '../platform/dom/page-config';
import { timeoutSignal } from '../platform/dom/timeout-signal';
import type { FormsClient } from '../services/forms-api';
import type { Country } from './country';

export const COUNTRIES_PATH = '/fcm-forms/registration-countries';
/** How long the forms wait for the server's list before offering the built-in one. */
export const COUNTRIES_TIMEOUT_MS = 3000;

let countries: Promise<Country[]> | undefined;
/** Whether the page's list is the built-in one because the server's failed. */
let failed = false;

/**
 * The page's list. `retryFailed`: a step loading its fields asks the server again when the list
 * failed before; a submission (the captcha's ids) keeps the list its fields show, without a
 * second request nor a second warning.
 */
export function registrationCountries(
  forms: FormsClient,
  { retryFailed = false }: { retryFailed?: boolean } = {},
): Promise<Country[]> {
  const { locale } = pageConfig();
  if (retryFailed && failed) countries = undefined;
  countries ??= forms
    .registrationCountries<unknown>({}, { signal: timeoutSignal(COUNTRIES_TIMEOUT_MS) })
    .then(countryList)
    .then(
      (list) => {
        failed = !list.length;
        return failed ? fallBack(locale, 'an empty or malformed list') : list;
      },
      (error: unknown) => {
        failed = true;
        return fallBack(locale, error);
      },
    );
  return countries;
}

/** Forgets the page's list, so the next form asks the server again (tests that fault the list). */
export function forgetRegistrationCountries(): void {
  countries = undefined;
}

/** The built-in list, its own chunk: a page whose server answers never fetches it. */
async function fallBack(locale: string, reason: unknown): Promise<Country[]> {
  console.warn(`<form> ${COUNTRIES_PATH} gave ${String(reason)}: the built-in list of countries is offered.`);
  const { builtInCountries } = await import('./country-defaults');
  return builtInCountries(locale);
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
