/**
 * Another script of the origin on the feed's channels (docs/SECURITY.md "Another tab's
 * messages"): real tabs of the test's browser context (src/test/browser-tabs.mjs) on
 * testing/feed-tab.html, which loads this same file. A `widgets` tab shows crypto-widget and
 * quotes-widget on the demo market (a real `ws` server), their feed in its worker as on any page;
 * a `hostile` tab, on the same origin, holds the feed's lock, learns the tabs' ids from their
 * `wants` and posts what it likes. Malformed quotes must not break a view, and a flood of tabs
 * must not stall the feed.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { cryptoWidget } from '../../elements/crypto-widget/crypto-widget.element';
import { quotesWidget } from '../../elements/quotes-widget/quotes-widget.element';
import { define } from '../../test/harness';
import { market } from '../../test/market';
import { channelNames } from './tab-messages';
import { onTabPage, tabPage, WAIT } from './testing/feed-tab';

interface WidgetsTab {
  show(wsApi: string, tokenUrl: string): void;
  /** The text of `field` in the row of `instrument` in the first `tag`, or null. */
  cell(tag: string, instrument: string, field: string): string | null;
  /** Whether the element's shadow root has rendered its table. */
  renders(tag: string): boolean;
  errors: string[];
}

interface HostileTab {
  /** Opens the feed's channels, hearing the tabs' ids. */
  listen(wsApi: string): void;
  /** Also takes the feed's lock: resolves once held. */
  hold(wsApi: string): Promise<void>;
  /** The tab ids heard in `wants`. */
  tabs(): string[];
  post(channel: 'tabs' | 'quotes', message: unknown): void;
  /** Posts `count` wants, each from a tab id of its own. */
  flood(count: number, instruments: string[]): void;
}

declare global {
  interface Window {
    widgetsTab?: WidgetsTab;
    hostileTab?: HostileTab;
  }
}

function exposeWidgets() {
  define(cryptoWidget, quotesWidget);
  const errors: string[] = [];
  const logError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    errors.push(args.map(String).join(' '));
    logError(...args);
  };
  window.addEventListener('error', (event) => errors.push(String(event.message)));
  window.widgetsTab = {
    show(wsApi, tokenUrl) {
      for (const [tag, pairs] of [
        ['crypto-widget', 'BTCUSD,ETHUSD'],
        ['quotes-widget', 'EURUSD'],
      ] as const) {
        const element = document.createElement(tag);
        element.setAttribute('pairs', pairs);
        element.setAttribute('ws_api', wsApi);
        element.setAttribute('token-url', tokenUrl);
        document.body.append(element);
      }
    },
    cell: (tag, instrument, field) =>
      document
        .querySelector(tag)
        ?.shadowRoot?.querySelector(`[data-instrument="${instrument}"] [data-field="${field}"]`)?.textContent ?? null,
    renders: (tag) => !!document.querySelector(tag)?.shadowRoot?.querySelector('table tbody tr'),
    errors,
  };
}

function exposeHostile() {
  const heard = new Set<string>();
  let channels: { tabs: BroadcastChannel; quotes: BroadcastChannel } | null = null;
  const namesOf = (wsApi: string) => channelNames(new URL(wsApi, location.href).href);
  const hostile: HostileTab = {
    listen(wsApi) {
      const names = namesOf(wsApi);
      channels = { tabs: new BroadcastChannel(names.tabs), quotes: new BroadcastChannel(names.quotes) };
      channels.tabs.onmessage = ({ data }: MessageEvent<{ kind?: string; tab?: string }>) => {
        if (data.kind === 'wants' && data.tab) heard.add(data.tab);
      };
    },
    hold(wsApi) {
      hostile.listen(wsApi);
      const names = namesOf(wsApi);
      return new Promise((held) => {
        navigator.locks
          .request(names.tabs, () => {
            held();
            return new Promise(() => undefined); // held for good (until a tab steals it)
          })
          .catch(() => undefined);
      });
    },
    tabs: () => [...heard],
    post: (channel, message) => channels![channel].postMessage(message),
    flood(count, instruments) {
      for (let index = 0; index < count; index++)
        channels!.tabs.postMessage({ kind: 'wants', tab: `fake-${index}`, instruments });
    },
  };
  window.hostileTab = hostile;
}

async function tabEval<T>(id: number, expression: string): Promise<T> {
  const answer = await executeServerCommand<{ value: T }, { id: number; expression: string }>('tab-eval', {
    id,
    expression,
  });
  return answer!.value;
}

async function openTab(role: 'widgets' | 'hostile') {
  const id = (await executeServerCommand<number, { path: string }>('tab-open', {
    path: tabPage('browser-feed.hostile.test.ts', { role }),
  }))!;
  const exposed = role === 'widgets' ? 'window.widgetsTab' : 'window.hostileTab';
  await waitUntil(() => tabEval<boolean>(id, `!!${exposed}`), 'the tab page did not load', WAIT);
  return id;
}

