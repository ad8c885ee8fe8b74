/**
 * The phone numbering plans of every country (libphonenumber-js with its `min` metadata): the
 * forms' phone metadata chunk, never imported statically. phone-metadata.ts loads it when a
 * phone field is first used, so a page's first form stays within its size budget.
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';

/** The number in E.164 (`+447700900123`), read in `country`'s national plan unless it starts with `+`. */
export function e164Of(number: string, country: string): string | undefined {
  return parsePhoneNumberFromString(number, { defaultCountry: (country || undefined) as CountryCode | undefined })
    ?.number;
}

/**
 * Whether an international number has a length its country's numbering plan allows. Length
 * only, not the number ranges: the `min` metadata would reject reserved ranges such as Ofcom's
 * 07700 900xxx, and a plan's new ranges reach the API before this copy; the server has the final word.
 */
export function isPossibleNumber(international: string): boolean {
  return parsePhoneNumberFromString(international)?.isPossible() ?? false;
}
