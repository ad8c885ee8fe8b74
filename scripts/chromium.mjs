/** Where Chromium is: CHROME_PATH, else the usual Debian and Chrome locations. */
import { existsSync } from 'node:fs';

const candidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function chromiumPath() {
  if (process.env.CHROME_PATH) return existsSync(process.env.CHROME_PATH) ? process.env.CHROME_PATH : null;
  return candidates.find((candidate) => existsSync(candidate)) ?? null;
}

/** Flags for headless Chromium on a machine without network beyond loopback (docs/TOOLCHAIN.md). */
export const chromiumArgs = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
