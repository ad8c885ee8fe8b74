/** Test helpers: cookies as the browser stores them, attributes included. */

/** What Chromium's cookie store reports (lib.dom types only name and value). */
export interface StoredCookie {
  name: string;
  value: string;
  path: string;
  /** Milliseconds since the epoch; null for a browser-session cookie. */
  expires: number | null;
  secure: boolean;
  sameSite: 'strict' | 'lax' | 'none';
}

export async function storedCookie(name: string): Promise<StoredCookie | null> {
  return (await cookieStore.get(name)) as StoredCookie | null;
}

export async function deleteCookies(...names: string[]): Promise<void> {
  await Promise.all(names.map((name) => cookieStore.delete({ name, path: '/' })));
}

export const DAY_MS = 24 * 60 * 60 * 1000;
