/* global window, document, requestAnimationFrame -- the functions given to page.evaluate run in the page */
/**
 * `npm run bench`: the quotes widget under load in headless Chromium, beside a baseline measured
 * in the same run: a plain React table that renders every row on every message.
 *
 * A stream server on 127.0.0.1 (the feed's wire format) sends RATE updates per second spread
 * over N instruments for SECONDS, then one final tick with a marker price; the page reports
 * frame intervals, long tasks, DOM commits per frame, rows touched per commit, and how long the
 * marker took to reach the screen. Main-thread busy time comes from the DevTools protocol.
 * Last, ADD_REMOVE cycles of a widget check that no socket stays open.
 *
 * Environment: BENCH_SECONDS (20), BENCH_RATE (3000), BENCH_INSTRUMENTS (300), BENCH_CYCLES (1000).
 * `--cpu N` (or BENCH_CPU) slows the page's CPU N times through the DevTools protocol, as
 * Lighthouse's mobile preset does (4), to see the widget on a phone's budget. BENCH_SCROLL=middle
 * scrolls the page to the middle of the table first. BENCH_TAB=follower measures a follower tab
 * of the browser-wide feed: another tab of the same browser context (not slowed) holds the socket
 * and relays every message to the measured one over a BroadcastChannel; BENCH_TAB=leader measures
 * the tab holding the socket while another tab (not slowed) follows it, so it relays every
 * message. BENCH_SHARED=off gives the page its own socket (`data-quotes-shared="off"`).
 * BENCH_BASELINE=off measures the widget alone (the baseline takes minutes to catch up at a 4x
 * slowdown).
 *
 * Before and after: BENCH_BEFORE=<another checkout with a dist/> measures that checkout's widget
 * too, served by a backend of its own, alternating with this one's BENCH_ROUNDS (1) times, in the
 * same run against the same stream; each measurement notes the machine's load average (1 min).
 * BENCH_TRACE=<file.json> writes a Chromium trace (timeline and JS samples) of the first widget
 * measurement.
 */
import { build } from 'esbuild';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { WebSocketServer } from 'ws';
import { createBackend } from '../demo/backend/index.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const RATE = Number(process.env.BENCH_RATE ?? 3000);
const INSTRUMENTS = Number(process.env.BENCH_INSTRUMENTS ?? 300);
const CYCLES = Number(process.env.BENCH_CYCLES ?? 1000);
const CPU_SLOWDOWN = Number(cpuOption() ?? process.env.BENCH_CPU ?? 1);
const EVERY_MS = 10;
const SCROLL_MIDDLE = process.env.BENCH_SCROLL === 'middle';
const TAB = process.env.BENCH_TAB ?? 'alone';
const SHARED_OFF = process.env.BENCH_SHARED === 'off';
const BEFORE = process.env.BENCH_BEFORE ? path.resolve(process.env.BENCH_BEFORE) : null;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const TRACE = process.env.BENCH_TRACE ?? null;
/** The desktop window, or a phone's screen as Lighthouse's mobile preset emulates it (Moto G Power). */
const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 900 } },
  phone: { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
};
const VIEWPORT = process.env.BENCH_VIEWPORT ?? 'desktop';
const MARKER_BID = 9999.12345;
/** A page slowed 4x on a loaded machine can take a while to show its first prices. */
const SETUP_TIMEOUT_MS = 120_000;

function cpuOption() {
  const index = process.argv.indexOf('--cpu');
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((argument) => argument.startsWith('--cpu='))?.slice('--cpu='.length);
}

