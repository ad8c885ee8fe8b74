/**
 * The email check the forms and `<stolen-accounts>` share, as the API reads an address. Pure. No
 * pattern: the former /^[^\s@]+@[^\s@]+\.[^\s@]+$/ backtracked for seconds on 50,000 typed
 * characters; these are single passes.
 */

/** The longest address mail can carry (RFC 5321's 256-octet path, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** `local@domain.tld`: at most 254 characters, one `@`, no white space, a dot inside the domain. */
export function isEmail(text: string): boolean {
  if (text.length > EMAIL_MAX_LENGTH || /\s/.test(text)) return false;
  const at = text.indexOf('@');
  if (at < 1 || at !== text.lastIndexOf('@')) return false;
  return text.slice(at + 2, -1).includes('.');
}
