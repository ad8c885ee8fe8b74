import { expect } from '@open-wc/testing';
import {
  applyTypicalSpread,
  decimalsOf,
  formatCryptoChange,
  formatPrice,
  formatSpread,
  changeDirection,
  isStaleQuote,
  PLACEHOLDER_ROW,
  quoteDecimals,
  quoteRow,
  STALE_QUOTE_SECONDS,
  typicalSpreadsOf,
  type Quote,
} from './quote-rules';

const NOW = 1_700_000_000;
const eurusd: Quote = {
  name: 'EURUSD',
  slug: 'eurusd',
  bid: 1.08512,
  ask: 1.08519,
  spread: 0.7,
  state: 'up',
  time: NOW - 5,
  digits: 5,
};

describe('quote rules', () => {
  it('reads typical spreads: numbers and numeric text of zero or more, nothing else', () => {
    expect(
      typicalSpreadsOf({ EURUSD: 0.00006, GBPUSD: '0.00009', FLAT: 0, NEG: -0.0001, X: 'n/a', Y: null, Z: '', W: [1] }),
    ).to.deep.equal({ EURUSD: 0.00006, GBPUSD: 0.00009, FLAT: 0 });
  });

  describe('typical spread for stale quotes', () => {
    it('treats a quote as stale only when it is older than 1800 s', () => {
      expect(STALE_QUOTE_SECONDS).to.equal(1800);
      expect(isStaleQuote({ time: NOW - 1800 }, NOW)).to.equal(false);
      expect(isStaleQuote({ time: NOW - 1801 }, NOW)).to.equal(true);
    });

    it('returns a fresh quote itself, same object, even when a typical spread is known', () => {
      expect(applyTypicalSpread(eurusd, 0.00006, NOW)).to.equal(eurusd);
    });

    it('gives a quote older than 1800 s spread = typical and ask = bid + typical, marked indicative', () => {
      const old = { ...eurusd, time: NOW - 1801 };
      const shown = applyTypicalSpread(old, 0.00006, NOW);
      expect(shown).to.deep.equal({ ...old, spread: 0.00006, ask: 1.08518, indicative: true });
      expect(old.ask, 'the input is not changed').to.equal(1.08519);
    });

    it('keeps an old quote as it is when no typical spread is known', () => {
      const old = { ...eurusd, time: NOW - 5000 };
      expect(applyTypicalSpread(old, undefined, NOW)).to.equal(old);
      expect(applyTypicalSpread(old, Number.NaN, NOW)).to.equal(old);
    });

    it('rounds bid + typical so float noise never appears', () => {
      const old = { ...eurusd, bid: 0.1, digits: 1, time: 0 };
      expect(applyTypicalSpread(old, 0.2, NOW).ask).to.equal(0.3);
    });
  });

  describe('decimals', () => {
    it('counts the decimals a number was written with, including exponent notation', () => {
      expect(decimalsOf(1.5)).to.equal(1);
      expect(decimalsOf(150)).to.equal(0);
      expect(decimalsOf(0.00006)).to.equal(5);
      expect(decimalsOf(1.2e-7)).to.equal(8);
      expect(decimalsOf('1.10000')).to.equal(5);
      expect(decimalsOf(undefined)).to.equal(0);
      expect(decimalsOf('n/a')).to.equal(0);
    });

    it('does not count float noise as decimals', () => {
      expect(decimalsOf(1.0229000000000001)).to.equal(4);
      expect(decimalsOf(0.1 + 0.2)).to.equal(1);
      expect(decimalsOf(1.0229 + 0.00006)).to.equal(5);
      expect(decimalsOf('1.0229000000000001')).to.equal(4);
      expect(decimalsOf(18240.500000000004)).to.equal(1);
      expect(decimalsOf(65120.123456)).to.equal(6);
    });

    it('takes the most decimals among typical spread, bid, ask and the quote digits', () => {
      const index = { bid: 4501.2, ask: 4501.75, digits: 1 };
      expect(quoteDecimals(index, undefined)).to.equal(2);
      expect(quoteDecimals(index, 0.125)).to.equal(3);
      expect(quoteDecimals({ ...index, digits: 4 }, undefined)).to.equal(4);
      expect(quoteDecimals({ bid: 1.0229000000000001, ask: 1.02295, digits: 5 }, undefined)).to.equal(5);
    });
  });

  describe('formatting', () => {
    it('formats prices for the locale with exactly the given decimals', () => {
      expect(formatPrice(1234.5, 2, 'en-GB')).to.equal('1,234.50');
      expect(formatPrice(1234.5, 2, 'de-DE')).to.equal('1.234,50');
      expect(formatPrice(1.085, 5, 'en')).to.equal('1.08500');
      expect(formatPrice(151.5, 3, 'en')).to.equal('151.500');
    });

    it('shows "-" for a missing price and formats in English for a malformed locale', () => {
      expect(formatPrice(undefined, 5, 'en')).to.equal('-');
      expect(formatPrice(Number.NaN, 5, 'en')).to.equal('-');
      expect(formatPrice(1.5, 2, 'not a locale!')).to.equal('1.50');
    });

    it('shows a spread with the decimals it was sent with', () => {
      expect(formatSpread(0.7, 'en')).to.equal('0.7');
      expect(formatSpread(12, 'en')).to.equal('12');
      expect(formatSpread(0.00006, 'en')).to.equal('0.00006');
      expect(formatSpread(1.5, 'de')).to.equal('1,5');
    });

    it('shows a crypto change as an absolute value with two decimals and a percent sign', () => {
      expect(formatCryptoChange(-3.14159)).to.equal('3.14%');
      expect(formatCryptoChange(2)).to.equal('2.00%');
      expect(formatCryptoChange(0)).to.equal('0.00%');
      expect(formatCryptoChange(-1.5, 'de')).to.equal('1,50%');
      expect(formatCryptoChange(undefined)).to.equal('-');
    });

    it('calls a change up only above 0, down below, and flat at 0 or without a value', () => {
      expect([0.01, 0, -1, undefined, NaN].map(changeDirection)).to.deep.equal(['up', 'flat', 'down', 'flat', 'flat']);
    });
  });

  describe('quote row', () => {
    it('shows bid and ask "-", spread 0 and state down before data, with or without a typical spread', () => {
      for (const typical of [0.00006, undefined])
        expect(quoteRow(undefined, typical, NOW, 'en')).to.equal(PLACEHOLDER_ROW);
      expect(PLACEHOLDER_ROW, 'docs/RULES.md §4').to.include({ bid: '-', ask: '-', spread: '0', state: 'down' });
      expect(PLACEHOLDER_ROW, 'no time and no indicative mark').to.include({ indicative: false, time: null });
    });

    it('shows a live quote with its own decimals, not those of the typical spread', () => {
      expect(quoteRow({ ...eurusd, bid: 1.085, ask: 1.0851, digits: 5 }, 0.000061, NOW, 'en')).to.deep.equal({
        bid: '1.08500',
        ask: '1.08510',
        spread: '0.7',
        state: 'up',
        indicative: false,
        time: NOW - 5,
      });
    });

    it('shows noisy prices with the instrument digits, grouped for the locale', () => {
      const noisy = { ...eurusd, bid: 1.0229000000000001, ask: 1.0229500000000002, digits: 5 };
      expect(quoteRow(noisy, undefined, NOW, 'en')).to.include({ bid: '1.02290', ask: '1.02295' });
      const index = { ...eurusd, bid: 18240.500000000004, ask: 18241.499999999996, digits: 1 };
      expect(quoteRow(index, undefined, NOW, 'de-DE')).to.include({ bid: '18.240,5', ask: '18.241,5' });
    });

    it('shows an indicative quote with the decimals of its typical spread', () => {
      const old = { ...eurusd, bid: 1.0229000000000001, digits: 4, time: NOW - 3600 };
      expect(quoteRow(old, 0.000065, NOW, 'en')).to.include({ bid: '1.022900', ask: '1.022965' });
    });

    it('shows a stale quote with the typical spread, flagged indicative', () => {
      const old = { ...eurusd, state: 'down' as const, time: NOW - 3600 };
      expect(quoteRow(old, 0.00006, NOW, 'en')).to.deep.equal({
        bid: '1.08512',
        ask: '1.08518',
        spread: '0.00006',
        state: 'down',
        indicative: true,
        time: NOW - 3600,
      });
    });
  });
});