if (!(CPU_SLOWDOWN >= 1)) {
  console.error('--cpu takes a slowdown factor of 1 or more, e.g. `npm run bench -- --cpu 4`.');
  process.exit(1);
}
if (!Object.hasOwn(VIEWPORTS, VIEWPORT)) {
  console.error('BENCH_VIEWPORT is desktop (1280 x 900, the default) or phone (412 x 823, touch).');
  process.exit(1);
}
if (!['alone', 'leader', 'follower'].includes(TAB)) {
  console.error('BENCH_TAB is leader or follower (unset: the widget alone in its browser).');
  process.exit(1);
}
if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first (npm run bench does).');
  process.exit(1);
}
if (BEFORE && !existsSync(path.join(BEFORE, 'dist/index.js'))) {
  console.error(`BENCH_BEFORE: ${BEFORE}/dist/index.js is missing: build that checkout first.`);
  process.exit(1);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error('No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

const codes = Array.from({ length: INSTRUMENTS }, (_, index) => `I${String(index).padStart(3, '0')}`);
/** The row the final tick goes to: one on screen (rows off screen are not rendered). */
const MARKER_CODE = codes[SCROLL_MIDDLE ? Math.floor(INSTRUMENTS / 2) : 0];

/** The feed's wire format at a fixed rate; `finish()` stops the pumps and sends the marker. */
function startStream() {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const pumps = new Map();
  let sent = 0;
  let running = true;
  const prices = new Map(codes.map((code, index) => [code, 1 + index / 100]));
  const quote = (code, bid) => ({
    name: code,
    slug: code.toLowerCase(),
    bid,
    ask: Number((bid + 0.0002).toFixed(5)),
    spread: 2,
    state: Math.random() > 0.5 ? 'up' : 'down',
    time: Math.floor(Date.now() / 1000),
    digits: 5,
  });
  server.on('connection', (socket) => {
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw));
      if (message.ping) return socket.send('{"message":"pong"}');
      if (!message.instruments) return;
      const list = message.instruments.split(',');
      const perMessage = (RATE * EVERY_MS) / 1000;
      clearInterval(pumps.get(socket));
      pumps.set(
        socket,
        setInterval(() => {
          if (!running) return;
          const data = {};
          for (let index = 0; index < perMessage; index++) {
            const code = list[Math.floor(Math.random() * list.length)];
            const bid = Number((prices.get(code) + (Math.random() - 0.5) * 0.001).toFixed(5));
            prices.set(code, bid);
            data[code] = quote(code, bid);
          }
          sent += perMessage;
          socket.send(JSON.stringify({ data }));
        }, EVERY_MS),
      );
    });
    socket.on('close', () => clearInterval(pumps.get(socket)));
  });
  return {
    url: () => `ws://127.0.0.1:${server.address().port}/`,
    openSockets: () => [...server.clients].filter((socket) => socket.readyState === socket.OPEN).length,
    sent: () => sent,
    restart() {
      running = true;
      sent = 0;
    },
    /** Stops the stream and sends the marker; returns when it was sent (ms since epoch). */
    finish() {
      running = false;
      const data = { [MARKER_CODE]: quote(MARKER_CODE, MARKER_BID) };
      for (const socket of server.clients) socket.send(JSON.stringify({ data }));
      return Date.now();
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * The baseline: one component, the whole table re-rendered on every message, with the widget's
 * own markup and stylesheets, so the comparison is of the rendering strategy alone.
 */
async function baselineBundle() {
  const result = await build({
    stdin: {
      resolveDir: process.cwd(),
      loader: 'tsx',
      contents: `
        import { useEffect, useState } from 'react';
        import { createRoot } from 'react-dom/client';
        import tokens from './src/styles/tokens.css';
        import base from './src/styles/base.css';
        import widget from './src/widgets/quotes-table/quotes-table.css';
        function Table({ url, instruments }) {
          const [quotes, setQuotes] = useState({});
          useEffect(() => {
            const socket = new WebSocket(url);
            socket.onopen = () => socket.send(JSON.stringify({ token: 'bench', instruments: instruments.join(',') }));
            socket.onmessage = (event) => {
              const message = JSON.parse(event.data);
              if (message.data) setQuotes((previous) => ({ ...previous, ...message.data }));
            };
            return () => socket.close();
          }, []);
          const price = (value) => (value === undefined ? '-' : value.toFixed(5));
          return (
            <div part="base"><table part="table"><tbody>
              {instruments.map((code) => {
                const quote = quotes[code];
                const state = quote ? quote.state : 'down';
                return (
                  <tr part="row" key={code} data-instrument={code} data-state={state}>
                    <th scope="row" data-field="name">{code}</th>
                    <td data-field="bid">{price(quote && quote.bid)}</td>
                    <td data-field="ask">{price(quote && quote.ask)}</td>
                    <td data-field="spread" className={'spread ' + state}>{quote ? quote.spread : 0}</td>
                  </tr>
                );
              })}
            </tbody></table></div>
          );
        }
        window.startBaseline = (url, instruments) => {
          const host = document.createElement('div');
          host.attachShadow({ mode: 'open' }).adoptedStyleSheets = [tokens, base, widget].map((text) => {
            const sheet = new CSSStyleSheet();
            sheet.replaceSync(text);
            return sheet;
          });
          document.body.append(host);
          createRoot(host.shadowRoot).render(<Table url={url} instruments={instruments} />);
          return host;
        };`,
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    jsx: 'automatic',
    loader: { '.css': 'text' },
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.outputFiles[0].text;
}

/** A widget on `origin`'s bench page in `page`, rendering the stream's quotes. */
async function openWidget(page, origin) {
  await page.goto(`${origin}/bench/quotes.html`);
  if (SHARED_OFF) await page.evaluate(() => (document.body.dataset.quotesShared = 'off'));
  await page.evaluate(
    ({ url, codes, origin }) => (window.benchRoot = window.startWidget(url, codes, origin).shadowRoot),
    { url: stream.url(), codes, origin },
  );
  await page.waitForFunction(
    () => {
      const bid = window.benchRoot?.querySelector('[part~="row"] [data-field="bid"]');
      return bid && bid.textContent !== '-';
    },
    null,
    { timeout: SETUP_TIMEOUT_MS },
  );
}

/**
 * The measured tab in a context of its own (so that BENCH_TAB's other tab shares its feed), its
 * CPU slowed; for BENCH_TAB=follower the leader tab opens first, for leader the follower after.
 */
async function openMeasuredTab(origin, mode) {
  stream.restart(); // the last measurement's finish() stopped the pumps: this tab's first prices need them
  const context = await browser.newContext(VIEWPORTS[VIEWPORT]);
  const page = await context.newPage();
  // A context opened after another has closed starts hidden: its page would render nothing (no frames).
  await page.bringToFront();
  if (process.env.BENCH_REDUCED) await page.emulateMedia({ reducedMotion: 'reduce' });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  if (mode === 'baseline') {
    await page.goto(`${origin}/bench/quotes.html`);
    await page.addScriptTag({ content: await baselineBundle() });
    await page.evaluate(({ url, codes }) => (window.benchRoot = window.startBaseline(url, codes).shadowRoot), {
      url: stream.url(),
      codes,
    });
    await page.waitForFunction(() => window.benchRoot.querySelector('[part~="row"]'), null, {
      timeout: SETUP_TIMEOUT_MS,
    });
  } else {
    if (TAB === 'follower') await openWidget(await context.newPage(), origin);
    await openWidget(page, origin);
    if (TAB === 'leader') await openWidget(await context.newPage(), origin);
    await page.bringToFront(); // the measured tab is the visible one, as the visitor's
  }
  return { context, page, cdp };
}

async function measure(page, cdp, trace) {
  stream.restart();
  if (SCROLL_MIDDLE) {
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  }
  await page.evaluate(async () => {
    const { startMeasuring } = await import('/bench/measure.js');
    window.stopMeasuring = startMeasuring([window.benchRoot]);
  });
  const load = loadavg()[0];
  const tracing = trace ? await startTracing() : null;
  const before = await cdp.send('Performance.getMetrics');
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const after = await cdp.send('Performance.getMetrics');
  const wallMs = Date.now() - started;
  await tracing?.stop(trace);
  const sent = stream.sent();
  const markerShown = page.evaluate(
    ({ marker, code, timeoutMs }) => {
      return new Promise((resolve, reject) => {
        const giveUpAt = Date.now() + timeoutMs;
        const check = () => {
          const cell = window.benchRoot.querySelector(`[data-instrument="${code}"] [data-field="bid"]`);
          if (cell && cell.textContent.replace(/,/g, '') === marker) resolve(Date.now());
          else if (Date.now() > giveUpAt)
            reject(new Error(`the final tick of ${code} never reached the screen: is its row on screen?`));
          else requestAnimationFrame(check);
        };
        check();
      });
    },
    { marker: MARKER_BID.toFixed(5), code: MARKER_CODE, timeoutMs: SETUP_TIMEOUT_MS },
  );
  const sentAt = stream.finish();
  const shownAt = await markerShown;
  const page_ = await page.evaluate(() => window.stopMeasuring());
  const share = (name) => {
    const value = (metrics) => metrics.metrics.find((metric) => metric.name === name).value;
    return ((value(after) - value(before)) * 1000 * 100) / wallMs;
  };
  return {
    ...page_,
    load,
    sentPerSecond: sent / (wallMs / 1000),
    busyPercent: share('TaskDuration'),
    scriptPercent: share('ScriptDuration'),
    stylePercent: share('RecalcStyleDuration'),
    layoutPercent: share('LayoutDuration'),
    lastTickMs: shownAt - sentAt,
  };
}

/** A Chromium trace of every process (timeline and JS samples) until `stop(file)`. */
async function startTracing() {
  const session = await browser.newBrowserCDPSession();
  await session.send('Tracing.start', {
    transferMode: 'ReturnAsStream',
    traceConfig: {
      includedCategories: [
        'toplevel',
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    },
  });
  return {
    async stop(file) {
      const complete = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
      await session.send('Tracing.end');
      const { stream: handle } = await complete;
      const chunks = [];
      for (;;) {
        const { data, eof, base64Encoded } = await session.send('IO.read', { handle });
        chunks.push(Buffer.from(data, base64Encoded ? 'base64' : 'utf8'));
        if (eof) break;
      }
      await session.send('IO.close', { handle });
      await session.detach();
      writeFileSync(file, Buffer.concat(chunks));
    },
  };
}

async function startBackend(root) {
  const backend = await createBackend(root ? { root } : {});
  await backend.listen({ host: '127.0.0.1', port: 0 });
  return { backend, origin: `http://127.0.0.1:${backend.server.address().port}` };
}

const here = await startBackend();
const earlier = BEFORE ? await startBackend(BEFORE) : null;
const stream = startStream();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

/** The measurements in order: before and after alternate, ABBA, so a drift of load hits both. */
function plan() {
  const runs = [];
  for (let round = 0; round < ROUNDS; round++) {
    const pair = earlier ? ['before', 'widget'] : ['widget'];
    runs.push(...(round % 2 === 0 ? pair : pair.reverse()));
  }
  if (process.env.BENCH_BASELINE !== 'off') runs.push('baseline');
  return runs;
}

try {
  /** Per mode, one result per round. */
  const results = { before: [], widget: [], baseline: [] };
  let traced = false;
  for (const mode of plan()) {
    const { context, page, cdp } = await openMeasuredTab(mode === 'before' ? earlier.origin : here.origin, mode);
    const trace = TRACE && mode === 'widget' && !traced ? TRACE : null;
    traced ||= Boolean(trace);
    results[mode].push(await measure(page, cdp, trace));
    await context.close();
  }

  // Add and remove a widget many times; after the feed's grace period no socket may stay open.
  const page = await browser.newPage();
  await page.goto(`${here.origin}/bench/quotes.html`);
  await page.evaluate(
    async ({ url, cycles, origin }) => {
      for (let cycle = 0; cycle < cycles; cycle++) {
        const widget = window.startWidget(url, ['I000', 'I001'], origin);
        await new Promise((resolve) => setTimeout(resolve, 0));
        widget.remove();
      }
    },
    { url: stream.url(), cycles: CYCLES, origin: here.origin },
  );
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const openAfterCycles = stream.openSockets();
  await page.close();

  // The widget against the checkout before, else against the baseline; means over the rounds.
  const [left, right, rightName] = earlier ? ['widget', 'before', 'before'] : ['widget', 'baseline', 'baseline'];
  const mean = (mode, key) =>
    results[mode].length
      ? results[mode].reduce((sum, result) => sum + result[key], 0) / results[mode].length
      : undefined;
  const row = (label, key, unit = '', digits = 1) => {
    const widget = mean(left, key);
    const other = mean(right, key);
    console.log(
      `  ${label.padEnd(34)} ${widget.toFixed(digits).padStart(9)}${unit} ${(other?.toFixed(digits) ?? '-').padStart(11)}${unit}   ${
        other ? `${(widget / other).toFixed(2)}x` : ''
      }`,
    );
  };
  const tab = {
    alone: '',
    leader: ', the widget in the leader tab of two',
    follower: ', the widget in a follower tab',
  };
  console.log(
    `bench: ${INSTRUMENTS} instruments, ${RATE} updates/s for ${SECONDS} s, CPU slowdown ${CPU_SLOWDOWN}x${
      SCROLL_MIDDLE ? ', scrolled to the middle' : ''
    }${VIEWPORT === 'phone' ? ', on a phone screen' : ''}${tab[TAB]}${SHARED_OFF ? ', a socket per page' : ''}${ROUNDS > 1 ? `, means of ${ROUNDS} rounds` : ''} (widget vs ${rightName}, ratio)`,
  );
  row('updates sent per second', 'sentPerSecond', '', 0);
  row('DOM commits', 'commits', '', 0);
  row('commits per frame (max)', 'maxCommitsPerFrame', '', 0);
  row('commits per frame (mean)', 'meanCommitsPerFrame', '', 2);
  row('rows touched per commit', 'rowsPerCommit', '', 1);
  row('main thread busy', 'busyPercent', ' %');
  row('  of which script', 'scriptPercent', ' %');
  row('  of which style', 'stylePercent', ' %');
  row('  of which layout', 'layoutPercent', ' %');
  row('p95 frame interval', 'p95FrameMs', ' ms');
  row('long tasks (count)', 'longTasks', '', 0);
  row('longest task', 'longestTaskMs', ' ms');
  row('last tick on screen after stop', 'lastTickMs', ' ms');
  row('load average (1 min) at the start', 'load', '', 2);
  console.log(`  open sockets after ${CYCLES} add/remove cycles: ${openAfterCycles}`);
  // Each measurement: the spread behind the means.
  for (const [mode, list] of Object.entries(results)) {
    list.forEach((result, index) =>
      console.log(
        `  ${mode} #${index + 1}: busy ${result.busyPercent.toFixed(1)} %, p95 frame ${result.p95FrameMs.toFixed(1)} ms, load ${result.load.toFixed(2)}`,
      ),
    );
  }
} finally {
  await browser.close();
  await stream.close();
  await here.backend.close();
  await earlier?.backend.close();
}
