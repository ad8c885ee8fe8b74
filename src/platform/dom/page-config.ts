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
  };
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
