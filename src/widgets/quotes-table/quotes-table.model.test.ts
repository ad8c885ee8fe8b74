import { expect } from '@open-wc/testing';
import { readAttribute } from '../../platform/runtime/attributes';
import { feedAttributes } from './feed-attributes';
import type { FeedStatus } from '../../contract/events';
import { expectCases } from '../../test/cases';
import { createPricePause } from './price-pause';
import {
  feedState,
  followsFeed,
  fillLink,
  instrumentHref,
  rowFreshness,
  rowView,
  slugFor,
  splitPairs,
  statusKey,
} from './quotes-table.model';

describe('quotes table configuration', () => {
  it('follows the feed on or near the screen, unless paused; paused, only for its first price', () => {
    expect(followsFeed(true, false, true)).to.equal(true);
    expect(followsFeed(false, false, false), 'off screen').to.equal(false);
    expect(followsFeed(true, true, true), 'paused, priced').to.equal(false);
    expect(followsFeed(true, true, false), 'paused, no price yet').to.equal(true);
  });

  it('splits pairs from a comma list or a list, trimmed and upper-cased', () => {
    expect(splitPairs(' eurusd,GBPUSD ,, ')).to.deep.equal(['EURUSD', 'GBPUSD']);
    expect(splitPairs(['btcusd'])).to.deep.equal(['BTCUSD']);
  });

  it('links a row by its slug, encoded, or not at all', () => {
    expect(instrumentHref('/markets/{slug}', 'euro dollar')).to.equal('/markets/euro%20dollar');
    expect(instrumentHref('', 'eurusd')).to.equal(null);
    expect(instrumentHref('/markets/{slug}', undefined)).to.equal(null);
  });

  it("takes the configured slug, else the quote's, else the lower-cased code", () => {
    expect(slugFor('EURUSD', { EURUSD: 'euro-dollar' }, 'eur-usd')).to.equal('euro-dollar');
    expect(slugFor('EURUSD', {}, 'eur-usd')).to.equal('eur-usd');
    expect(slugFor('EURUSD', {})).to.equal('eurusd');
  });

  it('fills the regulator into links', () => {
    expect(fillLink('/open?regulator={regulator}', 'fca uk')).to.equal('/open?regulator=fca%20uk');
  });

  it('accepts only JSON objects of texts for names, slugs and translations', () => {
    expect(readAttribute(feedAttributes.instrumentNames, '{"EURUSD":"Euro"}').value).to.deep.equal({ EURUSD: 'Euro' });
    expect(readAttribute(feedAttributes.translations, '{"bid":1}').error).to.equal('"bid" must be a string');
  });
});

describe('quotes table feed state', () => {
  it('is paused while the page is, live while the feed is, offline without a feed, silent or down too long', () => {
    const state = ([status, paused, downTooLong]: [FeedStatus | null, boolean, boolean]) =>
      feedState(status, paused, downTooLong);
    expectCases(state, [
      [['live', true, false], 'paused'],
      [['reconnecting', true, true], 'paused'],
      [['live', false, false], 'live'],
      [['connecting', false, false], 'connecting'],
      [['reconnecting', false, false], 'reconnecting'],
      [['connecting', false, true], 'offline'],
      [['reconnecting', false, true], 'offline'],
      [['stale', false, false], 'offline'],
      [[null, false, false], 'offline'],
    ]);
  });

  it('says every state but live, and live only just after a pause', () => {
    expect(statusKey('live', false)).to.equal('');
    expect(statusKey('live', true)).to.equal('resumed');
    for (const state of ['connecting', 'paused', 'reconnecting', 'offline'] as const) {
      expect(statusKey(state, false), state).to.equal(state);
    }
  });

  it('marks a row stale past 1800 s, live up to it, neither before data', () => {
    expectCases(
      ([time, now]: [number | null, number]) => rowFreshness(time, now),
      [
        [[1000, 2800], 'live'],
        [[1000, 2801], 'stale'],
        [[null, 2801], undefined],
      ],
    );
  });
});

describe("a row's view", () => {
  const words = { up: 'hausse', down: 'baisse', indicative: 'indicatif' };
  const quote = {
    name: 'EURUSD',
    slug: 'eurusd',
    bid: 1.1,
    ask: 1.1002,
    spread: 2,
    state: 'up',
    time: 1000,
    digits: 5,
  } as const;

  it('is the placeholder before data: prices "-", spread 0 down, no freshness, changes flat', () => {
    const view = rowView(undefined, 'EURUSD', undefined, 2000, 'en', words);
    expect([view.bid, view.ask, view.state, view.freshness, view.time]).to.deep.equal([
      '-',
      '-',
      'down',
      undefined,
      null,
    ]);
    expect(view.spread).to.deep.equal({
      className: 'spread down',
      arrow: '▼ ',
      word: 'baisse, ',
      value: '0',
      note: '',
    });
    expect(view.changeDay).to.deep.equal({ className: 'change ', arrow: '', word: '', value: '-' });
    expect(view.symbol).to.equal('EURUSD');
  });

  it("says a change's direction by class, arrow and the element's word, its value without a sign", () => {
    const view = rowView(
      { ...quote, dayChange: -1.5, weekChange: 0.25, symbol: 'EUR' },
      'EURUSD',
      undefined,
      2000,
      'en',
      words,
    );
    expect(view.changeDay).to.deep.equal({
      className: 'change negative',
      arrow: '▼ ',
      word: 'baisse ',
      value: '1.50%',
    });
    expect(view.changeWeek).to.deep.equal({
      className: 'change positive',
      arrow: '▲ ',
      word: 'hausse ',
      value: '0.25%',
    });
    expect(view.symbol).to.equal('EUR');
  });

  it('turns a quote past 1800 s stale and indicative, with the typical spread and its word', () => {
    expect(rowView(quote, 'EURUSD', 0.0003, 2800, 'en', words)).to.include({ freshness: 'live', indicative: false });
    const stale = rowView(quote, 'EURUSD', 0.0003, 2801, 'en', words);
    expect(stale).to.include({ freshness: 'stale', indicative: true, ask: '1.10030' });
    expect(stale.spread.note).to.equal(' indicatif');
  });
});

describe('the page pause', () => {
  it('tells its listeners of each change, once', () => {
    const pause = createPricePause();
    const heard: boolean[] = [];
    const stop = pause.subscribe(() => heard.push(pause.paused()));
    pause.set(true);
    pause.set(true);
    pause.set(false);
    stop();
    pause.set(true);
    expect(heard).to.deep.equal([true, false]);
  });
});
