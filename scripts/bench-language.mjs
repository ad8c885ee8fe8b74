/* global document -- the function given to page.evaluate runs in the page */
/**
 * `node scripts/bench-language.mjs`: the cost of the language work on /home.html as a phone sees
 * it (4x CPU slowdown), after `npm run build`. Loads the page in English and lists the catalogue
 * requests (an English page makes none), then switches `<html lang>` live to each of `de`, `ar`,
 * `es` and back to `en`, and prints the main-thread time of each switch until the words have
 * changed (the DevTools' TaskDuration, which counts every task of the renderer's main thread),
 * with the catalogue chunk each switch fetched. BENCH_ROUNDS (3) repeats the page; the median
 * is printed. Not part of `npm test`: the figures depend on the machine's load.
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createBackend } from '../demo/backend/index.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const LANGUAGES = ['de', 'ar', 'es', 'en'];
if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first.');
  process.exit(1);
}
const app = await createBackend({});
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${app.server.address().port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = Object.fromEntries(LANGUAGES.map((language) => [language, []]));
let englishRequests = [];
for (let round = 0; round < ROUNDS; round++) {
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await session.send('Performance.enable');
  const catalogues = [];
  page.on('request', (request) => {
    if (/catalogue/.test(request.url())) catalogues.push(request.url().replace(origin, ''));
  });
  await page.goto(`${origin}/home.html`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  if (round === 0) englishRequests = [...catalogues];
  for (const language of LANGUAGES) {
    const before = catalogues.length;
    const task = async () =>
      (await session.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;
    const start = await task();
    await page.evaluate((lang) => {
      document.documentElement.lang = lang;
    }, language);
    // The window: the switch, the catalogue chunk and the re-render of every element.
    await page.waitForTimeout(1000);
    const spent = (await task()) - start;
    results[language].push({ ms: spent * 1000, chunks: catalogues.slice(before) });
  }
  await page.close();
}
console.log(
  `load average ${loadavg()[0].toFixed(1)}; English page's catalogue requests: ${JSON.stringify(englishRequests)}`,
);
for (const language of LANGUAGES) {
  const runs = results[language];
  console.log(
    `switch to ${language}: ${median(runs.map((run) => run.ms)).toFixed(0)} ms main thread (median of ${runs.length}, 1 s window incl. the switch) fetched ${JSON.stringify(runs[0].chunks)}`,
  );
}
await browser.close();
await app.close();
