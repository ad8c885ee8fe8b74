/**
 * The simulated market's instruments and their random walk. Prices, digits and spreads are
 * realistic: FX 5 digits (JPY pairs 3), indices 1-2, stocks 2, crypto 2 (XRP 4). `pip` is the
 * unit the feed's `spread` is sent in (pips for FX, points for the rest); typical spreads are
 * in price units (docs/CONTRACT.md). A few instruments are stale on purpose: their `time` is hours old
 * and they never tick, so the widgets show the typical spread for them.
 */

/** kind, start price, digits, pip, typical spread in pips, volatility per tick (fraction of price). */
const CATALOGUE = {
  EURUSD: ['fx', 1.085, 5, 0.0001, 0.6, 0.00004],
  GBPUSD: ['fx', 1.27, 5, 0.0001, 0.9, 0.00005],
  USDJPY: ['fx', 151.5, 3, 0.01, 0.8, 0.00004],
  AUDUSD: ['fx', 0.66, 5, 0.0001, 0.8, 0.00005],
  USDCHF: ['fx', 0.88, 5, 0.0001, 1.2, 0.00004],
  EURGBP: ['fx', 0.855, 5, 0.0001, 1.0, 0.00003],
  USDCAD: ['fx', 1.36, 5, 0.0001, 1.2, 0.00004],
  NZDUSD: ['fx', 0.61, 5, 0.0001, 1.3, 0.00005],
  EURJPY: ['fx', 163.2, 3, 0.01, 1.2, 0.00005],
  GBPJPY: ['fx', 192.4, 3, 0.01, 1.8, 0.00006],
  EURCHF: ['fx', 0.955, 5, 0.0001, 1.5, 0.00003],
  USDTRY: ['fx', 32.45, 5, 0.0001, 120, 0.0001, { stale: true }],
  USDZAR: ['fx', 18.62, 5, 0.0001, 90, 0.0001, { stale: true }],
  EURNOK: ['fx', 11.55, 5, 0.0001, 45, 0.0001, { stale: true }],
  XAUUSD: ['metal', 2345.6, 2, 0.01, 25, 0.0001],
  US500: ['index', 5210.25, 2, 1, 0.5, 0.0001],
  GER40: ['index', 18240.5, 1, 1, 1.0, 0.0001],
  UK100: ['index', 8120.5, 1, 1, 1.0, 0.0001],
  US30: ['index', 39120.5, 1, 1, 2.0, 0.0001],
  AAPL: ['stock', 189.5, 2, 0.01, 2, 0.0002, { name: 'Apple' }],
  TSLA: ['stock', 175.3, 2, 0.01, 5, 0.0004, { name: 'Tesla' }],
  GOOG: ['stock', 160.2, 2, 0.01, 3, 0.0002, { name: 'Alphabet' }],
  NFLX: ['stock', 612.4, 2, 0.01, 8, 0.0003, { name: 'Netflix' }],
  MSFT: ['stock', 421.9, 2, 0.01, 4, 0.0002, { name: 'Microsoft' }],
  BABA: ['stock', 72.15, 2, 0.01, 4, 0.0003, { name: 'Alibaba', stale: true }],
  BTCUSD: ['crypto', 65120.5, 2, 1, 30, 0.0005, { name: 'Bitcoin', symbol: 'BTC' }],
  ETHUSD: ['crypto', 3210.4, 2, 0.1, 25, 0.0006, { name: 'Ethereum', symbol: 'ETH' }],
  LTCUSD: ['crypto', 84.3, 2, 0.01, 25, 0.0007, { name: 'Litecoin', symbol: 'LTC' }],
  XRPUSD: ['crypto', 0.5214, 4, 0.0001, 20, 0.0008, { name: 'Ripple', symbol: 'XRP' }],
  BCHUSD: ['crypto', 482.6, 2, 0.01, 60, 0.0007, { name: 'Bitcoin Cash', symbol: 'BCH' }],
  SOLUSD: ['crypto', 148.2, 2, 0.01, 15, 0.0008, { name: 'Solana', symbol: 'SOL' }],
};

const STALE_AGE_SECONDS = 2 * 3600;
const CHART_POINTS = 36;

const round = (value, digits) => Number(value.toFixed(digits));
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A small deterministic generator, so an instrument's day chart has the same shape on every request. */
function seeded(text) {
  let state = [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) >>> 0, 7);
  return () => (state = (state * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}

export function createMarket(random = Math.random) {
  const startedAt = nowSeconds();
  const instruments = new Map(
    Object.entries(CATALOGUE).map(([code, [kind, price, digits, pip, typicalPips, volatility, extra = {}]]) => {
      const walk = seeded(code);
      // Where the day and the week started, so d_c and w_c move with the price.
      const dayOpen = price * (1 + (walk() - 0.5) * 0.02);
      const weekOpen = price * (1 + (walk() - 0.5) * 0.06);
      return [
        code,
        { code, kind, digits, pip, typicalPips, volatility, dayOpen, weekOpen, bid: price, state: 'up', ...extra },
      ];
    }),
  );

  function quote(item) {
    const spreadPips = item.typicalPips * (0.8 + random() * 0.6);
    const ask = round(item.bid + spreadPips * item.pip, item.digits);
    const message = {
      name: item.name ?? item.code,
      slug: item.code.toLowerCase(),
      bid: item.bid,
      ask,
      spread: round((ask - item.bid) / item.pip, 1),
      state: item.state,
      time: item.stale ? startedAt - STALE_AGE_SECONDS : nowSeconds(),
      digits: item.digits,
    };
    // Day and week change in percent: the quote item of docs/RULES.md §3 has none, this feed sends them.
    message.d_c = round((item.bid / item.dayOpen - 1) * 100, 2);
    message.w_c = round((item.bid / item.weekOpen - 1) * 100, 2);
    if (item.kind === 'crypto') message.symbol = item.symbol;
    return message;
  }

  return {
    has: (code) => instruments.has(code),
    isLive: (code) => instruments.has(code) && !instruments.get(code).stale,
    /** The current quote, as the feed sends it. */
    quote: (code) => quote(instruments.get(code)),
    /** One random-walk step; returns the new quote. */
    step(code) {
      const item = instruments.get(code);
      const move = item.bid * item.volatility * (random() * 2 - 1);
      const bid = round(Math.max(item.bid + move, item.pip), item.digits);
      if (bid !== item.bid) item.state = bid > item.bid ? 'up' : 'down';
      item.bid = bid;
      return quote(item);
    },
    /** Typical spread in price units. */
    typicalSpread: (code) => {
      const item = instruments.get(code);
      return round(item.typicalPips * item.pip, item.digits + 1);
    },
    /** bid, d_c and the day's chart: points from the day's open to the current bid. */
    dayChange(code) {
      const item = instruments.get(code);
      // A random walk pinned to the open and the current bid (a Brownian bridge).
      const walk = seeded(`${code}:chart`);
      const steps = [0];
      for (let index = 1; index < CHART_POINTS; index++) steps.push(steps[index - 1] + (walk() - 0.5) * 0.003);
      const last = steps[CHART_POINTS - 1];
      const points = steps.map((step, index) => {
        const progress = index / (CHART_POINTS - 1);
        const wiggle = (step - last * progress) * item.bid;
        return round(item.dayOpen + (item.bid - item.dayOpen) * progress + wiggle, item.digits);
      });
      return { bid: item.bid, d_c: round((item.bid / item.dayOpen - 1) * 100, 2), chart: { points } };
    },
    codes: () => [...instruments.keys()],
  };
}
