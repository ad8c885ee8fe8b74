/**
 * The rules that read a quotes table's configuration (docs/RULES.md §3): pairs, links, slugs.
 * Pure. The attributes themselves are in feed-attributes.ts.
 */
export function splitPairs(pairs: string | readonly string[]): string[] {
  const list = typeof pairs === 'string' ? pairs.split(',') : pairs;
  return list.map((pair) => pair.trim().toUpperCase()).filter(Boolean);
}

/** `full-path-url` with `{slug}` filled in; null when there is no URL or no slug. */
export function instrumentHref(fullPathUrl: string, slug: string | undefined): string | null {
  if (!fullPathUrl || !slug) return null;
  return fullPathUrl.replaceAll('{slug}', encodeURIComponent(slug));
}

/** Links may name the regulator: `/open-account?regulator={regulator}`. */
export function fillLink(url: string, regulator: string): string {
  return url.replaceAll('{regulator}', encodeURIComponent(regulator));
}

/** The slug of an instrument: the configured one, else the quote's, else the lower-cased code. */
export function slugFor(instrument: string, slugs: Readonly<Record<string, string>>, quoteSlug?: string): string {
  return slugs[instrument] ?? quoteSlug ?? instrument.toLowerCase();
}
