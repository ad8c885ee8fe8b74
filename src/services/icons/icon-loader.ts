/**
 * Fetches an icon library's SVG once per URL and page: every `<site-icon>` drawing the same glyph
 * shares one request (the promise is cached as soon as it starts) and one sanitised copy. A
 * failure (404, a timeout, an answer that is not an SVG) is cached too and logged once, naming
 * the URL. Loaded with a dynamic import, so pages using only the built-in glyphs never fetch it.
 */
import { createHttpClient, type HttpClient } from '../http/http-client';
import { sanitizeSvg } from './sanitize-svg';

export const ICON_TIMEOUT_MS = 5000;

const clients = new Map<string, HttpClient>();
const icons = new Map<string, Promise<SVGSVGElement | null>>();

function clientFor(origin: string): HttpClient {
  let client = clients.get(origin);
  if (!client) clients.set(origin, (client = createHttpClient({ baseUrl: origin, timeoutMs: ICON_TIMEOUT_MS })));
  return client;
}

async function fetchIcon(url: string, who: string): Promise<SVGSVGElement | null> {
  const target = new URL(url);
  let problem: string;
  try {
    const body = await clientFor(target.origin).get(target.pathname + target.search, {
      headers: { Accept: 'image/svg+xml' },
    });
    const result = typeof body === 'string' ? sanitizeSvg(body) : { error: 'the answer is not an SVG image' };
    if (result.svg) return result.svg;
    problem = result.error;
  } catch (error) {
    problem = (error as Error).message;
  }
  console.error(`${who}: could not load the icon ${url} (${problem}); nothing is drawn.`);
  return null;
}

/**
 * The sanitised SVG at `url` (a detached element: import a copy with `document.importNode`), or
 * null when it cannot be had; never rejects. `who` names the element in the one error logged.
 */
export function loadIcon(url: string, who = '<site-icon>'): Promise<SVGSVGElement | null> {
  let icon = icons.get(url);
  if (!icon) icons.set(url, (icon = fetchIcon(url, who)));
  return icon;
}
