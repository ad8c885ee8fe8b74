/** A country a visitor may register from, as the forms use it (countries.ts, country-defaults.ts). */
export interface Country {
  /** ISO 3166-1 alpha-2, the value forms send. */
  code: string;
  name: string;
  /** With its plus: `+44`. */
  phone_code: string;
  /** The server's id; absent from the built-in list (companies.ts names such a country by its code). */
  id?: number;
  /** The group company that serves the country (the captcha asks for it); absent from the built-in list (companies.ts). */
  company_id?: number;
}
