/** The quotes widget against the demo backend's simulated market: a real WebSocket on 127.0.0.1. */
import { expect, fixture, html, oneEvent, waitUntil } from '@open-wc/testing';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import { backendUrl, captureConsole, define, nextFrame, rendered } from '../../test/harness';
import { atPhoneWidth, expectPhoneLayout } from '../../test/layout';
import { allowMarketQuotes, market, type MarketState, type SocketRecord } from '../../test/market';
import { DEFAULT_FEED_TIMINGS } from '../../services/quotes-feed/feed-timings';
import { useFakeClock } from '../../test/fake-clock';
import { pagePricePause } from '../../widgets/quotes-table/price-pause';
import { OFFLINE_AFTER_MS } from '../../widgets/quotes-table/quotes-table.model';
import { quotesTableWords } from '../../widgets/quotes-table/quotes-table.words';

const WORDING = quotesTableWords.english;
import { cryptoWidget } from '../crypto-widget/crypto-widget.element';
import { quotesWidget } from './quotes-widget.element';

const row = (el: Element, instrument: string) =>
  el.shadowRoot!.querySelector<HTMLTableRowElement>(`[part~="row"][data-instrument="${instrument}"]`);
const cell = (el: Element, instrument: string, field: string) =>
  row(el, instrument)?.querySelector(`[data-field="${field}"]`)?.textContent ?? null;
/** The first message of a socket: `{ token, instruments }`. */
const firstMessage = (socket: SocketRecord) =>
  JSON.parse(socket.received[0]?.text ?? '{}') as { token?: string; instruments?: string };
const firstMessages = (state: MarketState) => state.sockets.map((socket) => firstMessage(socket).instruments);
/** Resolves after the page's intersection observers have reported on `element` once. */
const observed = (element: Element) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(element);
  });
const pauseButton = (el: Element) => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="pause"]')!;
const statusText = (el: Element) => el.shadowRoot!.querySelector('[part="status"]')!.textContent;
/** How many animation frames pass until `condition` holds (Infinity past `limit`). */
async function framesUntil(condition: () => boolean, limit = 10): Promise<number> {
  for (let frames = 0; frames <= limit; frames++) {
    if (condition()) return frames;
    await nextFrame();
  }
  return Infinity;
}

