/**
 * The referral cookies a sign-up carries. Its own module: only the forms read it, so it ships in
 * their chunk rather than with the page's start-up code.
 */
import { readCookie } from './cookie-jar';
import { REFERRAL_COOKIE_NAMES } from './tracking-cookie-rules';

/** The referral cookies present, by name: what a sign-up sends so the partner is credited. */
export function referralValues(): Record<string, string> {
  const present = REFERRAL_COOKIE_NAMES.map((name) => [name, readCookie(name)] as const).filter(([, value]) => value);
  return Object.fromEntries(present) as Record<string, string>;
}
