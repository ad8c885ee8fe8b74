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
 * and relays every message to the measured one over a BroadcastChannel. BENCH_BASELINE=off
 * measures the widget alone (the baseline takes minutes to catch up at a 4x slowdown).
 */
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
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
const FOLLOWER = process.env.BENCH_TAB === 'follower';
const MARKER_BID = 9999.12345;

function cpuOption() {
  const index = process.argv.indexOf('--cpu');
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((argument) => argument.startsWith('--cpu='))?.slice('--cpu='.length);
}

if (!(CPU_SLOWDOWN >= 1)) {
  console.error('--cpu takes a slowdown factor of 1 or more, e.g. `npm run bench -- --cpu 4`.');
  process.exit(1);
}
if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first (npm run bench does).');
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

async function measure(page, cdp, stream, start) {
  stream.restart();
  await page.evaluate(start);
  await page.waitForFunction(() => window.benchRoot && window.benchRoot.querySelector('[part~="row"]'));
  if (SCROLL_MIDDLE) {
    await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  }
  await page.evaluate(async () => {
    const { startMeasuring } = await import('/bench/measure.js');
    window.stopMeasuring = startMeasuring([window.benchRoot]);
  });
  const before = await cdp.send('Performance.getMetrics');
  const started = Date.now();
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const after = await cdp.send('Performance.getMetrics');
  const wallMs = Date.now() - started;
  const sent = stream.sent();
  const markerShown = page.evaluate(
    ({ marker, code }) => {
      return new Promise((resolve) => {
        const check = () => {
          const cell = window.benchRoot.querySelector(`[data-instrument="${code}"] [data-field="bid"]`);
          if (cell && cell.textContent.replace(/,/g, '') === marker) resolve(Date.now());
          else requestAnimationFrame(check);
        };
        check();
      });
    },
    { marker: MARKER_BID.toFixed(5), code: MARKER_CODE },
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
    sentPerSecond: sent / (wallMs / 1000),
    busyPercent: share('TaskDuration'),
    scriptPercent: share('ScriptDuration'),
    stylePercent: share('RecalcStyleDuration'),
    layoutPercent: share('LayoutDuration'),
    lastTickMs: shownAt - sentAt,
  };
}

const backend = await createBackend();
await backend.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${backend.server.address().port}`;
const stream = startStream();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });

try {
  const results = {};
  for (const mode of process.env.BENCH_BASELINE === 'off' ? ['widget'] : ['widget', 'baseline']) {
    // A context of its own, so that a follower's leader tab can share it (BENCH_TAB=follower).
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    if (process.env.BENCH_REDUCED) await page.emulateMedia({ reducedMotion: 'reduce' });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    if (CPU_SLOWDOWN > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${origin}/bench/quotes.html`);
    if (mode === 'baseline') await page.addScriptTag({ content: await baselineBundle() });
    const url = stream.url();
    if (mode === 'widget' && FOLLOWER) {
      // The leader: the first tab of the feed's address in this browser context holds its socket.
      const leader = await context.newPage();
      await leader.goto(`${origin}/bench/quotes.html`);
      await leader.evaluate(({ url, codes, origin }) => window.startWidget(url, codes, origin), { url, codes, origin });
      await leader.waitForFunction(() =>
        document.querySelector('quotes-widget').shadowRoot?.querySelector('[part~="row"]'),
      );
      await page.bringToFront(); // the measured tab is the visible one, as the visitor's
    }
    results[mode] = await measure(
      page,
      cdp,
      stream,
      mode === 'widget'
        ? `window.benchRoot = window.startWidget(${JSON.stringify(url)}, ${JSON.stringify(codes)}, '${origin}').shadowRoot`
        : `window.benchRoot = window.startBaseline(${JSON.stringify(url)}, ${JSON.stringify(codes)}).shadowRoot`,
    );
    await context.close();
  }

  // Add and remove a widget many times; after the feed's grace period no socket may stay open.
  const page = await browser.newPage();
  await page.goto(`${origin}/bench/quotes.html`);
  await page.evaluate(
    async ({ url, cycles, origin }) => {
      for (let cycle = 0; cycle < cycles; cycle++) {
        const widget = window.startWidget(url, ['I000', 'I001'], origin);
        await new Promise((resolve) => setTimeout(resolve, 0));
        widget.remove();
      }
    },
    { url: stream.url(), cycles: CYCLES, origin },
  );
  await new Promise((resolve) => setTimeout(resolve, 2500));
  const openAfterCycles = stream.openSockets();
  await page.close();

  const row = (label, widget, baseline, unit = '', digits = 1) =>
    console.log(
      `  ${label.padEnd(34)} ${widget.toFixed(digits).padStart(9)}${unit} ${(baseline?.toFixed(digits) ?? '-').padStart(11)}${unit}   ${
        baseline ? `${(widget / baseline).toFixed(2)}x` : ''
      }`,
    );
  const { widget, baseline = {} } = results;
  console.log(
    `bench: ${INSTRUMENTS} instruments, ${RATE} updates/s for ${SECONDS} s, CPU slowdown ${CPU_SLOWDOWN}x${
      SCROLL_MIDDLE ? ', scrolled to the middle' : ''
    }${FOLLOWER ? ', the widget in a follower tab' : ''} (widget vs baseline, ratio)`,
  );
  row('updates sent per second', widget.sentPerSecond, baseline.sentPerSecond, '', 0);
  row('DOM commits', widget.commits, baseline.commits, '', 0);
  row('commits per frame (max)', widget.maxCommitsPerFrame, baseline.maxCommitsPerFrame, '', 0);
  row('commits per frame (mean)', widget.meanCommitsPerFrame, baseline.meanCommitsPerFrame, '', 2);
  row('rows touched per commit', widget.rowsPerCommit, baseline.rowsPerCommit, '', 1);
  row('main thread busy', widget.busyPercent, baseline.busyPercent, ' %');
  row('  of which script', widget.scriptPercent, baseline.scriptPercent, ' %');
  row('  of which style', widget.stylePercent, baseline.stylePercent, ' %');
  row('  of which layout', widget.layoutPercent, baseline.layoutPercent, ' %');
  row('p95 frame interval', widget.p95FrameMs, baseline.p95FrameMs, ' ms');
  row('long tasks (count)', widget.longTasks, baseline.longTasks, '', 0);
  row('longest task', widget.longestTaskMs, baseline.longestTaskMs, ' ms');
  row('last tick on screen after stop', widget.lastTickMs, baseline.lastTickMs, ' ms');
  console.log(`  open sockets after ${CYCLES} add/remove cycles: ${openAfterCycles}`);
} finally {
  await browser.close();
  await stream.close();
  await backend.close();
}
