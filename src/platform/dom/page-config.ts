/**
 * The page configuration of docs/CONTRACT.md: `<body>` data attributes, read once, with defaults,
 * from the real `<body>` (./page-globals.ts: markup named `body` cannot stand in for it) and frozen,
 * so nothing that runs later can point an API or the script origins elsewhere.
 */
import { pageBody, pageRoot } from './page-globals';

export interface PageConfig {
  regulator: string;
  /** Origin of the single-sign-on host, or null for none (guest, no frame). */
  ssoHost: string | null;
  formsApi: string;
  accountApi: string;
  registrationApi: string;
  quotesApi: string;
  locale: string;
  /** Further origins a finished form may send the visitor to (comma list). */
  redirectOrigins: readonly string[];
  /** Origins besides the page's own that scripts named by attributes may load from (comma list; https only). */
  scriptOrigins: readonly string[];
  /** Origins besides the page's site that a quotes feed's `ws_api` and `token-url` may be on (comma list). */
  quotesOrigins: readonly string[];
  /** Base URL of the icon library `<site-icon>` fetches `{glyph}[_fill1].svg` from, ending in `/`; null: the icons shipped beside the script. */
  iconBase: string | null;
}

export interface PageSource {
  dataset: Readonly<Record<string, string | undefined>>;
  lang: string;
  origin: string;
}

const DEFAULT_REGULATOR = 'fca';
const DEFAULT_LOCALE = 'en';

export function readPageConfig({ dataset, lang, origin }: PageSource): Readonly<PageConfig> {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const baseUrl = (value: string | undefined) => (text(value) ?? origin).replace(/\/+$/, '');
  const list = (value = '') =>
    Object.freeze(
      value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    );
  return Object.freeze({
    regulator: text(dataset.regulator)?.toLowerCase() ?? DEFAULT_REGULATOR,
    ssoHost: text(dataset.ssoHost)?.replace(/\/+$/, '') ?? null,
    formsApi: baseUrl(dataset.formsApi),
    accountApi: baseUrl(dataset.accountApi),
    registrationApi: baseUrl(dataset.registrationApi),
    quotesApi: baseUrl(dataset.quotesApi),
    locale: languageTag(text(dataset.locale), text(lang)),
    redirectOrigins: list(dataset.redirectOrigins),
    scriptOrigins: list(dataset.scriptOrigins),
    quotesOrigins: list(dataset.quotesOrigins),
    iconBase: iconBaseUrl(text(dataset.iconBase), origin),
  });
}

/**
 * The first of `data-locale` and `<html lang>` that is a language tag, in its canonical form. A
 * malformed one is said once and skipped: every number format, and the forms' `Accept-Language`
 * header, would throw on it.
 */
function languageTag(...candidates: (string | undefined)[]): string {
  for (const candidate of candidates) {
    if (!candidate) continue;
    try {
      return Intl.getCanonicalLocales(candidate)[0] ?? DEFAULT_LOCALE;
    } catch {
      console.error(`Page configuration: "${candidate}" is not a language tag; ignoring it.`);
    }
  }
  return DEFAULT_LOCALE;
}

/** `data-icon-base`, absolute or relative to the page's origin, as a folder URL; null when absent or invalid. */
function iconBaseUrl(value: string | undefined, origin: string): string | null {
  try {
    return value ? new URL(value.replace(/\/*$/, '/'), `${origin}/`).href : null;
  } catch {
    return null;
  }
}

let config: Readonly<PageConfig> | undefined;

/** The page's configuration, read from `<body>` on first use. */
export function pageConfig(): Readonly<PageConfig> {
  config ??= readPageConfig({
    dataset: pageBody()?.dataset ?? {},
    lang: pageRoot().lang,
    origin: location.origin,
  });
  return config;
}
