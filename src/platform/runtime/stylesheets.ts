/**
 * Constructable stylesheets shared by every shadow root: one CSSStyleSheet per distinct text,
 * one fetch per stylesheet chunk URL.
 */

export class StylesheetLoadError extends Error {
  override name = 'StylesheetLoadError';
  readonly code = 'CSS_CHUNK_LOAD_FAILED';
  constructor(
    readonly url: string,
    cause?: unknown,
  ) {
    super(`Loading CSS chunk ${url} failed`, { cause });
  }
}

const sheetsByText = new Map<string, CSSStyleSheet>();
const sheetsByUrl = new Map<string, Promise<CSSStyleSheet>>();

export function sheetFromText(cssText: string): CSSStyleSheet {
  let sheet = sheetsByText.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheetsByText.set(cssText, sheet);
  }
  return sheet;
}

/** Fetches a stylesheet chunk; a failure rejects with code CSS_CHUNK_LOAD_FAILED and is retried next call. */
export function loadStylesheet(url: string): Promise<CSSStyleSheet> {
  let pending = sheetsByUrl.get(url);
  if (!pending) {
    pending = fetch(url)
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return sheetFromText(await response.text());
      })
      .catch((cause: unknown) => {
        sheetsByUrl.delete(url);
        throw new StylesheetLoadError(url, cause);
      });
    sheetsByUrl.set(url, pending);
  }
  return pending;
}
