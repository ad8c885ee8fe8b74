/* global window, MutationObserver -- the functions given to page.evaluate run in the page */
/**
 * `npm run bench:tabs`: one quotes feed per browser (src/services/quotes-feed/browser-feed.ts) in
 * headless Chromium, one browser context, against the demo backend's market (a real WebSocket
 * server, demo/backend/market.mjs).
 *
 * - For 1, 3 and 10 tabs, each with a quotes widget of the same instruments: the sockets open on
 *   the server, the socket messages per second each tab hears (the leader's relays, counted by a
 *   listener on the feed's quotes channel in each tab, heard by its feed worker; with one tab, the
 *   socket's own), the DOM commits
 *   per second each tab renders (min and max over the tabs: only the visible tab renders every
 *   frame with news, a background tab once a second by design), and the main thread's busy share
 *   (DevTools protocol, everything counted: socket and channel messages, React, style, layout)
 *   of the leader tab and of a follower.
 * - HANDOVERS times, with three tabs: the leader tab is closed; the time from the close to the
 *   first commit, in each other tab, of a quote the new leader's socket brought (a commit at or
 *   after that socket opened on the server): p50, p95 and max.
 *
 * - Last, the back/forward cache: a follower, then the leader, of two tabs goes to another page
 *   and back; whether the page came back from the cache (pageshow's `persisted`), and the
 *   sockets open while it was away and once it is back.
 *
 * Environment: BENCH_SECONDS (10) per tab count, BENCH_RATE (200) updates per second,
 * BENCH_HANDOVERS (20).
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { createBackend } from '../demo/backend/index.mjs';
import { createMarket } from '../demo/backend/market/instruments.mjs';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const HANDOVERS = Number(process.env.BENCH_HANDOVERS ?? 20);
const TAB_COUNTS = [1, 3, 10];
const EVERY_MS = 50;

if (!existsSync('dist/index.js')) {
  console.error('dist/index.js is missing: run `npm run build` first (npm run bench:tabs does).');
  process.exit(1);
}
const executablePath = chromiumPath();
if (!executablePath) {
  console.error('No Chromium found: install it with `sudo apt-get install -y chromium` or set CHROME_PATH.');
  process.exit(1);
}

const demoMarket = createMarket();
const instruments = demoMarket.codes().filter((code) => demoMarket.isLive(code));

const backend = await createBackend();
await backend.listen({ host: '127.0.0.1', port: 0 });
const origin = `http://127.0.0.1:${backend.server.address().port}`;
// Playwright turns the back/forward cache off by default; the visitor's browser has it on.
const browser = await chromium.launch({
  executablePath,
  args: chromiumArgs,
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
});
const context = await browser.newContext({ viewport: { width: 1000, height: 800 } });

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const scopeUrl = (scope) => `${origin}/__scope/${scope}`;
const marketState = async (scope) => (await fetch(`${scopeUrl(scope)}/__market/state`)).json();

/** A tab with a quotes widget on `scope`'s feed; it records when each DOM commit happened. */
async function openTab(scope) {
  const page = await context.newPage();
  await page.goto(`${origin}/bench/quotes.html`);
  const wsApi = `${scopeUrl(scope).replace('http', 'ws')}/ws/quotes?rate=${RATE}&every=${EVERY_MS}`;
  await page.evaluate(
    ({ wsApi, instruments, origin }) => {
      window.benchRoot = window.startWidget(wsApi, instruments, origin).shadowRoot;
      window.commitTimes = [];
      window.relayed = 0;
      // The quotes channel of src/services/quotes-feed/tab-messages.ts (`channelNames`: TAB_PROTOCOL,
      // the address, "quotes"), closed while the page is away, as the feed's own: a message would
      // evict it from the cache.
      const listen = () => {
        const channel = new BroadcastChannel(`site-elements/quotes-feed/2 ${new URL(wsApi).href} quotes`);
        channel.onmessage = (event) => void (event.data.kind === 'quotes' && window.relayed++);
        return channel;
      };
      let channel = listen();
      window.addEventListener('pagehide', () => channel.close());
      window.addEventListener('pageshow', (event) => void (event.persisted && (channel = listen())));
      const observer = new MutationObserver(() => {
        window.commitTimes.push(Date.now());
        if (window.commitTimes.length > 200) window.commitTimes.splice(0, 100);
      });
      observer.observe(window.benchRoot, { subtree: true, childList: true, characterData: true });
    },
    { wsApi, instruments, origin },
  );
  await page.waitForFunction(() => window.benchRoot.querySelector('[part~="row"] [data-field="bid"]'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { page, cdp };
}

const taskSeconds = async (cdp) =>
  (await cdp.send('Performance.getMetrics')).metrics.find((metric) => metric.name === 'TaskDuration').value;

async function measureTabs(count) {
  const scope = `bench-tabs-${count}`;
  const tabs = [];
  for (let index = 0; index < count; index++) tabs.push(await openTab(scope));
  await sleep(1000); // the union settled, the last tab's first snapshot rendered
  await Promise.all(
    tabs.map(({ page }) =>
      page.evaluate(async () => {
        const { startMeasuring } = await import('/bench/measure.js');
        window.stopMeasuring = startMeasuring([window.benchRoot]);
      }),
    ),
  );
  const busyBefore = await Promise.all(tabs.slice(0, 2).map(({ cdp }) => taskSeconds(cdp)));
  const relayedBefore = await Promise.all(tabs.map(({ page }) => page.evaluate(() => window.relayed)));
  const started = Date.now();
  await sleep(SECONDS * 1000);
  const busyAfter = await Promise.all(tabs.slice(0, 2).map(({ cdp }) => taskSeconds(cdp)));
  const wallMs = Date.now() - started;
  const state = await marketState(scope);
  const relayed = await Promise.all(
    tabs.map(({ page }, index) => page.evaluate(() => window.relayed).then((now) => now - relayedBefore[index])),
  );
  const sent = state.sockets.filter((socket) => socket.open).length * (1000 / EVERY_MS);
  const measured = await Promise.all(tabs.map(({ page }) => page.evaluate(() => window.stopMeasuring())));
  const commitsPerSecond = measured.map((result) => result.commits / (result.elapsedMs / 1000));
  const busy = busyAfter.map((after, index) => ((after - busyBefore[index]) * 1000 * 100) / wallMs);
  await Promise.all(tabs.map(({ page }) => page.close()));
  return {
    count,
    openSockets: state.openSockets,
    heardPerSecond: count === 1 ? [sent] : relayed.map((messages) => messages / (wallMs / 1000)),
    socketsEver: state.sockets.length,
    minCommits: Math.min(...commitsPerSecond),
    maxCommits: Math.max(...commitsPerSecond),
    leaderBusy: busy[0],
    followerBusy: busy[1],
  };
}

/** Closes the leader (the oldest tab) HANDOVERS times; the time to the first new tick in every other tab. */
async function measureHandovers() {
  const scope = 'bench-handovers';
  const tabs = [];
  for (let index = 0; index < 3; index++) tabs.push(await openTab(scope));
  const times = [];
  for (let round = 0; round < HANDOVERS; round++) {
    const [leader, ...others] = tabs.splice(0, 3);
    const closedAt = Date.now();
    await leader.page.close();
    let socket;
    for (;;) {
      const { sockets } = await marketState(scope);
      socket = sockets.find((record) => record.open && record.openedAt >= closedAt && record.receivedCount > 0);
      if (socket) break;
      if (Date.now() - closedAt > 10_000) throw new Error(`hand-over ${round + 1}: no new socket within 10 s`);
      await sleep(10);
    }
    const firstTicks = await Promise.all(
      others.map(({ page }) =>
        page
          .waitForFunction((since) => window.commitTimes.find((time) => time >= since), socket.openedAt, {
            timeout: 10_000,
            polling: 10,
          })
          .then((handle) => handle.jsonValue()),
      ),
    );
    times.push(...firstTicks.map((at) => at - closedAt));
    tabs.push(...others, await openTab(scope)); // the new tab joins the back of the lock's queue
    const { openSockets } = await marketState(scope);
    if (openSockets !== 1) throw new Error(`hand-over ${round + 1}: ${openSockets} sockets open afterwards`);
  }
  await Promise.all(tabs.map(({ page }) => page.close()));
  return times.sort((a, b) => a - b);
}

/** Each tab of two goes away and back, the follower first; whether it came back from the cache. */
async function checkBackForwardCache() {
  const scope = 'bench-bfcache';
  const tabs = [await openTab(scope), await openTab(scope)];
  const results = [];
  for (const [role, { page }] of [
    ['follower', tabs[1]],
    ['leader', tabs[0]],
  ]) {
    await page.evaluate(() => {
      window.stayed = true; // gone if the page is loaded again rather than restored
      window.addEventListener('pageshow', (event) => void (window.persisted = event.persisted));
    });
    await page.goto(`${origin}/bench/measure.js`);
    await sleep(1000);
    const away = (await marketState(scope)).openSockets;
    await page.goBack({ waitUntil: 'commit' });
    await page.waitForFunction(() => window.persisted !== undefined || !window.stayed, null, { timeout: 10_000 });
    const restored = await page.evaluate(() => window.stayed === true && window.persisted === true);
    // Why not, as the browser says (Chromium 123+); the page is a new load then.
    const reasons = restored
      ? ''
      : await page.evaluate(() =>
          JSON.stringify(window.performance.getEntriesByType('navigation')[0]?.notRestoredReasons ?? null),
        );
    await sleep(1000);
    results.push({ role, restored, reasons, away, back: (await marketState(scope)).openSockets });
  }
  await Promise.all(tabs.map(({ page }) => page.close()));
  return results;
}

try {
  const rows = [];
  for (const count of TAB_COUNTS) rows.push(await measureTabs(count));
  const handovers = await measureHandovers();
  const cached = await checkBackForwardCache();
  const at = (share) => handovers[Math.min(handovers.length - 1, Math.floor(handovers.length * share))];

  console.log(
    `bench:tabs: ${instruments.length} instruments, ${RATE} updates/s in messages ${EVERY_MS} ms apart, ${SECONDS} s per row`,
  );
  console.log(
    '  tabs  sockets open  messages/s per tab (min-max)  commits/s per tab (min-max)  leader busy  follower busy',
  );
  for (const row of rows) {
    const follower = row.followerBusy === undefined ? '-' : `${row.followerBusy.toFixed(1)} %`;
    console.log(
      `  ${String(row.count).padStart(4)}  ${String(row.openSockets).padStart(12)}  ${`${Math.min(...row.heardPerSecond).toFixed(1)}-${Math.max(...row.heardPerSecond).toFixed(1)}`.padStart(28)}  ${`${row.minCommits.toFixed(1)}-${row.maxCommits.toFixed(1)}`.padStart(27)}  ${`${row.leaderBusy.toFixed(1)} %`.padStart(11)}  ${follower.padStart(13)}`,
    );
  }
  console.log(
    `  ${HANDOVERS} hand-overs (closing the leader of 3 tabs), close to the first new tick in each other tab: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${handovers.at(-1)} ms`,
  );
  for (const { role, restored, reasons, away, back } of cached) {
    console.log(
      `  the ${role} of 2 tabs to another page and back: ${restored ? 'restored from' : `NOT restored from (${reasons})`} the back/forward cache; sockets open while away ${away}, once back ${back}`,
    );
  }
} finally {
  await browser.close();
  await backend.close();
}
