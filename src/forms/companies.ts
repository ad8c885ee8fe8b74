/**
 * What the captcha token request names for the visitor's country (docs/FORMS.md "Countries and
 * companies"). A country of the server's list: its id, and the group company serving it, which the
 * country carries or `/fcm-forms/registration-companies` names. A country of the built-in list (the
 * server's list failed): its ISO code and no company, since the server's ids are unknown. A company
 * the endpoint does not name (missing, malformed, empty, late (3 s) or failing answer) is left out
 * of the token request after one console warning naming the endpoint: the registration API decides.
 */
import type { FormsClient } from '../services/forms-api';
import type { Country } from './country';
import { fetchConfig } from './form-config';

export const COMPANIES_PATH = '/fcm-forms/registration-companies';
const FALLBACK = 'the security check is asked for without a company';

export interface CaptchaCountryIds {
  countryId: string | number;
  /** Absent when unknown. */
  companyId?: number;
}

export async function captchaCountryIds(
  forms: FormsClient,
  country: Country,
  signal: AbortSignal,
): Promise<CaptchaCountryIds> {
  if (country.id === undefined) return { countryId: country.code };
  const companyId = country.company_id ?? (await servingCompanyId(forms, country, signal));
  return companyId === undefined ? { countryId: country.id } : { countryId: country.id, companyId };
}

/** The id of the company serving `country` as the companies endpoint names it, or undefined. */
async function servingCompanyId(forms: FormsClient, country: Country, signal: AbortSignal) {
  const answer = await fetchConfig(
    COMPANIES_PATH,
    (deadline) => forms.registrationCompanies<unknown>({ country: country.code }, { signal: deadline }),
    signal,
    FALLBACK,
  );
  if (answer === null) return undefined;
  const id = firstCompanyId(answer);
  if (id === undefined) console.warn(`<form> ${COMPANIES_PATH} named no company for ${country.code}: ${FALLBACK}.`);
  return id;
}

/** The first company's id in `{ data: [...] }` or a bare list. Pure. */
export function firstCompanyId(answer: unknown): number | undefined {
  const list = Array.isArray(answer) ? answer : (answer as { data?: unknown } | null)?.data;
  if (!Array.isArray(list)) return undefined;
  const id: unknown = (list[0] as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
}
