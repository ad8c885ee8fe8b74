import { expect } from '@open-wc/testing';
import { openMessage, PING_MESSAGE, readQuote, readServerMessage, sameQuote } from './feed-protocol';
import { MissingTokenError, readToken } from './token-fetch';

const NOW = 1_700_000_000;

describe('quotes wire format', () => {
  it('writes the open message and the ping as docs/CONTRACT.md shows them', () => {
    expect(openMessage('abc', ['EURUSD', 'GBPUSD'])).to.equal('{"token":"abc","instruments":"EURUSD,GBPUSD"}');
    expect(PING_MESSAGE).to.equal('{"ping":1}');
  });

  it('tells data, pong, other messages and garbage apart', () => {
    expect(readServerMessage('{"data":{"EURUSD":{"bid":1}}}')).to.deep.equal({
      kind: 'data',
      data: { EURUSD: { bid: 1 } },
    });
    expect(readServerMessage('{"message":"pong"}')).to.deep.equal({ kind: 'pong' });
    for (const text of ['{"message":"Invalid token"}', '{}', '[]', '"pong"', 'null', '{"data":[1]}', '{"data":null}']) {
      expect(readServerMessage(text), text).to.deep.equal({ kind: 'unexpected' });
    }
    for (const text of ['<html>', '', '{"data":']) {
      expect(readServerMessage(text), text).to.deep.equal({ kind: 'garbage' });
    }
  });

  describe('reading a quote', () => {
    it('takes a full quote as sent', () => {
      const raw = {
        name: 'EUR/USD',
        slug: 'eur-usd',
        bid: 1.085,
        ask: 1.08507,
        spread: 0.7,
        state: 'up',
        time: NOW,
        digits: 5,
      };
      expect(readQuote('EURUSD', raw, undefined, NOW + 9)).to.deep.equal(raw);
    });

    it('reads numeric strings and counts the decimals they were written with', () => {
      const quote = readQuote(
        'EURUSD',
        { bid: '1.08500', ask: '1.08510', spread: '1.0', time: `${NOW}` },
        undefined,
        NOW,
      );
      expect(quote).to.deep.include({ bid: 1.085, ask: 1.0851, spread: 1, time: NOW, digits: 5 });
    });

    it('does not count float noise in the prices as digits', () => {
      const quote = readQuote(
        'EURUSD',
        { bid: 1.0229000000000001, ask: 1.0229500000000002, digits: 5 },
        undefined,
        NOW,
      );
      expect(quote).to.deep.include({ digits: 5 });
      expect(readQuote('GER40', { bid: 18240.500000000004, ask: 18241.5 }, undefined, NOW)).to.deep.include({
        digits: 1,
      });
    });

    it('fills what is missing: name and slug from the instrument, state down, spread 0, time of arrival', () => {
      expect(readQuote('GER40', { bid: 18_240.5, ask: 18_241.5 }, undefined, NOW)).to.deep.equal({
        name: 'GER40',
        slug: 'ger40',
        bid: 18_240.5,
        ask: 18_241.5,
        spread: 0,
        state: 'down',
        time: NOW,
        digits: 1,
      });
    });

    it('merges a partial update over the previous quote and derives the state from the move', () => {
      const previous = readQuote(
        'EURUSD',
        { bid: 1.085, ask: 1.08507, spread: 0.7, digits: 5, state: 'down' },
        undefined,
        NOW,
      )!;
      expect(readQuote('EURUSD', { bid: 1.0851 }, previous, NOW + 1)).to.deep.include({
        ask: 1.08507,
        state: 'up',
        digits: 5,
      });
      expect(readQuote('EURUSD', { bid: 1.0849 }, previous, NOW + 1)).to.deep.include({ state: 'down' });
      expect(readQuote('EURUSD', { bid: 1.085 }, previous, NOW + 1)).to.deep.include({ state: 'down' });
    });

    it('keeps the crypto fields', () => {
      const raw = {
        name: 'Bitcoin',
        slug: 'btcusd',
        symbol: 'BTC',
        bid: 65_000.5,
        ask: 65_030.5,
        d_c: -1.25,
        w_c: 3.5,
      };
      expect(readQuote('BTCUSD', raw, undefined, NOW)).to.deep.include({
        symbol: 'BTC',
        dayChange: -1.25,
        weekChange: 3.5,
      });
    });

    it('drops an entry without a usable bid and ask', () => {
      expect(readQuote('EURUSD', { bid: 'n/a', ask: 1 }, undefined, NOW)).to.equal(null);
      expect(readQuote('EURUSD', { bid: 1 }, undefined, NOW)).to.equal(null);
      expect(readQuote('EURUSD', 1.085, undefined, NOW)).to.equal(null);
    });

    it('tells an unchanged quote from a changed one', () => {
      const quote = readQuote('EURUSD', { bid: 1, ask: 2, time: NOW }, undefined, NOW)!;
      expect(sameQuote(quote, { ...quote })).to.equal(true);
      expect(sameQuote(quote, { ...quote, time: NOW + 1 })).to.equal(false);
      expect(sameQuote(quote, { ...quote, dayChange: 1 })).to.equal(false);
      expect(sameQuote(undefined, quote)).to.equal(false);
    });
  });

  describe('reading the token', () => {
    it('takes the token from JSON or from plain text, trimmed', () => {
      expect(readToken({ token: 'abc' })).to.equal('abc');
      expect(readToken(' abc\n')).to.equal('abc');
      expect(readToken('{"token":"xyz"}')).to.equal('xyz');
    });

    it('raises "Token has not been provided" for an empty or missing token', () => {
      for (const body of ['', '  ', { token: '' }, {}, null, { token: 42 }, '{"token":""}']) {
        expect(() => readToken(body), JSON.stringify(body))
          .to.throw(MissingTokenError)
          .with.property('message', 'Token has not been provided');
      }
    });
  });
});
