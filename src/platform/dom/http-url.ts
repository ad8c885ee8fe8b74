/**
 * Why `url` cannot be an http(s) address (relative ones resolve against `base`), or null when it
 * can: for attributes that take a page or a file to go to or show (blurred-modal's back-url,
 * cert-popup's src), where any other scheme would run script or embed data.
 */
export function httpUrlProblem(url: string, base: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, base);
  } catch {
    return `is not a URL: "${url}"`;
  }
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : `must be an http(s) URL, got "${url}"`;
}
