/**
 * Tabs that die without a word: real tabs of the test's browser context (src/test/browser-tabs.mjs)
 * on testing/feed-tab.html, which loads this same file, exposing `window.feedTab` there: the
 * browser feed with its engine in the page on a fake clock (`window.crashTab` advances it).
 * Crashing a tab's renderer (CDP `Page.crash`) runs no pagehide and sends no goodbye: the leader
 * must notice a follower's silence, and the lock a crashed leader held must pass on, against the
 * demo market (a real `ws` server). Time moves a heartbeat at a time in every live tab, each
 * step's heartbeats heard by the leader before the next.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { market, type SocketRecord } from '../../test/market';
import { FakeClock } from '../../test/fake-clock';
import { createBrowserFeed, type TabChannel } from './browser-feed';
import { exposeFeedTab, onTabPage, STILL, tabPage, WAIT } from './testing/feed-tab';
import { fetchToken } from './token-fetch';
import { systemClock } from '../../platform/dom/clock';

const TAB_TIMINGS = { heartbeatMs: 200, goneAfterMs: 1_000 };
const TIMINGS = { reconnectAfterMs: 10 };

declare global {
  interface Window {
    crashTab?: { advance(ms: number): void; heardWants(): number };
  }
}

function exposeTab() {
  const clock = new FakeClock();
  let heardWants = 0;
  const openChannel = (name: string): TabChannel => {
    const native = new BroadcastChannel(name);
    const channel: TabChannel = {
      postMessage: (message) => native.postMessage(message),
      close: () => native.close(),
      onmessage: null,
    };
    native.onmessage = (event) => {
      if ((event.data as { kind?: string }).kind === 'wants') heardWants++;
      channel.onmessage?.(event);
    };
    return channel;
  };
  window.crashTab = { advance: (ms) => clock.advance(ms), heardWants: () => heardWants };
  exposeFeedTab((wsApi, tokenUrl) =>
    createBrowserFeed({
      url: wsApi,
      fetchToken: () => fetchToken(tokenUrl),
      tabTimings: TAB_TIMINGS,
      timings: TIMINGS,
      clock,
      engineIn: 'page',
      openChannel,
    }),
  );
}

type Market = Awaited<ReturnType<typeof market>>;

async function tabEval<T>(id: number, expression: string): Promise<T> {
  const answer = await executeServerCommand<{ value: T }, { id: number; expression: string }>('tab-eval', {
    id,
    expression,
  });
  return answer!.value;
}

async function openTab(scope: Market, instruments: readonly string[]) {
  const id = (await executeServerCommand<number, { path: string }>('tab-open', {
    path: tabPage('browser-feed.crash.test.ts'),
  }))!;
  await waitUntil(() => tabEval<boolean>(id, '!!window.feedTab'), 'the tab page did not load', WAIT);
  await tabEval(id, `window.feedTab.start(${JSON.stringify([scope.wsApi, scope.tokenUrl, instruments]).slice(1, -1)})`);
  await waitUntil(async () => (await tabEval<string>(id, 'window.feedTab.status()')) === 'live', 'not live', WAIT);
  return id;
}

const crash = (id: number) => executeServerCommand('tab-crash', { id });
/** Runs the timers due now in `tabs` (a reconnect for a new union is a 0 ms deadline); moves no time. */
const runDue = (tabs: number[]) => Promise.all(tabs.map((id) => tabEval(id, 'window.crashTab.advance(0)')));
/** Polls `condition` (the network's doing), running the timers due in `tabs`. */
const until = (tabs: number[], condition: () => Promise<boolean>, message: string) =>
  waitUntil(
    async () => {
      await runDue(tabs);
      return condition();
    },
    message,
    WAIT,
  );

/**
 * Moves `tabs`' clocks on by `ms`, a heartbeat at a time; `leader` hears each follower's heartbeat
 * before the next (a whole heartbeat's step passes one heartbeat of each: their clocks run alike).
 */
async function advance(tabs: number[], leader: number, ms: number) {
  for (let left = ms; left > 0; left -= TAB_TIMINGS.heartbeatMs) {
    const heard = await tabEval<number>(leader, 'window.crashTab.heardWants()');
    const step = Math.min(TAB_TIMINGS.heartbeatMs, left);
    await Promise.all(tabs.map((id) => tabEval(id, `window.crashTab.advance(${step})`)));
    if (step < TAB_TIMINGS.heartbeatMs) continue;
    await waitUntil(
      async () => (await tabEval<number>(leader, 'window.crashTab.heardWants()')) >= heard + tabs.length - 1,
      'a heartbeat did not reach the leader',
      WAIT,
    );
  }
}