const args = (...values: unknown[]) => JSON.stringify(values).slice(1, -1);

if (onTabPage()) {
  if (new URLSearchParams(location.search).get('role') === 'widgets') exposeWidgets();
  else exposeHostile();
} else
  describe('one quotes feed per browser: a hostile tab of the same origin', () => {
    afterEach(() => executeServerCommand('tab-close-all'));

    it('a snapshot and socket messages whose fields are of the wrong kind: crypto-widget and quotes-widget keep rendering, showing only what reads', async () => {
      const scope = await market('hostile');
      const hostile = await openTab('hostile');
      await tabEval(hostile, `window.hostileTab.hold(${args(scope.wsApi)})`); // the widgets' tab follows it
      const widgets = await openTab('widgets');
      await tabEval(widgets, `window.widgetsTab.show(${args(scope.wsApi, scope.tokenUrl)})`);
      await waitUntil(
        async () => (await tabEval<string[]>(hostile, 'window.hostileTab.tabs()')).length > 0,
        'no wants',
        WAIT,
      );
      const [tab] = await tabEval<string[]>(hostile, 'window.hostileTab.tabs()');

      const evil = { evil: 1 };
      await tabEval(
        hostile,
        `window.hostileTab.post('quotes', ${args({
          kind: 'snapshot',
          to: tab,
          quotes: {
            BTCUSD: {
              bid: 30000.5,
              ask: 30001.5,
              symbol: evil,
              name: evil,
              slug: evil,
              d_c: evil,
              w_c: [1],
              state: evil,
            },
            EURUSD: { bid: 1.1, ask: 1.2, name: evil, spread: evil, digits: evil, time: evil },
          },
        })})`,
      );
      const text = JSON.stringify({ data: { ETHUSD: { bid: 2000.25, ask: 2001.25, symbol: evil, name: evil } } });
      await tabEval(hostile, `window.hostileTab.post('quotes', ${args({ kind: 'quotes', text })})`);

      await waitUntil(
        async () =>
          /30,000\.5/.test(
            (await tabEval<string | null>(widgets, `window.widgetsTab.cell('crypto-widget', 'BTCUSD', 'bid')`)) ?? '',
          ) &&
          /2,000\.25/.test(
            (await tabEval<string | null>(widgets, `window.widgetsTab.cell('crypto-widget', 'ETHUSD', 'bid')`)) ?? '',
          ) &&
          /1\.1/.test(
            (await tabEval<string | null>(widgets, `window.widgetsTab.cell('quotes-widget', 'EURUSD', 'bid')`)) ?? '',
          ),
        'the widgets do not show the prices that read',
        WAIT,
      );
      expect(await tabEval(widgets, `window.widgetsTab.renders('crypto-widget')`)).to.equal(true);
      expect(await tabEval(widgets, `window.widgetsTab.renders('quotes-widget')`)).to.equal(true);
      expect(
        await tabEval(widgets, `window.widgetsTab.cell('crypto-widget', 'BTCUSD', 'symbol')`),
        'the wrong kind of symbol is not shown',
      ).to.equal('BTCUSD');
      expect(await tabEval(widgets, 'window.widgetsTab.errors')).to.deep.equal([]);
    });

    it('20,000 wants from tab ids of their own: the leader still shows the next tick within 2 s', async () => {
      const scope = await market('hostile');
      const widgets = await openTab('widgets');
      await tabEval(widgets, `window.widgetsTab.show(${args(scope.wsApi, scope.tokenUrl)})`);
      const bid = () => tabEval<string | null>(widgets, `window.widgetsTab.cell('quotes-widget', 'EURUSD', 'bid')`);
      await waitUntil(async () => /\d/.test((await bid()) ?? ''), 'the leader shows no price', WAIT);
      await scope.faults({ silent: true });
      const hostile = await openTab('hostile');
      await tabEval(hostile, `window.hostileTab.listen(${args(scope.wsApi)})`);

      await tabEval(hostile, `window.hostileTab.flood(20000, ['EURUSD'])`);
      // From the flood posted (the posting itself takes the hostile tab most of a second) to the
      // next tick on screen: the leader still has every message to read (before its caps: over a minute).
      const since = Date.now();
      await scope.push({ EURUSD: { bid: 1.23456 } });
      await waitUntil(async () => (await bid())?.includes('1.23456'), 'the tick did not show', WAIT);
      expect(Date.now() - since, 'from the flood to the tick on screen').to.be.below(2_000);
      expect(await tabEval(widgets, 'window.widgetsTab.errors')).to.deep.equal([]);
    });
  });
