/**
 * The browser-wide feed in real pages of one browser context, against the demo market (a real
 * `ws` server): the test opens same-origin windows of testing/feed-tab.html, which loads this
 * same file; on that page it runs no tests but exposes `window.feedTab`, the page's feed as a
 * widget takes it (`quotesFeed`, with the choice of shared-feeds.ts). A window the test opens
 * has an opener, so it never enters the back/forward cache: navigating it away unloads it.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { market, type SocketRecord } from '../../test/market';
import { quotesFeed } from './shared-feeds';
import { exposeFeedTab, onTabPage, STILL, tabPage, WAIT } from './testing/feed-tab';

declare global {
  interface Window {
    /** The addresses of the WebSockets the tab page's main thread opened. */
    pageSockets?: string[];
    /** What the tab page logged with console.error. */
    pageErrors?: string[];
  }
}

/** On the tab page: `shared=off` opts the page out, `locks=none` takes Web Locks away. */
function exposeTab() {
  const query = new URLSearchParams(location.search);
  if (query.get('shared') === 'off') document.body.dataset.quotesShared = 'off';
  if (query.get('locks') === 'none') Object.defineProperty(navigator, 'locks', { value: undefined });
  window.pageSockets = [];
  window.WebSocket = class extends WebSocket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      window.pageSockets!.push(this.url);
    }
  };
  window.pageErrors = [];
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    window.pageErrors!.push(args.map(String).join(' '));
    logError(...args);
  };
  exposeFeedTab(quotesFeed);
}

type Market = Awaited<ReturnType<typeof market>>;

if (onTabPage()) exposeTab();
else
  describe('one quotes feed per browser (windows of one browser context)', () => {
    const windows: Window[] = [];
    afterEach(() => windows.splice(0).forEach((tab) => tab.close()));

    async function openTab(scope: Market, instruments: string[], params: Record<string, string> = {}) {
      const tab = window.open(tabPage('browser-feed.windows.test.ts', params), '', 'popup,width=320,height=240')!;
      expect(tab, 'the window did not open').to.be.ok;
      windows.push(tab);
      await waitUntil(() => tab.feedTab, 'the tab page did not load', WAIT);
      tab.feedTab!.start(scope.wsApi, scope.tokenUrl, instruments);
      await waitUntil(() => tab.feedTab!.status() === 'live', 'the tab is not live', WAIT);
      return tab;
    }

    const openSockets = async (scope: Market) => (await scope.state()).sockets.filter((socket) => socket.open);

    /** A hand-over done: one socket open, opened after `since` and subscribed, every other closed. */
    const handedOver = async (scope: Market, since: number) => {
      const sockets = (await scope.state()).sockets as (SocketRecord & { openedAt: number })[];
      const last = sockets.at(-1);
      return (
        !!last?.open &&
        last.openedAt >= since &&
        last.received.length > 0 &&
        sockets.slice(0, -1).every((socket) => !socket.open)
      );
    };

    async function threeTabs(params: Record<string, string> = {}) {
      const scope = await market('windows');
      const tabs = [];
      for (const instrument of STILL) tabs.push(await openTab(scope, [instrument, 'EURUSD'], params));
      return { scope, tabs };
    }

    /** The market sockets `tab`'s main thread opened (the test runner's own socket aside). */
    const marketSockets = (scope: Market, tab: Window) =>
      tab.pageSockets!.filter((url) => url === new URL(scope.wsApi, location.href).href).length;

    /** Each tab has the tick pushed for its instrument of STILL. */
    async function eachTabTicks(scope: Market, tabs: Window[]) {
      await scope.push({ USDTRY: { bid: 30.1 }, USDZAR: { bid: 17.1 }, EURNOK: { bid: 10.1 } });
      await waitUntil(
        () => tabs.every((tab, index) => tab.feedTab!.bid(STILL[index]!) === [30.1, 17.1, 10.1][index]),
        'a tab did not get its tick',
        WAIT,
      );
    }

    it('three tabs hold one socket, and each follows its own subscription', async () => {
      const { scope, tabs } = await threeTabs();
      await waitUntil(async () => (await openSockets(scope)).length === 1, 'not one socket', WAIT);
      await eachTabTicks(scope, tabs);
      const [socket] = await openSockets(scope);
      expect(JSON.parse(socket!.received[0]!.text).instruments.split(',')).to.have.members([...STILL, 'EURUSD']);
      // The socket and the channel's quotes are the tabs' workers', off their main threads.
      expect(tabs.map((tab) => marketSockets(scope, tab))).to.deep.equal([0, 0, 0]);
      expect(tabs.flatMap((tab) => tab.pageErrors)).to.deep.equal([]);
    });

    it('on a page that allows no worker the feed runs on the page, after one console error, still one socket', async () => {
      const { scope, tabs } = await threeTabs({ workers: 'none' });
      await waitUntil(async () => (await openSockets(scope)).length === 1, 'not one socket', WAIT);
      await eachTabTicks(scope, tabs);
      const [leader, ...followers] = tabs.map((tab) => marketSockets(scope, tab));
      expect(leader, 'the leader opens its sockets on the page').to.be.above(0);
      expect(followers).to.deep.equal([0, 0]);
      for (const tab of tabs) {
        expect(tab.pageErrors).to.have.length(1);
        expect(tab.pageErrors![0]).to.include('Quotes feed: its worker could not start');
      }
    });

    for (const [leave, how] of [
      ['closing', (tab: Window) => tab.close()],
      ['navigating away', (tab: Window) => tab.location.assign('about:blank')],
    ] as const) {
      it(`${leave} the leader hands over: the other tabs show the next tick within 1 s`, async () => {
        const { scope, tabs } = await threeTabs();
        const [leader, ...others] = tabs;
        const since = Date.now();
        how(leader!);
        await waitUntil(() => handedOver(scope, since), 'no hand-over', WAIT);
        await scope.push({ USDZAR: { bid: 17.2 }, EURNOK: { bid: 10.2 } });
        await waitUntil(
          () => others[0]!.feedTab!.bid('USDZAR') === 17.2 && others[1]!.feedTab!.bid('EURNOK') === 10.2,
          'the next tick did not reach the other tabs',
          WAIT,
        );
        expect(Date.now() - since, 'from leaving to the next tick on the other tabs').to.be.below(1_000);
        expect(others.map((tab) => tab.feedTab!.status())).to.deep.equal(['live', 'live']);
        expect(await openSockets(scope)).to.have.length(1);
      });
    }

    it('a page that opts out (data-quotes-shared="off") keeps a socket of its own', async () => {
      const { scope } = await threeTabs({ shared: 'off' });
      expect(await openSockets(scope)).to.have.length(3);
    });

    it('without Web Locks each page keeps a socket of its own', async () => {
      const { scope } = await threeTabs({ locks: 'none' });
      expect(await openSockets(scope)).to.have.length(3);
    });
  });
