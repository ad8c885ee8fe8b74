/**
 * Country switcher rules: the country list (from an attribute, the server or the default), the
 * names in the page's locale, the preselected country, and which site URLs may be followed. Pure.
 */
import type { JsonCheck } from '../../platform/runtime/attributes';
import { ContentShapeError } from '../../services/content/content-source';

/** One country and the site of the regulator that serves it. */
export interface CountrySite {
  /** ISO 3166-1 alpha-2, upper case. */
  code: string;
  /** Shown as given; when absent the country is named in the page's locale. */
  name?: string;
  /** `fca`, `cysec`, `asic`, ...: named beside the choice. */
  regulator?: string;
  url: string;
}

/** A country with its shown name. */
export type NamedCountry = Required<Pick<CountrySite, 'code' | 'name' | 'url'>> & { regulator: string };

const CODE = /^[A-Za-z]{2}$/;

function problemOf(value: unknown): string | null {
  if (!Array.isArray(value)) return 'expected a JSON list of { code, name?, regulator?, url }';
  for (const [index, item] of value.entries()) {
    const entry = item as Record<string, unknown> | null;
    if (typeof entry !== 'object' || entry === null) return `item ${index} is not an object`;
    if (typeof entry.code !== 'string' || !CODE.test(entry.code)) return `item ${index} has no two-letter "code"`;
    if (typeof entry.url !== 'string' || !entry.url.trim()) return `item ${index} has no "url"`;
    for (const field of ['name', 'regulator'] as const) {
      if (entry[field] !== undefined && typeof entry[field] !== 'string')
        return `item ${index}: "${field}" is not text`;
    }
  }
  return null;
}

export const checkCountries: JsonCheck = problemOf;

/** Reads the server's `{ countries: [...] }`: null when it lists none, a shape error otherwise. */
export function readCountrySites(body: unknown): CountrySite[] | null {
  const countries = (body as { countries?: unknown } | null)?.countries;
  if (countries === undefined || (Array.isArray(countries) && countries.length === 0)) return null;
  const problem = problemOf(countries);
  if (problem) throw new ContentShapeError(`countries: ${problem}`);
  return countries as CountrySite[];
}

/** The European Economic Area: served by the CySEC site in the default list. */
const EEA = 'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO'.split(' ');

/**
 * The list shown when the server's cannot be loaded (documented in the element): site paths on
 * the page's own origin, GB → /uk/ (FCA), the EEA → /eu/ (CySEC), AU → /au/ (ASIC). Any other
 * country uses the global site link shown beside it.
 */
export const DEFAULT_COUNTRY_SITES: readonly CountrySite[] = [
  { code: 'GB', regulator: 'fca', url: '/uk/' },
  ...EEA.map((code) => ({ code, regulator: 'cysec', url: '/eu/' })),
  { code: 'AU', regulator: 'asic', url: '/au/' },
];

/**
 * Names the countries (their own `name`, else the region's name in `locale`), drops repeated
 * codes (the first wins), and sorts them by name as the locale sorts.
 */
export function nameCountries(sites: readonly CountrySite[], locale: string): NamedCountry[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = new Intl.DisplayNames(['en'], { type: 'region' });
  }
  const seen = new Set<string>();
  const named: NamedCountry[] = [];
  for (const site of sites) {
    const code = site.code.toUpperCase();
    if (seen.has(code)) continue;
    seen.add(code);
    const name = site.name?.trim() || names.of(code) || code;
    named.push({ code, name, regulator: site.regulator?.trim().toLowerCase() ?? '', url: site.url.trim() });
  }
  let collator: Intl.Collator;
  try {
    collator = new Intl.Collator([locale, 'en']);
  } catch {
    collator = new Intl.Collator('en');
  }
  return named.sort((a, b) => collator.compare(a.name, b.name));
}

/** The first of `candidates` (attribute, then cookie) that the list has, else ''. */
export function preselectedCountry(countries: readonly NamedCountry[], ...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (code && countries.some((country) => country.code === code)) return code;
  }
  return '';
}

/**
 * The absolute URL to send the visitor to, or null when it must not be followed: only http(s),
 * on the page's own origin, on one of `allowedOrigins`, or, given `siteOf`
 * (platform/dom/site-of.ts, a chunk of its own for its public-suffix list), on the page's site
 * on the page's port (another is another server) by https or the page's scheme (no downgrade to
 * http), as a form's redirect (src/forms/redirect-target.ts).
 */
export function followableUrl(
  url: string,
  pageUrl: string,
  allowedOrigins: readonly string[],
  siteOf?: (hostname: string) => string,
): string | null {
  let target: URL;
  try {
    target = new URL(url, pageUrl);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  const page = new URL(pageUrl);
  if (target.origin === page.origin) return target.href;
  const sameServer = target.port === page.port && (target.protocol === 'https:' || target.protocol === page.protocol);
  if (siteOf && sameServer && siteOf(target.hostname) === siteOf(page.hostname)) return target.href;
  const origins = allowedOrigins.map((origin) => {
    try {
      return new URL(origin).origin;
    } catch {
      return origin;
    }
  });
  return origins.includes(target.origin) ? target.href : null;
}
