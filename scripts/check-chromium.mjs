import { chromiumPath } from './chromium.mjs';

if (!chromiumPath()) {
  console.error(
    'No Chromium found: install it with `sudo apt-get install -y chromium` (Debian/Ubuntu) or set CHROME_PATH to a Chrome or Chromium binary.',
  );
  process.exit(1);
}