const openSockets = async (scope: Market) => (await scope.state()).sockets.filter((socket) => socket.open);
const streamed = async (scope: Market) => {
  const [socket] = await openSockets(scope);
  const subscribe = socket?.received.at(-1)?.text;
  return subscribe ? (JSON.parse(subscribe).instruments as string).split(',').sort().join(',') : '';
};

if (onTabPage()) exposeTab();
else
  describe('one quotes feed per browser: tabs that crash', () => {
    afterEach(() => executeServerCommand('tab-close-all'));

    it('a crashed follower is dropped once the heartbeat window has passed, not before: the next socket streams the union without it', async () => {
      const scope = await market('crash');
      const [leader, live, crashed] = [
        await openTab(scope, [STILL[0]]),
        await openTab(scope, [STILL[1]]),
        await openTab(scope, [STILL[2]]),
      ];
      const alive = [leader!, live!];
      await until(
        [...alive, crashed!],
        async () => (await streamed(scope)) === [...STILL].sort().join(','),
        'not the union',
      );

      /** The server drops the socket; the leader reconnects with its union as it stands (an unsubscribe never reconnects). */
      async function reconnect() {
        const before = (await scope.state()).sockets.length;
        await scope.faults({ dropSockets: true });
        await waitUntil(
          async () => (await tabEval(leader!, 'window.feedTab.status()')) === 'reconnecting',
          'no drop',
          WAIT,
        );
        await tabEval(leader!, `window.crashTab.advance(${TIMINGS.reconnectAfterMs})`);
        await until(
          alive,
          async () => (await scope.state()).sockets.length > before && (await openSockets(scope)).length === 1,
          'no reconnect',
        );
        return streamed(scope);
      }

      // The crashed tab's last heartbeat came at the latest now, on every clock.
      await crash(crashed!);
      await advance(alive, leader!, TAB_TIMINGS.goneAfterMs - TAB_TIMINGS.heartbeatMs - TIMINGS.reconnectAfterMs);
      expect(await reconnect(), 'dropped before the window passed').to.equal([...STILL].sort().join(','));
      await advance(alive, leader!, TAB_TIMINGS.heartbeatMs);
      expect(await reconnect()).to.equal([STILL[0], STILL[1]].sort().join(','));
      expect(await tabEval(leader!, 'window.feedTab.status()')).to.equal('live');
    });

    it('a crashed leader hands over: the other tabs show the next tick within 1 s', async () => {
      const scope = await market('crash');
      const [leader, ...others] = [
        await openTab(scope, [STILL[0]]),
        await openTab(scope, [STILL[1]]),
        await openTab(scope, [STILL[2]]),
      ];
      await until(
        [leader!, ...others],
        async () => (await streamed(scope)) === [...STILL].sort().join(','),
        'not the union',
      );
      const before = (await scope.state()).sockets.length;

      // Timed on this machine's one wall clock where each thing happens (this page just before the
      // crash, the market, the tabs), not by this test's polling through the harness, which under
      // load takes seconds itself.
      const crashedAt = systemClock.now();
      await crash(leader!);
      await until(
        others,
        async () => {
          const sockets: SocketRecord[] = (await scope.state()).sockets;
          return sockets.length > before && sockets.at(-1)!.open && sockets.at(-1)!.received.length > 0;
        },
        'no hand-over',
      );
      const subscribedAt = (await scope.state()).sockets.at(-1)!.received[0]!.at;
      const pushedAt = systemClock.now();
      await scope.push({ [STILL[1]]: { bid: 17.3 }, [STILL[2]]: { bid: 10.3 } });
      const heldAt = async (tab: number, instrument: string, bid: number) =>
        tabEval<number | null>(tab, `window.feedTab.heldAt('${instrument}', ${bid}) ?? null`);
      let shownAt: number[] = [];
      await waitUntil(
        async () => {
          shownAt = [await heldAt(others[0]!, STILL[1], 17.3), await heldAt(others[1]!, STILL[2], 10.3)].filter(
            (at): at is number => at !== null,
          );
          return shownAt.length === 2;
        },
        'the next tick did not reach the other tabs',
        WAIT,
      );
      const handOver = subscribedAt - crashedAt;
      const tick = Math.max(...shownAt) - pushedAt;
      expect(
        handOver + tick,
        `from the crash to the next tick on the other tabs (hand-over ${handOver} ms, tick ${tick} ms)`,
      ).to.be.below(1_000);
      expect(await openSockets(scope), "the crashed tab's socket closed, one left").to.have.length(1);
    });
  });
