/** The page configuration of docs/CONTRACT.md: `<body>` data attributes, read once, with defaults. */

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
  redirectOrigins: string[];
  /** Base URL of the icon library `<site-icon>` fetches `{glyph}[_fill1].svg` from, ending in `/`. */
  iconBase: string;
}

export interface PageSource {
  dataset: Readonly<Record<string, string | undefined>>;
  lang: string;
  origin: string;
}

const DEFAULT_REGULATOR = 'fca';
const DEFAULT_LOCALE = 'en';

export function readPageConfig({ dataset, lang, origin }: PageSource): PageConfig {
  const text = (value: string | undefined) => value?.trim() || undefined;
  const baseUrl = (value: string | undefined) => (text(value) ?? origin).replace(/\/+$/, '');
  return {
    regulator: text(dataset.regulator)?.toLowerCase() ?? DEFAULT_REGULATOR,
    ssoHost: text(dataset.ssoHost)?.replace(/\/+$/, '') ?? null,
    formsApi: baseUrl(dataset.formsApi),
    accountApi: baseUrl(dataset.accountApi),
    registrationApi: baseUrl(dataset.registrationApi),
    quotesApi: baseUrl(dataset.quotesApi),
    locale: text(dataset.locale) ?? text(lang) ?? DEFAULT_LOCALE,
    redirectOrigins: (dataset.redirectOrigins ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    iconBase: iconBaseUrl(text(dataset.iconBase), origin),
  };
}

/** `data-icon-base`, absolute or relative to the page's origin, as a folder URL; default `{origin}/icons/`. */
function iconBaseUrl(value: string | undefined, origin: string): string {
  const folder = (value ?? '/icons/').replace(/\/*$/, '/');
  try {
    return new URL(folder, `${origin}/`).href;
  } catch {
    return `${origin}/icons/`;
  }
}

let config: PageConfig | undefined;

/** The page's configuration, read from `<body>` on first use. */
export function pageConfig(): PageConfig {
  config ??= readPageConfig({
    dataset: document.body?.dataset ?? {},
    lang: document.documentElement.lang,
    origin: location.origin,
  });
  return config;
}
