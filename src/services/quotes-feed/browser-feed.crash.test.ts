/**
 * Tabs that die without a word: real tabs of the test's browser context (src/test/browser-tabs.mjs)
 * on testing/crash-tab.html, which loads this same file and exposes `window.feedTab`, the
 * browser feed with a short heartbeat. Crashing a tab's renderer (CDP `Page.crash`) runs no
 * pagehide and sends no goodbye: the leader must notice a follower's silence, and the lock a
 * crashed leader held must pass on, against the demo market (a real `ws` server).
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { market, type SocketRecord } from '../../test/market';
import { createBrowserFeed } from './browser-feed';
import { exposeFeedTab, STILL, WAIT } from './testing/feed-tab';
import { fetchToken } from './token-fetch';

const TAB_PAGE = '/src/services/quotes-feed/testing/crash-tab.html';
const TAB_TIMINGS = { heartbeatMs: 200, goneAfterMs: 1_000 };

function exposeTab() {
  exposeFeedTab((wsApi, tokenUrl) =>
    createBrowserFeed({ url: wsApi, fetchToken: () => fetchToken(tokenUrl), tabTimings: TAB_TIMINGS }),
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
  const id = (await executeServerCommand<number, { path: string }>('tab-open', { path: TAB_PAGE }))!;
  await waitUntil(() => tabEval<boolean>(id, '!!window.feedTab'), 'the tab page did not load', WAIT);
  await tabEval(id, `window.feedTab.start(${JSON.stringify([scope.wsApi, scope.tokenUrl, instruments]).slice(1, -1)})`);
  await waitUntil(async () => (await tabEval<string>(id, 'window.feedTab.status()')) === 'live', 'not live', WAIT);
  return id;
}

const crash = (id: number) => executeServerCommand('tab-crash', { id });
const openSockets = async (scope: Market) => (await scope.state()).sockets.filter((socket) => socket.open);
const streamed = async (scope: Market) => {
  const [socket] = await openSockets(scope);
  const subscribe = socket?.received.at(-1)?.text;
  return subscribe ? (JSON.parse(subscribe).instruments as string).split(',').sort().join(',') : '';
};

if (location.pathname === TAB_PAGE) exposeTab();
else
  describe('one quotes feed per browser: tabs that crash', () => {
    afterEach(() => executeServerCommand('tab-close-all'));

    it('a crashed follower is dropped after the heartbeat window: the next socket streams the union without it', async () => {
      const scope = await market('crash');
      const [leader, , crashed] = [
        await openTab(scope, [STILL[0]]),
        await openTab(scope, [STILL[1]]),
        await openTab(scope, [STILL[2]]),
      ];
      await waitUntil(async () => (await streamed(scope)) === [...STILL].sort().join(','), 'not the union', WAIT);

      await crash(crashed!);
      // An unsubscribe never reconnects: each time the server drops the socket, the leader's
      // reconnect subscribes its union as it stands; once the window has passed, without the crashed tab.
      await waitUntil(
        async () => {
          await scope.faults({ dropSockets: true });
          await waitUntil(async () => (await openSockets(scope)).length === 1, 'no reconnect', WAIT);
          return (await streamed(scope)) === [STILL[0], STILL[1]].sort().join(',');
        },
        'the crashed tab was never dropped',
        WAIT,
      );
      expect(await tabEval(leader!, 'window.feedTab.status()')).to.equal('live');
    });

    it('a crashed leader hands over: the other tabs show the next tick within 1 s', async () => {
      const scope = await market('crash');
      const [leader, ...others] = [
        await openTab(scope, [STILL[0]]),
        await openTab(scope, [STILL[1]]),
        await openTab(scope, [STILL[2]]),
      ];
      await waitUntil(async () => (await openSockets(scope)).length === 1, 'not one socket', WAIT);
      const before = (await scope.state()).sockets.length;

      const since = Date.now();
      await crash(leader!);
      await waitUntil(
        async () => {
          const sockets: SocketRecord[] = (await scope.state()).sockets;
          return sockets.length > before && sockets.at(-1)!.open && sockets.at(-1)!.received.length > 0;
        },
        'no hand-over',
        WAIT,
      );
      await scope.push({ [STILL[1]]: { bid: 17.3 }, [STILL[2]]: { bid: 10.3 } });
      await waitUntil(
        async () =>
          (await tabEval(others[0]!, `window.feedTab.bid('${STILL[1]}')`)) === 17.3 &&
          (await tabEval(others[1]!, `window.feedTab.bid('${STILL[2]}')`)) === 10.3,
        'the next tick did not reach the other tabs',
        WAIT,
      );
      expect(Date.now() - since, 'from the crash to the next tick on the other tabs').to.be.below(1_000);
      expect(await openSockets(scope), "the crashed tab's socket closed, one left").to.have.length(1);
    });
  });
