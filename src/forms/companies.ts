/**
 * The group company that serves a country, which the captcha token request names. A country of
 * the server's list carries it; one of the built-in list (the server's list failed) does not, and
 * `/fcm-forms/registration-companies` is asked for it. When that answer is missing, malformed,
 * empty, late (3 s) or failing, the documented default applies: the token is asked for with an
 * empty `company_id` and the registration API decides; one console warning names the endpoint.
 */
import type { FormsClient } from '../services/forms-api';
import type { Country } from './country';
import { fetchConfig } from './form-config';

export const COMPANIES_PATH = '/fcm-forms/registration-companies';
const FALLBACK = 'the security check is asked for without a company';

/** The id of the company serving `country`, or '' when none can be had. */
export async function servingCompanyId(
  forms: FormsClient,
  country: Country,
  signal: AbortSignal,
): Promise<number | ''> {
  if (country.company_id !== undefined) return country.company_id;
  const answer = await fetchConfig(
    COMPANIES_PATH,
    (deadline) => forms.registrationCompanies<unknown>({ country: country.code }, { signal: deadline }),
    signal,
    FALLBACK,
  );
  if (answer === null) return '';
  const id = firstCompanyId(answer);
  if (id !== undefined) return id;
  console.warn(`<form> ${COMPANIES_PATH} named no company for ${country.code}: ${FALLBACK}.`);
  return '';
}

/** The first company's id in `{ data: [...] }` or a bare list. Pure. */
export function firstCompanyId(answer: unknown): number | undefined {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return undefined;
  const id: unknown = (list[0] as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}