describe('<quotes-widget>', () => {
  before(async () => {
    // Typical spreads come from the page's quotes API (read once, on first use).
    document.body.dataset.quotesApi = await backendUrl();
    await allowMarketQuotes();
    define(quotesWidget, cryptoWidget);
  });

  it('shows bid and ask "-", spread 0 and state down before data arrives', async () => {
    const m = await market();
    await m.faults({ silent: true });
    const el = await fixture(
      html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
    );
    await rendered(el, '[data-instrument="EURUSD"]');
    expect(cell(el, 'EURUSD', 'bid')).to.equal('-');
    expect(cell(el, 'EURUSD', 'ask')).to.equal('-');
    expect(cell(el, 'EURUSD', 'spread')).to.contain('0');
    expect(row(el, 'EURUSD')!.dataset.state).to.equal('down');
    expect(row(el, 'EURUSD')!.dataset.freshness, 'fresh or stale before data').to.equal(undefined);
  });

  it('starts nothing of its feed (no worker, channel, lock or socket) until it nears the screen', async () => {
    const m = await market('below-the-fold');
    const RealWorker = window.Worker;
    let workers = 0;
    window.Worker = class extends RealWorker {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        workers++;
      }
    };
    try {
      scrollTo(0, 0); // an earlier test may have left the page scrolled
      const page = await fixture(
        html`<div>
          <div style="height: 300vh"></div>
          <quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>
        </div>`,
      );
      const el = page.querySelector('quotes-widget')!;
      await rendered(el, '[data-instrument="EURUSD"]');
      await nextFrame();
      await nextFrame();
      // A tab joins its feed at an idle moment after subscribing: this idle callback comes after that one.
      await new Promise((idle) => requestIdleCallback(idle));
      expect(workers, 'a feed worker for a widget far below the screen').to.equal(0);
      expect((await m.state()).sockets).to.deep.equal([]);

      el.scrollIntoView();
      await waitUntil(() => /\d/.test(cell(el, 'EURUSD', 'bid') ?? ''), 'no price once on screen', { timeout: 5000 });
      expect(workers).to.equal(1);
    } finally {
      window.Worker = RealWorker;
    }
  });

  it('streams live prices into the rows and reports the feed as live', async () => {
    const m = await market();
    const el = await fixture(
      html`<quotes-widget pairs="EURUSD,USDJPY" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
    );
    const live = oneEvent(el, 'feed-status');
    await waitUntil(() => /^\d/.test(cell(el, 'USDJPY', 'bid') ?? ''), 'no price arrived', { timeout: 5000 });
    expect(cell(el, 'EURUSD', 'bid')).to.match(/^\d\.\d{5}$/);
    expect(cell(el, 'USDJPY', 'bid')).to.match(/^\d{3}\.\d{3}$/);
    expect(['up', 'down']).to.include(row(el, 'EURUSD')!.dataset.state);
    expect(((await live) as CustomEvent).detail.status).to.be.oneOf(['connecting', 'live']);
    const first = firstMessage((await m.state()).sockets[0]!);
    expect(first.instruments).to.equal('EURUSD,USDJPY');
    expect(first.token).to.be.a('string').and.not.equal('');
    await expect(el).to.be.accessible();
  });

  it('shows prices with the instrument digits, never float noise', async () => {
    const m = await market();
    await m.faults({ silent: true });
    const el = await fixture(
      html`<quotes-widget pairs="EURUSD,GER40" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
    );
    await m.push({
      EURUSD: { bid: 1.0229000000000001, ask: 1.0229500000000002, digits: 5 },
      GER40: { bid: 18240.500000000004, ask: 18241.499999999996, digits: 1 },
    });
    await waitUntil(() => cell(el, 'GER40', 'bid') !== '-', 'no price arrived', { timeout: 5000 });
    expect([cell(el, 'EURUSD', 'bid'), cell(el, 'EURUSD', 'ask')]).to.deep.equal(['1.02290', '1.02295']);
    expect([cell(el, 'GER40', 'bid'), cell(el, 'GER40', 'ask')]).to.deep.equal(['18,240.5', '18,241.5']);
  });

  describe('a changed price', () => {
    afterEach(() => emulateMedia({ reducedMotion: 'no-preference' }));
    const price = (el: Element, field: string) =>
      row(el, 'EURUSD')!.querySelector<HTMLElement>(`[data-field="${field}"] .price`)!;
    async function pricedWidget() {
      const m = await market();
      await m.faults({ silent: true });
      const el = await fixture(
        html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
      );
      await m.push({ EURUSD: { bid: 1.1, ask: 1.10005, digits: 5 } });
      await waitUntil(() => cell(el, 'EURUSD', 'bid') === '1.10000', 'no first price', { timeout: 5000 });
      return { m, el };
    }

    it('flashes its own box once (not the first price), and paints nothing once the flash has run', async () => {
      await emulateMedia({ reducedMotion: 'no-preference' });
      const { m, el } = await pricedWidget();
      expect(price(el, 'bid').getAnimations({ subtree: true }), 'the first price does not flash').to.deep.equal([]);
      // A loaded machine can make the feed spare it (framesUnderLoad): new prices until one flashes.
      let animations: Animation[] = [];
      for (let tick = 1; tick <= 10 && animations.length === 0; tick++) {
        const bid = (1.1 + tick / 10_000).toFixed(5);
        await m.push({ EURUSD: { bid: Number(bid), ask: 1.10005, digits: 5 } });
        await waitUntil(() => cell(el, 'EURUSD', 'bid') === bid, 'no new price', { timeout: 5000 });
        await nextFrame();
        animations = price(el, 'bid').getAnimations({ subtree: true });
      }
      const [flash, ...more] = animations as CSSAnimation[];
      expect(more).to.deep.equal([]);
      expect(flash!.animationName).to.match(/^flash-[ab]$/);
      expect(price(el, 'ask').getAnimations({ subtree: true }), 'the unchanged ask does not flash').to.deep.equal([]);
      await flash!.finished;
      await nextFrame();
      expect(price(el, 'bid').getAnimations({ subtree: true }), 'an animation stayed').to.deep.equal([]);
      expect(getComputedStyle(price(el, 'bid'), '::after').opacity, 'the overlay still shows').to.equal('0');
    });

    it('does not flash for a visitor who asks for reduced motion', async () => {
      await emulateMedia({ reducedMotion: 'reduce' });
      const { m, el } = await pricedWidget();
      await m.push({ EURUSD: { bid: 1.1001, ask: 1.10005, digits: 5 } });
      await waitUntil(() => cell(el, 'EURUSD', 'bid') === '1.10010', 'no new price', { timeout: 5000 });
      await nextFrame();
      expect(price(el, 'bid').getAnimations({ subtree: true })).to.deep.equal([]);
    });
  });

  it('gives every header-titles column its cell in every row, day and week change from the feed', async () => {
    const m = await market();
    await m.faults({ silent: true });
    const titles = JSON.stringify([
      { name: 'symbol', label: 'Market' },
      { name: 'bid', label: 'Sell' },
      { name: 'change_day', label: 'Day' },
      { name: 'change_week', label: 'Week' },
      { name: 'volume', label: 'Volume' },
    ]);
    const el = await fixture(
      html`<quotes-widget
        pairs="EURUSD,GBPUSD"
        token-url=${m.tokenUrl}
        ws_api=${m.wsApi}
        header-titles=${titles}
        translations='{"change_day": "Today"}'
      ></quotes-widget>`,
    );
    await m.push({ EURUSD: { d_c: -0.5, w_c: 1.25 }, GBPUSD: { d_c: null, w_c: null } });
    await waitUntil(() => cell(el, 'GBPUSD', 'bid') !== '-', 'no price arrived', { timeout: 5000 });
    const headers = [...el.shadowRoot!.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).to.deep.equal(['Market', 'Sell', 'Today', 'Week', 'Volume']);
    for (const instrument of ['EURUSD', 'GBPUSD']) {
      expect(row(el, instrument)!.cells).to.have.length(headers.length, instrument);
    }
    const changes = (instrument: string) =>
      [...row(el, instrument)!.querySelectorAll('[data-field="change"]')].map((change) => [
        change.getAttribute('data-column'),
        change.querySelector('.change-value')!.textContent,
        change.className,
      ]);
    expect(changes('EURUSD')).to.deep.equal([
      ['change_day', '0.50%', 'change negative'],
      ['change_week', '1.25%', 'change positive'],
    ]);
    expect(changes('GBPUSD').map(([, value]) => value)).to.deep.equal(['-', '-']);
    expect(row(el, 'EURUSD')!.cells[4]!.textContent).to.equal('-');
    await expect(el).to.be.accessible();
  });

  it('shows when a quote was priced while its row has focus, and links the row to its page', async () => {
    const m = await market();
    const el = await fixture(
      html`<quotes-widget
        pairs="EURUSD"
        token-url=${m.tokenUrl}
        ws_api=${m.wsApi}
        full-path-url="/instruments/{slug}"
      ></quotes-widget>`,
    );
    await waitUntil(() => /^\d/.test(cell(el, 'EURUSD', 'bid') ?? ''), 'no price arrived', { timeout: 5000 });
    const link = row(el, 'EURUSD')!.querySelector('a')!;
    expect(link.getAttribute('href')).to.equal('/instruments/eurusd');
    expect(row(el, 'EURUSD')!.querySelector('time')).to.equal(null);
    link.focus();
    await waitUntil(() => row(el, 'EURUSD')!.querySelector('time'), 'no time on focus');
    expect(Math.abs(Date.parse(row(el, 'EURUSD')!.querySelector('time')!.dateTime) - Date.now())).to.be.below(60_000);
    link.blur();
    await waitUntil(() => !row(el, 'EURUSD')!.querySelector('time'), 'the time stayed after blur');
  });

  it('switches the instrument list with a tab, and does nothing for the active tab', async () => {
    const m = await market();
    const tabs = JSON.stringify([
      { name: 'Forex', pairs: 'EURUSD,GBPUSD' },
      { name: 'Indices', pairs: ['US500'] },
    ]);
    const el = await fixture(
      html`<quotes-widget tabs=${tabs} token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
    );
    const [forex, indices] = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
    await waitUntil(async () => (await m.state()).openSockets === 1, 'no socket', { timeout: 5000 });
    forex!.click();
    // A reconnect it started would open its socket before the next tab's (a render, an effect
    // and a 0 ms deadline: two frames).
    await nextFrame();
    await nextFrame();
    indices!.click();
    await waitUntil(() => row(el, 'US500'), 'the tab did not switch the rows');
    expect(row(el, 'EURUSD')).to.equal(null);
    expect(indices!.getAttribute('aria-selected')).to.equal('true');
    const panel = el.shadowRoot!.getElementById(indices!.getAttribute('aria-controls')!)!;
    expect(panel.getAttribute('role'), 'the tabs control the panel around the table').to.equal('tabpanel');
    expect(panel.getAttribute('aria-labelledby')).to.equal(indices!.id);
    expect(panel.querySelector('[part=table]')).to.not.equal(null);
    await waitUntil(async () => firstMessages(await m.state()).includes('US500'), 'no reconnect with the new list', {
      timeout: 5000,
    });
    expect(firstMessages(await m.state()), 'the active tab reconnected').to.deep.equal(['EURUSD,GBPUSD', 'US500']);
  });

  it('marks a stale quote indicative, with the typical spread', async () => {
    const m = await market();
    const el = await fixture(
      html`<quotes-widget pairs="USDTRY" token-url=${m.tokenUrl} ws_api=${m.wsApi} data-quotes-api=""></quotes-widget>`,
    );
    await waitUntil(() => row(el, 'USDTRY')?.dataset.indicative !== undefined, 'not marked indicative', {
      timeout: 5000,
    });
    expect(cell(el, 'USDTRY', 'spread')).to.contain('indicative');
  });

  describe('on a fake clock', () => {
    const clock = useFakeClock();

    it('turns a row indicative when its quote passes 1800 s without a tick, and live on the next', async () => {
      const m = await market();
      await m.faults({ silent: true });
      const el = await fixture(
        html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
      );
      const time = Math.ceil(clock().now() / 1000) - 1799;
      await m.push({ EURUSD: { time } });
      await waitUntil(() => cell(el, 'EURUSD', 'bid') !== '-', 'no price arrived', { timeout: 5000 });
      expect(row(el, 'EURUSD')!.dataset.freshness).to.equal('live');
      clock().advance((time + 1800) * 1000 - clock().now());
      await nextFrame();
      expect(row(el, 'EURUSD')!.dataset.indicative, 'indicative at 1800 s').to.equal(undefined);
      expect(row(el, 'EURUSD')!.dataset.freshness, 'stale at 1800 s').to.equal('live');
      // The market is silent: no message comes, the widget's own timer turns the row.
      clock().advance(1000);
      await waitUntil(() => row(el, 'EURUSD')!.dataset.indicative !== undefined, 'not indicative');
      expect(cell(el, 'EURUSD', 'spread')).to.contain('indicative');
      expect(row(el, 'EURUSD')!.dataset.freshness).to.equal('stale');
      await m.push({ EURUSD: { ageSeconds: 0 } });
      await waitUntil(() => row(el, 'EURUSD')!.dataset.indicative === undefined, 'a fresh tick left it indicative');
      expect(row(el, 'EURUSD')!.dataset.freshness).to.equal('live');
      expect(cell(el, 'EURUSD', 'spread')).not.to.contain('indicative');
      el.remove(); // its feed's grace period runs on this clock
      await nextFrame();
      clock().advance(DEFAULT_FEED_TIMINGS.idleCloseAfterMs);
    });
  });

  it('writes no row off screen; a row scrolled in shows the latest quote within a frame or two', async () => {
    const m = await market();
    await m.faults({ silent: true });
    const page = await fixture(
      html`<div>
        <quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>
        <div style="height: 400vh"></div>
        <quotes-widget pairs="GBPUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>
      </div>`,
    );
    const [top, below] = page.querySelectorAll('quotes-widget');
    await rendered(top!, '[data-instrument="EURUSD"]');
    await observed(await rendered(below!, '[data-instrument="GBPUSD"]'));
    for (const bid of [1.1, 1.10001, 1.10002]) await m.push({ EURUSD: { bid }, GBPUSD: { bid: bid + 0.1 } });
    await waitUntil(() => cell(top!, 'EURUSD', 'bid') === '1.10002', 'the row on screen missed the last tick', {
      timeout: 5000,
    });
    expect(cell(below!, 'GBPUSD', 'bid'), 'a row off screen was written').to.equal('-');
    row(below!, 'GBPUSD')!.scrollIntoView();
    // The observer reports the row after one frame's layout; the row's first listener asks the
    // tab's feed worker for the latest quote (a round trip between threads, answered at once and
    // shown unpaced), and the row paints in the next frame. One more frame is slack for a loaded
    // test machine (the full suite in parallel), no more.
    expect(await framesUntil(() => cell(below!, 'GBPUSD', 'bid') === '1.20002')).to.be.at.most(4);
  });

  it('shares one socket between two widgets on the same feed', async () => {
    const m = await market();
    await fixture(
      html`<div>
        <quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>
        <quotes-widget pairs="GBPUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>
      </div>`,
    );
    await waitUntil(async () => firstMessages(await m.state()).at(-1) === 'EURUSD,GBPUSD', 'no union', {
      timeout: 5000,
    });
    expect((await m.state()).openSockets).to.equal(1);
  });

  describe('removed from the page', () => {
    const clock = useFakeClock();
    const NativeSocket = WebSocket;
    const NativeWorker = Worker;
    const opened: WebSocket[] = [];
    /** What the page told each feed worker it started, by kind. */
    const workers: string[][] = [];
    beforeEach(() => {
      opened.length = workers.length = 0;
      // Counted where the page opens them: a reconnect opens one at once when its deadline comes.
      globalThis.WebSocket = class extends NativeSocket {
        constructor(...args: ConstructorParameters<typeof WebSocket>) {
          super(...args);
          opened.push(this);
        }
      };
      globalThis.Worker = class extends NativeWorker {
        #told: string[] = [];
        constructor(...args: ConstructorParameters<typeof Worker>) {
          super(...args);
          workers.push(this.#told);
        }
        override postMessage(command: { kind: string }) {
          this.#told.push(command.kind);
          super.postMessage(command);
        }
      };
    });
    afterEach(() => {
      globalThis.WebSocket = NativeSocket;
      globalThis.Worker = NativeWorker;
      delete document.body.dataset.quotesShared;
    });

    it('stops its feed worker, which held the socket, after the grace period', async () => {
      const m = await market();
      const el = await fixture(
        html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
      );
      await waitUntil(async () => (await m.state()).openSockets === 1, 'no socket', { timeout: 5000 });
      expect(opened, 'the page opened a socket itself').to.have.length(0);
      expect(workers).to.have.length(1);
      el.remove();
      await nextFrame(); // the element unmounts a microtask after it leaves
      clock().advance(DEFAULT_FEED_TIMINGS.idleCloseAfterMs - 1);
      expect(workers[0], 'stopped within the grace period for a widget moved in the page').not.to.include('stop');
      clock().advance(1);
      expect(workers[0]!.at(-1)).to.equal('stop');
      await waitUntil(async () => (await m.state()).openSockets === 0, 'the socket stayed open', { timeout: 5000 });
    });

    it('with a socket of its own (data-quotes-shared="off"), its solo feed worker closes it', async () => {
      document.body.dataset.quotesShared = 'off';
      const m = await market();
      const el = await fixture(
        html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
      );
      await waitUntil(async () => (await m.state()).openSockets === 1, 'no socket', { timeout: 5000 });
      expect(opened, 'the page opened a socket itself').to.have.length(0);
      expect(workers).to.have.length(1);
      const held = (await navigator.locks.query()).held ?? [];
      expect(
        held.filter((lock) => lock.name?.includes(m.wsApi)),
        'solo: no lock',
      ).to.deep.equal([]);
      el.remove();
      await nextFrame(); // the element unmounts a microtask after it leaves
      clock().advance(DEFAULT_FEED_TIMINGS.idleCloseAfterMs); // the grace period for a widget moved in the page
      expect(workers[0]!.at(-1)).to.equal('stop');
      // The stopped engine reconnects never (feed-engine.test.ts, on its clock), and the worker ends itself.
      await waitUntil(async () => (await m.state()).openSockets === 0, 'the socket stayed open', { timeout: 5000 });
      expect((await m.state()).sockets, 'one socket in all').to.have.length(1);
    });
  });

  it('logs one error for malformed tabs and shows its pairs instead', async () => {
    const m = await market();
    const console = captureConsole();
    try {
      const el = await fixture(
        html`<quotes-widget tabs='[{"name":' pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
      );
      await rendered(el, '[data-instrument="EURUSD"]');
      expect(console.messages.filter((message) => message.includes('<quotes-widget>'))).to.have.length(1);
      expect(el.shadowRoot!.querySelector('[role="tablist"]')).to.equal(null);
    } finally {
      console.restore();
    }
  });

  describe('live prices', () => {
    afterEach(() => pagePricePause.set(false));

    it('pauses every live-price element of the page from any one, by keyboard; released, shows the latest at once', async () => {
      const m = await market();
      await m.faults({ silent: true });
      const page = await fixture(
        html`<div>
          <quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>
          <crypto-widget pairs="BTCUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></crypto-widget>
        </div>`,
      );
      const quotes = page.querySelector('quotes-widget')!;
      const crypto = page.querySelector('crypto-widget')!;
      const cryptoBid = () =>
        crypto.shadowRoot!.querySelector('[data-instrument="BTCUSD"] [data-field="bid"]')?.textContent;
      await m.push({
        EURUSD: { bid: 1.1, ask: 1.10005, digits: 5 },
        BTCUSD: { bid: 65000.5, ask: 65030.5, digits: 1 },
      });
      await waitUntil(
        () => cell(quotes, 'EURUSD', 'bid') === '1.10000' && cryptoBid()?.startsWith('65,000.5'),
        'no prices',
        {
          timeout: 5000,
        },
      );
      expect(pauseButton(crypto).textContent).to.equal(WORDING.pause);
      expect(pauseButton(crypto).getAttribute('aria-pressed')).to.equal('false');
      const box = pauseButton(crypto).getBoundingClientRect();
      expect(Math.min(box.width, box.height), 'a target under 24 px').to.be.at.least(24);

      pauseButton(crypto).focus();
      await sendKeys({ press: 'Space' });
      for (const el of [quotes, crypto]) {
        await waitUntil(() => el.getAttribute('data-feed-state') === 'paused', `${el.localName} not paused`);
        expect(pauseButton(el).getAttribute('aria-pressed')).to.equal('true');
        expect(statusText(el)).to.equal(WORDING.paused);
      }
      await m.push({ EURUSD: { bid: 1.2, ask: 1.20005 }, BTCUSD: { bid: 66000.5, ask: 66030.5 } });
      expect(
        await framesUntil(
          () => cell(quotes, 'EURUSD', 'bid') !== '1.10000' || !cryptoBid()?.startsWith('65,000.5'),
          20,
        ),
        'a paused price changed',
      ).to.equal(Infinity);
      await expect(quotes).to.be.accessible();
      await expect(crypto).to.be.accessible();

      pauseButton(quotes).focus();
      await sendKeys({ press: 'Enter' });
      // As a row scrolled into view: the rows ask the tab's feed worker for the latest (answered at
      // once, shown unpaced), with a frame of slack for a loaded machine.
      expect(
        await framesUntil(() => cell(quotes, 'EURUSD', 'bid') === '1.20000' && /^66,000\.5/.test(cryptoBid() ?? '')),
      ).to.be.at.most(4);
      for (const el of [quotes, crypto]) {
        expect(pauseButton(el).getAttribute('aria-pressed')).to.equal('false');
        await waitUntil(() => el.getAttribute('data-feed-state') === 'live', `${el.localName} not live`);
        expect(statusText(el), 'no notice that the prices were paused').to.equal(WORDING.resumed);
      }
      expect((await m.state()).sockets, 'the feed reconnected on release').to.have.length(1);
    });

    it('starts paused with `paused`: the first prices show, then hold until released', async () => {
      const m = await market();
      await m.faults({ silent: true });
      const el = await fixture(
        html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi} paused></quotes-widget>`,
      );
      await rendered(el, '[data-instrument="EURUSD"]');
      expect(el.getAttribute('data-feed-state')).to.equal('paused');
      expect(pauseButton(el).getAttribute('aria-pressed')).to.equal('true');
      await m.push({ EURUSD: { bid: 1.1, ask: 1.10005, digits: 5 } });
      await waitUntil(() => cell(el, 'EURUSD', 'bid') === '1.10000', 'no first price', { timeout: 5000 });
      await m.push({ EURUSD: { bid: 1.2, ask: 1.20005 } });
      expect(await framesUntil(() => cell(el, 'EURUSD', 'bid') !== '1.10000', 20), 'a paused price changed').to.equal(
        Infinity,
      );
      pauseButton(el).click();
      await waitUntil(() => cell(el, 'EURUSD', 'bid') === '1.20000', 'the latest price did not show');
    });

    it('never makes a price a live region: one status region, which says the state and no price', async () => {
      const m = await market();
      const el = await fixture(
        html`<quotes-widget pairs="EURUSD,GBPUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
      );
      await waitUntil(() => /^\d/.test(cell(el, 'GBPUSD', 'bid') ?? ''), 'no price arrived', { timeout: 5000 });
      await waitUntil(() => el.getAttribute('data-feed-state') === 'live', 'not live');
      const regions = el.shadowRoot!.querySelectorAll(
        '[aria-live], [role="status"], [role="log"], [role="alert"], [role="marquee"], [role="timer"]',
      );
      expect([...regions].map((region) => region.getAttribute('part'))).to.deep.equal(['status']);
      expect(regions[0]!.closest('table')).to.equal(null);
      expect(statusText(el), 'the status says something while live').to.equal('');
      expect(row(el, 'EURUSD')!.dataset.freshness).to.equal('live');
    });

    describe('on a fake clock', () => {
      const clock = useFakeClock();
      afterEach(async () => {
        document.querySelectorAll('quotes-widget').forEach((el) => el.remove());
        await nextFrame();
        clock().advance(DEFAULT_FEED_TIMINGS.idleCloseAfterMs); // the feed's grace period runs on this clock
      });

      it('says it reconnects when the socket is lost, offline 10 s later, and live again with a socket', async () => {
        const m = await market();
        const el = await fixture(
          html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
        );
        await waitUntil(() => el.getAttribute('data-feed-state') === 'live', 'not live', { timeout: 5000 });
        await waitUntil(() => /^\d/.test(cell(el, 'EURUSD', 'bid') ?? ''), 'no price arrived', { timeout: 5000 });
        await m.faults({ down: true });
        await waitUntil(() => el.getAttribute('data-feed-state') === 'reconnecting', 'not reconnecting', {
          timeout: 5000,
        });
        expect(statusText(el)).to.equal(WORDING.reconnecting);
        const last = cell(el, 'EURUSD', 'bid');
        expect(last, 'the last price went').to.match(/^\d/);
        clock().advance(OFFLINE_AFTER_MS - 1);
        await nextFrame();
        expect(el.getAttribute('data-feed-state')).to.equal('reconnecting');
        clock().advance(1);
        await waitUntil(() => el.getAttribute('data-feed-state') === 'offline', 'not offline after 10 s');
        expect(statusText(el)).to.equal(WORDING.offline);
        expect(cell(el, 'EURUSD', 'bid'), 'the last price went').to.equal(last);
        expect(getComputedStyle(row(el, 'EURUSD')!.querySelector('.price')!).fontStyle, 'shown as current').to.equal(
          'italic',
        );
        await expect(el).to.be.accessible();
        await m.faults({ down: false });
        await waitUntil(() => el.getAttribute('data-feed-state') === 'live', 'not live again', { timeout: 5000 });
        expect(statusText(el)).to.equal('');
      });

      it('is offline 10 s after it starts when no token comes', async () => {
        const m = await market();
        await m.faults({ token: 'fail' });
        const logged = captureConsole();
        try {
          const el = await fixture(
            html`<quotes-widget pairs="EURUSD" token-url=${m.tokenUrl} ws_api=${m.wsApi}></quotes-widget>`,
          );
          await observed(await rendered(el, '[data-instrument="EURUSD"]'));
          await nextFrame();
          expect(el.getAttribute('data-feed-state')).to.equal('connecting');
          expect(statusText(el)).to.equal(WORDING.connecting);
          clock().advance(OFFLINE_AFTER_MS - 1);
          await nextFrame();
          expect(el.getAttribute('data-feed-state')).to.equal('connecting');
          clock().advance(1);
          await waitUntil(() => el.getAttribute('data-feed-state') === 'offline', 'not offline after 10 s');
          expect(statusText(el)).to.equal(WORDING.offline);
        } finally {
          logged.restore();
        }
      });
    });
  });

  describe('at 360 px', () => {
    atPhoneWidth();

    it('keeps name, bid, ask, spread and both buttons in view, no text over text', async () => {
      const m = await market();
      const el = await fixture(html`
        <quotes-widget
          tabs='[{"name":"Forex","pairs":"EURUSD,GBPUSD,USDJPY,USDTRY,EURNOK"},{"name":"Indices","pairs":"US500"}]'
          token-url=${m.tokenUrl}
          ws_api=${m.wsApi}
          instrument-names='{"EURUSD":"Euro / US Dollar","GBPUSD":"British Pound / US Dollar","USDTRY":"US Dollar / Turkish Lira"}'
          full-path-url="/instruments/{slug}"
          show-buy-btn
          show-sell-btn
          links='{"buyButtonLink":"/open?r={regulator}","sellButtonLink":"/open?r={regulator}","showInstruments":"/all"}'
          abbreviation
        ></quotes-widget>
      `);
      await waitUntil(() => /^\d/.test(cell(el, 'USDJPY', 'bid') ?? ''), 'no price arrived', { timeout: 5000 });
      expectPhoneLayout(el);
      for (const part of ['[data-field="bid"]', '[data-field="ask"]', '[data-field="spread"]', '[part="buy"]']) {
        const box = row(el, 'GBPUSD')!.querySelector(part)!.getBoundingClientRect();
        expect(box.width, part).to.be.greaterThan(0);
        expect(box.right, part).to.be.at.most(innerWidth);
      }
      await expect(el).to.be.accessible();
    });
  });
});
