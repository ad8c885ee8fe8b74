/**
 * The forms' email check, as the API reads an address. Pure.
 * `local@domain.tld`: one `@`, no white space, a dot inside the domain. Each character has one
 * way to match (the domain's first dot after its first character is the one the pattern takes),
 * so it reads any text in one pass: the former /^[^\s@]+@[^\s@]+\.[^\s@]+$/ split the domain
 * every way, seconds on 50,000 typed characters.
 */
const EMAIL = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

/** The longest address mail can carry (RFC 5321's 256-octet path, less its angle brackets). */
export const EMAIL_MAX_LENGTH = 254;

export const isEmail = (text: string): boolean => text.length <= EMAIL_MAX_LENGTH && EMAIL.test(text);
