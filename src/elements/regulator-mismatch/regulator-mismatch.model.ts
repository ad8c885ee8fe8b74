/** Regulator notice rules: when the visitor's regulator differs from the page's, and the sites to offer. Pure. */
import type { JsonCheck } from '../../platform/runtime/attributes';

/** Regulator → the home of its site, e.g. `{ "fca": "https://www.broker.co.uk/" }`. */
export type RegulatorSites = Readonly<Record<string, string>>;

export const checkSites: JsonCheck = (value) => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return 'expected a JSON object of regulator → site URL';
  }
  const bad = Object.entries(value).find(([, url]) => typeof url !== 'string');
  return bad ? `the site of "${bad[0]}" is not a URL text` : null;
};

export interface Mismatch {
  visitor: string;
  page: string;
}

/**
 * The two regulators when they differ (case-insensitive), else null: no notice when the visitor
 * has no regulator cookie yet or it matches the page's.
 */
export function regulatorMismatch(visitor: string | undefined, page: string): Mismatch | null {
  const ours = visitor?.trim().toLowerCase();
  const theirs = page.trim().toLowerCase();
  if (!ours || !theirs || ours === theirs) return null;
  return { visitor: ours, page: theirs };
}

/** The site's URL for `regulator` when it is an http(s) or site-relative URL, else undefined. */
export function siteUrl(sites: RegulatorSites, regulator: string, base: string): string | undefined {
  const entry = Object.entries(sites).find(([key]) => key.trim().toLowerCase() === regulator);
  if (!entry || !entry[1].trim()) return undefined;
  try {
    const url = new URL(entry[1].trim(), base);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
