/**
 * `npm run bench:page`: Lighthouse over every demo page as a phone sees it, against budgets.
 *
 * Starts the demo server (backend and single-sign-on stand-in) on free ports of 127.0.0.1,
 * then runs Lighthouse's default preset, mobile emulation with 4x CPU slowdown and slow 4G,
 * in Chromium, offline, one cold load after another. Prints per page CLS, TBT, LCP, the
 * main-thread work, the accessibility score and the scripts that took the main thread longest,
 * each load with the machine's load average (1 min) beside it, and exits 1 when a page is over
 * a budget. Not part of `npm test`: the figures depend on the machine's load.
 *
 * `npm run bench:page -- /home.html /forms.html` measures those pages only; BENCH_ROUNDS (1)
 * loads each page several times: CLS and accessibility are the worst load's (a shift in one load
 * of three is a real one, a race in the page), TBT, LCP and the main-thread work the median's
 * (they swing with the machine's load). BENCH_REPORTS=dir writes each load's Lighthouse report
 * there (which element shifted, which task blocked), BENCH_TRACES=dir each load's Chromium trace
 * (where the main thread's time went: open it in DevTools' Performance panel).
 *
 * Before and after: BENCH_BEFORE=<another checkout with a dist/> serves that checkout's demo and
 * build from a backend of its own and loads its pages too, alternating with this one's page by
 * page (ABBA over the rounds, so a drift of load hits both), and prints the ratio of this build's
 * medians to the before-build's. Only this build is held to the budgets.
 */
import lighthouse from 'lighthouse';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { chromium } from 'playwright-core';
import { createBackend } from '../demo/backend/index.mjs';
import { createSsoApp, ssoDemoRoutes } from '../demo/backend/sso.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const BUDGETS = { cls: 0.05, tbtMs: 200, lcpMs: 2500, accessibility: 100 };
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const REPORTS = process.env.BENCH_REPORTS;
const TRACES = process.env.BENCH_TRACES;
const BEFORE = process.env.BENCH_BEFORE ? resolvePath(process.env.BENCH_BEFORE) : null;
/** How many of a load's costliest scripts are listed. */
const TOP_SCRIPTS = 3;

