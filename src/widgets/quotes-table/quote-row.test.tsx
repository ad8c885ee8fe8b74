/**
 * The one table's rows on a feed the test drives (its quotes set by hand, their listeners told at
 * once, as the page's store tells them at its paced frame): what a tick writes, and that it is
 * written in place, with no render of the row.
 */
import { expect, waitUntil } from '@open-wc/testing';
import { Profiler } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { systemClock } from '../../platform/dom/clock';
import type { FeedQuote, QuotesFeed } from '../../services/quotes-feed';
import { nextFrame } from '../../test/harness';
import { QuotesTable, type TableRow } from './quotes-table';
import css from './quotes-table.css';
import { quotesTableWords } from './quotes-table.words';

function handFeed() {
  const quotes = new Map<string, FeedQuote>();
  const listeners = new Map<string, Set<() => void>>();
  const feed: QuotesFeed = {
    subscribe: () => ({ update: () => undefined, unsubscribe: () => undefined }),
    getStatus: () => 'live',
    subscribeStatus: () => () => undefined,
    getQuote: (instrument) => quotes.get(instrument),
    subscribeQuote(instrument, listener) {
      const set = listeners.get(instrument) ?? new Set();
      listeners.set(instrument, set);
      const mine = () => listener();
      set.add(mine);
      return () => void set.delete(mine);
    },
  };
  return {
    feed,
    tick(instrument: string, quote: Partial<FeedQuote>) {
      const time = Math.floor(systemClock.now() / 1000);
      quotes.set(instrument, {
        name: instrument,
        slug: '',
        bid: 1,
        ask: 1,
        spread: 1,
        state: 'up',
        time,
        digits: 5,
        ...quote,
      });
      for (const listener of [...(listeners.get(instrument) ?? [])]) listener();
    },
    listening: (instrument: string) => listeners.get(instrument)?.size ?? 0,
  };
}

const COLUMNS = ['symbol', 'bid', 'ask', 'spread', 'change_day'].map((name) => ({ name, label: name }));
const WORDS = { ...quotesTableWords.english, up: 'hausse', down: 'baisse' };

describe('a quotes table row', () => {
  let host: HTMLElement;
  let root: Root;
  let commits: number;
  const shadow = () => host.shadowRoot!;
  const row = (instrument: string) => shadow().querySelector<HTMLElement>(`[data-instrument="${instrument}"]`)!;
  const cell = (instrument: string, field: string) => row(instrument).querySelector(`[data-field="${field}"]`)!;

  function render(feed: QuotesFeed, rows: readonly TableRow[], paused = false) {
    flushSync(() =>
      root.render(
        <Profiler id="table" onRender={() => void commits++}>
          <QuotesTable
            feed={feed}
            rows={rows}
            columns={COLUMNS}
            changeFields={{ day: 'change', week: 'change' }}
            code="none"
            element="<quotes-widget>"
            actions={[]}
            actionsLabel=""
            locale="en"
            paused={paused}
            t={(key) => WORDS[key]}
          />
        </Profiler>,
      ),
    );
  }

  beforeEach(() => {
    commits = 0;
    host = document.createElement('div');
    const style = document.createElement('style');
    style.textContent = css;
    host.attachShadow({ mode: 'open' }).append(style);
    document.body.append(host);
    root = createRoot(host.shadowRoot!);
  });

  afterEach(() => {
    root.unmount();
    host.remove();
  });

  const rows = (...instruments: string[]) =>
    instruments.map((instrument) => ({ instrument, name: instrument, href: null, typical: undefined }));

  it('writes a tick into its cells in place: no render of the row, the same text nodes', async () => {
    const { feed, tick, listening } = handFeed();
    render(feed, rows('EURUSD'));
    await waitUntil(() => listening('EURUSD') === 1, 'the row on screen does not follow the feed');
    tick('EURUSD', { bid: 1.1, ask: 1.10005, spread: 0.5, state: 'up', dayChange: -0.25 });
    expect(cell('EURUSD', 'bid').textContent).to.equal('1.10000');
    const bidText = cell('EURUSD', 'bid').querySelector('.price')!.firstChild;
    const before = commits;

    tick('EURUSD', { bid: 1.2, ask: 1.20005, spread: 0.7, state: 'down', dayChange: 0.5 });
    expect(commits, 'the tick rendered the row').to.equal(before);
    expect(cell('EURUSD', 'bid').querySelector('.price')!.firstChild, 'a new text node').to.equal(bidText);
    expect(cell('EURUSD', 'bid').textContent).to.equal('1.20000');
    expect(cell('EURUSD', 'ask').textContent).to.equal('1.20005');
    expect(row('EURUSD').dataset.state).to.equal('down');
    expect(row('EURUSD').dataset.freshness).to.equal('live');
    expect(cell('EURUSD', 'spread').className).to.equal('spread down');
    expect(cell('EURUSD', 'spread').textContent).to.equal('▼ baisse, 0.7');
    expect(cell('EURUSD', 'change').className).to.equal('change positive');
    // The direction's hidden word is the element's, as the spread's is.
    expect(cell('EURUSD', 'change').textContent).to.equal('▲ hausse 0.50%');
  });

  it('flashes a changed price on a tick, not its first price, not its catch-up after a pause', async () => {
    const { feed, tick, listening } = handFeed();
    const bid = () => cell('EURUSD', 'bid').querySelector<HTMLElement>('.price')!;
    render(feed, rows('EURUSD'));
    await waitUntil(() => listening('EURUSD') === 1, 'the row on screen does not follow the feed');
    tick('EURUSD', { bid: 1.1 });
    expect(bid().dataset.flash, 'the first price flashed').to.equal(undefined);
    tick('EURUSD', { bid: 1.2 });
    expect(bid().dataset.flash).to.equal('a');

    render(feed, rows('EURUSD'), true);
    expect(listening('EURUSD'), 'a paused row follows the feed').to.equal(0);
    tick('EURUSD', { bid: 1.3 });
    expect(bid().textContent, 'a paused price changed').to.equal('1.20000');
    render(feed, rows('EURUSD'), false);
    expect(bid().textContent, 'released, the latest price does not show').to.equal('1.30000');
    expect(bid().dataset.flash, 'the catch-up flashed').to.equal('a');
  });

  it('follows the feed only in groups on or near the screen, and writes a group scrolled to at once', async () => {
    const { feed, tick, listening } = handFeed();
    const instruments = Array.from({ length: 200 }, (_, index) => `I${index}`);
    render(feed, rows(...instruments));
    await waitUntil(() => listening('I0') === 1, 'the first row does not follow the feed');
    await nextFrame();
    expect(listening('I199'), 'a row far below the screen follows the feed').to.equal(0);
    tick('I199', { bid: 2.5 });
    row('I199').scrollIntoView();
    await waitUntil(() => listening('I199') === 1, 'the row scrolled to does not follow the feed');
    expect(cell('I199', 'bid').textContent).to.equal('2.50000');
    expect(listening('I0'), 'a row scrolled away still follows the feed').to.equal(0);
  });
});
