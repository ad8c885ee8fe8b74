/**
 * `npm run bench:page`: Lighthouse over every demo page as a phone sees it, against budgets.
 *
 * Starts the demo server (backend and single-sign-on stand-in) on free ports of 127.0.0.1,
 * then runs Lighthouse's default preset, mobile emulation with 4x CPU slowdown and slow 4G,
 * in Chromium, offline, one page after another. Prints CLS, TBT, LCP and the accessibility
 * score per page and exits 1 when a page is over a budget. Not part of `npm test`: the figures
 * depend on the machine's load (`uptime` is printed beside them).
 *
 * `npm run bench:page -- /home.html /forms.html` measures those pages only; BENCH_RUNS (1)
 * runs each page several times: CLS and accessibility are the worst run's (a shift in one load
 * of three is a real one, a race in the page), TBT and LCP the median's (they swing with the
 * machine's load). BENCH_REPORTS=dir writes each run's Lighthouse report there (which element
 * shifted, which task blocked).
 */
import lighthouse from 'lighthouse';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { chromium } from 'playwright-core';
import { createBackend } from '../demo/backend/index.mjs';
import { createSsoApp, ssoDemoRoutes } from '../demo/backend/sso.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const BUDGETS = { cls: 0.05, tbtMs: 200, lcpMs: 2500, accessibility: 100 };
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const REPORTS = process.env.BENCH_REPORTS;

const chromePath = chromiumPath();
if (!chromePath) {
  console.error('No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}
const requested = process.argv.slice(2).filter((argument) => argument.startsWith('/'));
const pages = requested.length
  ? requested
  : readdirSync(new URL('../demo/', import.meta.url))
      .filter((name) => name.endsWith('.html'))
      .sort((a, b) => (a === 'home.html' ? -1 : b === 'home.html' ? 1 : a.localeCompare(b)))
      .map((name) => (name === 'index.html' ? '/' : `/${name}`));

const sso = await createSsoApp();
await sso.listen({ host: '127.0.0.1', port: 0 });
const app = await createBackend();
await app.register(ssoDemoRoutes, { ssoPort: sso.server.address().port });
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${app.server.address().port}`;
// Lighthouse drives the browser through its DevTools port.
const debuggingPort = await freePort();
const browser = await chromium.launch({
  executablePath: chromePath,
  args: [...chromiumArgs, `--remote-debugging-port=${debuggingPort}`],
});

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One page's figures over RUNS Lighthouse runs: the worst CLS and accessibility, the median TBT and LCP. */
async function measure(path) {
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${origin}${path}`, {
      port: debuggingPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { audits, categories } = result.lhr;
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true });
      const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index'}-${run + 1}.json`;
      writeFileSync(`${REPORTS}/${name}`, result.report);
    }
    runs.push({
      cls: audits['cumulative-layout-shift'].numericValue,
      tbtMs: audits['total-blocking-time'].numericValue,
      lcpMs: audits['largest-contentful-paint'].numericValue,
      accessibility: Math.round(categories.accessibility.score * 100),
      failedAudits: Object.values(audits)
        .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
        .filter((audit) => audit.score === 0)
        .map((audit) => audit.id),
    });
  }
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    cls: Math.max(...runs.map((run) => run.cls)),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    accessibility: Math.min(...runs.map((run) => run.accessibility)),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
  };
}

const overBudget = [];
try {
  console.log(
    `bench:page: Lighthouse mobile preset (4x CPU slowdown, slow 4G), ${RUNS} run(s) per page, load average ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  console.log('| page | CLS | TBT | LCP | accessibility |');
  console.log('|---|---|---|---|---|');
  for (const path of pages) {
    const figures = await measure(path);
    const over = [
      figures.cls > BUDGETS.cls && `CLS ${figures.cls.toFixed(3)} > ${BUDGETS.cls}`,
      figures.tbtMs > BUDGETS.tbtMs && `TBT ${Math.round(figures.tbtMs)} ms > ${BUDGETS.tbtMs} ms`,
      figures.lcpMs > BUDGETS.lcpMs && `LCP ${Math.round(figures.lcpMs)} ms > ${BUDGETS.lcpMs} ms`,
      figures.accessibility < BUDGETS.accessibility &&
        `accessibility ${figures.accessibility} (${figures.failedAudits.join(', ')})`,
    ].filter(Boolean);
    console.log(
      `| \`${path}\` | ${figures.cls.toFixed(3)} | ${Math.round(figures.tbtMs)} ms | ${(figures.lcpMs / 1000).toFixed(2)} s | ${figures.accessibility} |${over.length ? ` over: ${over.join('; ')}` : ''}`,
    );
    if (over.length) overBudget.push(path);
  }
  console.log(
    `load average after: ${loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await Promise.all([app.close(), sso.close()]);
}
if (overBudget.length) {
  console.error(
    `Over budget (CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms, LCP ≤ ${BUDGETS.lcpMs / 1000} s, accessibility ${BUDGETS.accessibility}): ${overBudget.join(', ')}`,
  );
  process.exit(1);
}