const chromePath = chromiumPath();
if (!chromePath) {
  console.error('No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}
if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first (npm run bench:page does).');
  process.exit(1);
}
if (BEFORE && !existsSync(join(BEFORE, 'dist/index.js'))) {
  console.error(`BENCH_BEFORE: ${BEFORE}/dist/index.js is missing: build that checkout first.`);
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

/** The demo of the checkout at `root` (this one by default) on a free port. */
async function startDemo(root) {
  const app = await createBackend(root ? { root } : {});
  await app.register(ssoDemoRoutes, { ssoPort: sso.server.address().port });
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, root: root ?? process.cwd(), origin: `http://127.0.0.1:${app.server.address().port}` };
}

const builds = { this: await startDemo() };
if (BEFORE) builds.before = await startDemo(BEFORE);
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
const load = () => loadavg()[0];
const ms = (value) => `${Math.round(value).toLocaleString('en-GB')} ms`;

/**
 * A script's address without its origin and its chunk's content hash, so both builds name it
 * alike; Lighthouse's own rows ('Unattributable') as they are.
 */
const scriptName = (url) => (URL.canParse(url) ? new URL(url).pathname.replace(/-[\w-]{8}\.js$/, '-*.js') : url);

/**
 * The CPU time of the page's main thread in the load's trace (its tasks' thread time), scaled as
 * Lighthouse scales the main-thread work (its wall time) for its simulated slowdown: the same
 * work, whatever else the machine was doing, where the wall time swells with the machine's load.
 */
function mainThreadCpuMs(trace, url, slowdown) {
  const events = trace.traceEvents;
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args.beginData?.url === url);
  if (!parse) return NaN;
  const { pid, tid } = parse;
  const tasks = events.filter(
    (event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.name === 'RunTask',
  );
  return (tasks.reduce((sum, task) => sum + (task.tdur ?? 0), 0) / 1000) * slowdown;
}

/** One cold Lighthouse load of `path` from `build`. */
async function loadOnce(build, path, round) {
  const loadBefore = load();
  const result = await lighthouse(`${build.origin}${path}`, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  const { audits, categories } = result.lhr;
  const name = `${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'index'}-${build.name}-${round + 1}`;
  if (REPORTS) {
    mkdirSync(REPORTS, { recursive: true });
    writeFileSync(`${REPORTS}/${name}.json`, result.report);
  }
  if (TRACES) {
    mkdirSync(TRACES, { recursive: true });
    writeFileSync(`${TRACES}/${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
  }
  return {
    load: loadBefore,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    mainThreadMs: audits['mainthread-work-breakdown'].numericValue,
    mainThreadCpuMs: mainThreadCpuMs(
      result.artifacts.Trace,
      result.lhr.finalDisplayedUrl,
      result.lhr.configSettings.throttling.cpuSlowdownMultiplier,
    ),
    scripts: (audits['bootup-time'].details?.items ?? []).map((item) => ({
      name: scriptName(item.url),
      totalMs: item.total,
      scriptingMs: item.scripting,
    })),
    accessibility: Math.round(categories.accessibility.score * 100),
    failedAudits: Object.values(audits)
      .filter((audit) => categories.accessibility.auditRefs.some((ref) => ref.id === audit.id))
      .filter((audit) => audit.score === 0)
      .map((audit) => audit.id),
  };
}

/** A build's loads of one page summed up: the worst CLS and accessibility, the median of the rest. */
function summary(loads) {
  const pick = (key) => median(loads.map((one) => one[key]));
  const scripts = new Map();
  for (const script of loads.flatMap((one) => one.scripts)) {
    const sum = scripts.get(script.name) ?? { name: script.name, totalMs: 0, scriptingMs: 0 };
    sum.totalMs += script.totalMs / loads.length;
    sum.scriptingMs += script.scriptingMs / loads.length;
    scripts.set(script.name, sum);
  }
  return {
    cls: Math.max(...loads.map((one) => one.cls)),
    tbtMs: pick('tbtMs'),
    lcpMs: pick('lcpMs'),
    mainThreadMs: pick('mainThreadMs'),
    mainThreadCpuMs: pick('mainThreadCpuMs'),
    accessibility: Math.min(...loads.map((one) => one.accessibility)),
    failedAudits: [...new Set(loads.flatMap((one) => one.failedAudits))],
    topScripts: [...scripts.values()].sort((a, b) => b.totalMs - a.totalMs).slice(0, TOP_SCRIPTS),
  };
}

/** The builds' order in each round: before and after alternate, ABBA. */
function order(round) {
  const names = Object.keys(builds);
  return round % 2 === 0 ? names.reverse() : names;
}

const line = (cells) => console.log(`| ${cells.join(' | ')} |`);

const overBudget = [];
try {
  console.log(
    `bench:page: Lighthouse mobile preset (4x CPU slowdown, slow 4G), ${ROUNDS} cold load(s) per page${
      BEFORE ? ` of this build and of ${BEFORE}, alternating` : ''
    }, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  line([
    'page',
    'build',
    'main-thread work',
    'of it CPU',
    'TBT',
    'LCP',
    'CLS',
    'accessibility',
    'load average (1 min)',
  ]);
  line(Array(9).fill('---'));
  const notes = [];
  for (const path of pages) {
    const loads = { this: [], before: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const name of order(round)) {
        const build = { ...builds[name], name };
        if (!existsSync(`${build.root}/demo${path === '/' ? '/index.html' : path}`)) continue;
        loads[name].push(await loadOnce(build, path, round));
      }
    }
    const figures = {};
    for (const name of Object.keys(builds).filter((name) => loads[name].length)) {
      figures[name] = summary(loads[name]);
      const each = (key, format) => loads[name].map((one) => format(one[key])).join(' / ');
      line([
        `\`${path}\``,
        name,
        each('mainThreadMs', ms),
        each('mainThreadCpuMs', ms),
        each('tbtMs', ms),
        each('lcpMs', (value) => `${(value / 1000).toFixed(2)} s`),
        figures[name].cls.toFixed(3),
        String(figures[name].accessibility),
        each('load', (value) => value.toFixed(2)),
      ]);
      notes.push(
        `${path} ${name}: ${figures[name].topScripts
          .map((script) => `${script.name} ${ms(script.totalMs)} (script ${ms(script.scriptingMs)})`)
          .join(', ')}`,
      );
    }
    if (figures.this && figures.before) {
      const ratio = (key) =>
        figures.before[key] > 0 ? `${(figures.this[key] / figures.before[key]).toFixed(2)}x` : '–';
      line([
        `\`${path}\``,
        'ratio of medians',
        ratio('mainThreadMs'),
        ratio('mainThreadCpuMs'),
        ratio('tbtMs'),
        ratio('lcpMs'),
        '',
        '',
        '',
      ]);
    }
    const mine = figures.this;
    const over = [
      mine.cls > BUDGETS.cls && `CLS ${mine.cls.toFixed(3)} > ${BUDGETS.cls}`,
      mine.tbtMs > BUDGETS.tbtMs && `TBT ${Math.round(mine.tbtMs)} ms > ${BUDGETS.tbtMs} ms`,
      mine.lcpMs > BUDGETS.lcpMs && `LCP ${Math.round(mine.lcpMs)} ms > ${BUDGETS.lcpMs} ms`,
      mine.accessibility < BUDGETS.accessibility &&
        `accessibility ${mine.accessibility} (${mine.failedAudits.join(', ')})`,
    ].filter(Boolean);
    if (over.length) overBudget.push(`${path} (${over.join('; ')})`);
  }
  console.log(`\nTop scripts by main-thread time (mean over the loads):\n${notes.join('\n')}`);
  console.log(
    `load average after: ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await Promise.all([...Object.values(builds).map((build) => build.app.close()), sso.close()]);
}
if (overBudget.length) {
  console.error(
    `Over budget (CLS ≤ ${BUDGETS.cls}, TBT ≤ ${BUDGETS.tbtMs} ms, LCP ≤ ${BUDGETS.lcpMs / 1000} s, accessibility ${BUDGETS.accessibility}): ${overBudget.join(', ')}`,
  );
  process.exit(1);
}
