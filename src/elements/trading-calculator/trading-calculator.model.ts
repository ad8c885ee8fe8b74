/**
 * The trading calculator's arithmetic (worked examples in docs/CALCULATOR.md): an instrument's
 * contract, the margin, pip value and profit/loss of a position, and the rate that converts
 * them from the instrument's quote currency into the account currency. Pure.
 */
import { localeNumberFormat } from '../../platform/dom/number-format';
import { plainPrice } from '../../services/quotes/price-text';

export const ASSET_CLASSES = ['forex', 'metals', 'indices', 'commodities', 'stocks', 'crypto'] as const;
export type AssetClass = (typeof ASSET_CLASSES)[number];

/** Units in one lot, by asset class (the usual CFD contracts; `contract-sizes` overrides them). */
export const DEFAULT_CONTRACT_SIZES: Readonly<Record<AssetClass, number>> = {
  forex: 100_000,
  metals: 100,
  indices: 1,
  commodities: 1000,
  stocks: 1,
  crypto: 1,
};

export interface InstrumentSpec {
  symbol: string;
  assetClass: AssetClass;
  /** The currency bought or sold, for forex and metals; null for the others. */
  base: string | null;
  /** The currency the price is quoted in: margin, pip value and P/L come out in it. */
  quote: string;
  contractSize: number;
  /** The price step a "pip" (or point) is: 0.0001 for forex, 0.01 for JPY pairs. */
  pipSize: number;
}

/** Whether the instrument's price moves are counted in pips (forex), else in points. */
export const movesInPips = (spec: InstrumentSpec): boolean => spec.assetClass === 'forex';

type Known = [AssetClass, string, number, number?];
/** Instruments that are not six-letter currency pairs: class, quote currency, pip (point) size, contract size. */
const KNOWN: Readonly<Record<string, Known>> = {
  XAUUSD: ['metals', 'USD', 0.01, 100],
  XAGUSD: ['metals', 'USD', 0.001, 5000],
  US500: ['indices', 'USD', 1],
  US30: ['indices', 'USD', 1],
  NQ100: ['indices', 'USD', 1],
  GER40: ['indices', 'EUR', 1],
  FRA40: ['indices', 'EUR', 1],
  UK100: ['indices', 'GBP', 1],
  JP225: ['indices', 'JPY', 1],
  WTI: ['commodities', 'USD', 0.01],
  BRENT: ['commodities', 'USD', 0.01],
  AAPL: ['stocks', 'USD', 0.01],
  MSFT: ['stocks', 'USD', 0.01],
  TSLA: ['stocks', 'USD', 0.01],
  AMZN: ['stocks', 'USD', 0.01],
  NVDA: ['stocks', 'USD', 0.01],
  GOOG: ['stocks', 'USD', 0.01],
  NFLX: ['stocks', 'USD', 0.01],
  BTCUSD: ['crypto', 'USD', 1],
  ETHUSD: ['crypto', 'USD', 0.1],
  LTCUSD: ['crypto', 'USD', 0.01],
  SOLUSD: ['crypto', 'USD', 0.01],
  XRPUSD: ['crypto', 'USD', 0.0001],
};

/** Contract sizes by class (`forex`) or instrument (`XAUUSD`); the instrument's entry wins. */
export type ContractSizes = Readonly<Record<string, number>>;

/**
 * The contract of `symbol`: a known instrument, or any six-letter currency pair (base, quote,
 * pip 0.0001, or 0.01 when the quote currency is JPY). Null for anything else.
 */
export function instrumentSpec(symbol: string, sizes: ContractSizes = {}): InstrumentSpec | null {
  const code = symbol.trim().toUpperCase();
  const known = KNOWN[code];
  let spec: Omit<InstrumentSpec, 'contractSize'> & { contractSize?: number };
  if (known) {
    const [assetClass, quote, pipSize, contractSize] = known;
    spec = {
      symbol: code,
      assetClass,
      base: assetClass === 'metals' ? code.slice(0, 3) : null,
      quote,
      pipSize,
      contractSize,
    };
  } else if (/^[A-Z]{6}$/.test(code)) {
    const quote = code.slice(3);
    spec = {
      symbol: code,
      assetClass: 'forex',
      base: code.slice(0, 3),
      quote,
      pipSize: quote === 'JPY' ? 0.01 : 0.0001,
    };
  } else {
    return null;
  }
  const contractSize =
    sizes[code] ?? sizes[spec.assetClass] ?? spec.contractSize ?? DEFAULT_CONTRACT_SIZES[spec.assetClass];
  return { ...spec, contractSize };
}

/** A check for the `contract-sizes` attribute: a JSON object of positive numbers. */
export function checkContractSizes(value: unknown): string | null {
  const ok =
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((size) => typeof size === 'number' && Number.isFinite(size) && size > 0);
  return ok ? null : 'expected a JSON object of positive numbers, e.g. {"forex": 100000}';
}

/** A check for the `prices` attribute: a JSON object of positive numbers. */
export function checkPrices(value: unknown): string | null {
  return checkContractSizes(value) && 'expected a JSON object of positive prices, e.g. {"EURUSD": 1.085}';
}

/** `1:30` or `30` → 30; NaN for anything else. */
export function parseLeverage(text: string): number {
  const match = /^\s*(?:1\s*:\s*)?(\d+(?:\.\d+)?)\s*$/.exec(text);
  const value = match ? Number(match[1]) : Number.NaN;
  return value >= 1 ? value : Number.NaN;
}

/** Longer than any amount a visitor means (a lot size, a move in pips): refused before the pattern. */
const NUMBER_MAX_LENGTH = 32;

/**
 * A number typed in the page locale: `1,5` or `1.5` in German, `1.5` or `1,000.5` in English.
 * NaN for anything else.
 */
export function parseLocaleNumber(text: string, locale: string): number {
  // A malformed locale reads as English.
  const parts = localeNumberFormat(locale).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const group = parts.find((part) => part.type === 'group')?.value ?? ',';
  // Spaces (also the narrow ones of French grouping) never matter; a group separator counts
  // only before three digits, so an English "1,5" is refused rather than read as 15.
  let normal = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const escaped = group.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (group.trim()) normal = normal.replace(new RegExp(`${escaped}(?=\\d{3}(?!\\d))`, 'g'), '');
  normal = normal.replace(decimal, '.').replace(/^−/, '-');
  // One way to match each text (the former \d+\.?\d* split a run of digits every way: seconds on 50,000).
  return normal.length <= NUMBER_MAX_LENGTH && /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(normal)
    ? Number(normal)
    : Number.NaN;
}

/** The smallest lot and the step of lot sizes. */
export const MIN_LOT = 0.01;
export const MAX_LOT = 1000;

/** Why an input is refused: a key of the calculator's words (`lots_too_large` reads MAX_LOT, `price_missing` the symbol). */
export type InputProblem =
  | 'lots_not_number'
  | 'lots_not_positive'
  | 'lots_too_large'
  | 'lots_step'
  | 'move_not_number'
  | 'move_points_not_number'
  | 'price_missing';

/** Why a lot size is refused, or null when it is fine: above 0, at most 1000, in steps of 0.01. */
export function lotProblem(lots: number): InputProblem | null {
  if (!Number.isFinite(lots)) return 'lots_not_number';
  if (lots <= 0) return 'lots_not_positive';
  if (lots > MAX_LOT) return 'lots_too_large';
  if (Math.abs(Math.round(lots / MIN_LOT) * MIN_LOT - lots) > 1e-9) return 'lots_step';
  return null;
}

/** A price and whether it is live (from the feed) or indicative (from the page). */
export interface PricePoint {
  price: number;
  live: boolean;
}

export interface ConversionRate {
  from: string;
  to: string;
  /** Multiply an amount in `from` by this to get it in `to`. */
  rate: number;
  /** The pair whose price gave the rate (null when no conversion is needed). */
  pair: string | null;
  /** The pair's price; the rate is its inverse when `inverted`. */
  pairPrice: number | null;
  inverted: boolean;
  live: boolean;
}

/** The pairs that can convert `from` into `to`: `{from}{to}` (multiply) and `{to}{from}` (divide). */
export function conversionPairs(from: string, to: string): [string, string] | [] {
  return from === to ? [] : [`${from}${to}`, `${to}${from}`];
}

/**
 * The rate from the quote currency to the account currency: 1 when they are the same; the
 * instrument's own price when it quotes the account currency against the quote currency
 * (USDJPY for a USD account); else the price of `{quote}{account}`, or the inverse of
 * `{account}{quote}`, from `priceOf` (the live feed first, then the page's indicative prices).
 * Null when none is known.
 */
export function conversionRate(
  spec: InstrumentSpec,
  account: string,
  instrumentPrice: PricePoint,
  priceOf: (symbol: string) => PricePoint | undefined,
): ConversionRate | null {
  const from = spec.quote;
  if (from === account) {
    return { from, to: account, rate: 1, pair: null, pairPrice: null, inverted: false, live: instrumentPrice.live };
  }
  if (spec.assetClass === 'forex' && spec.base === account) {
    const { price, live } = instrumentPrice;
    return { from, to: account, rate: 1 / price, pair: spec.symbol, pairPrice: price, inverted: true, live };
  }
  const [direct, inverse] = conversionPairs(from, account) as [string, string];
  const straight = priceOf(direct);
  if (straight) {
    return {
      from,
      to: account,
      rate: straight.price,
      pair: direct,
      pairPrice: straight.price,
      inverted: false,
      live: straight.live,
    };
  }
  const reverse = priceOf(inverse);
  if (reverse) {
    return {
      from,
      to: account,
      rate: 1 / reverse.price,
      pair: inverse,
      pairPrice: reverse.price,
      inverted: true,
      live: reverse.live,
    };
  }
  return null;
}

export type Direction = 'buy' | 'sell';

export interface Position {
  spec: InstrumentSpec;
  lots: number;
  leverage: number;
  /** The instrument's price in its quote currency (the feed's mid price when live). */
  price: number;
  direction: Direction;
  /** The price move to value, in pips (points): positive is the price going up. */
  movePips: number;
}

export interface Amounts {
  /** Units traded: lots × contract size. */
  units: number;
  /** Units × price. */
  notional: number;
  /** Notional ÷ leverage. */
  margin: number;
  /** Units × pip size: what one pip's move is worth. */
  pipValue: number;
  /** Pip value × move, with the sign of the direction: a buy gains when the price goes up. */
  profit: number;
}

/** The position's amounts in the instrument's quote currency. */
export function positionAmounts({ spec, lots, leverage, price, direction, movePips }: Position): Amounts {
  const units = lots * spec.contractSize;
  const notional = units * price;
  const pipValue = units * spec.pipSize;
  return {
    units,
    notional,
    margin: notional / leverage,
    pipValue,
    profit: (direction === 'buy' ? 1 : -1) * movePips * pipValue,
  };
}

/** The amounts converted at `rate` (units stay units). */
export function convertAmounts(amounts: Amounts, rate: number): Amounts {
  return {
    units: amounts.units,
    notional: amounts.notional * rate,
    margin: amounts.margin * rate,
    pipValue: amounts.pipValue * rate,
    profit: amounts.profit * rate,
  };
}

/** An amount in `currency` for the page locale: `$3,616.67`, `3.616,67 €`, `¥505,000`. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  return localeNumberFormat(locale, { style: 'currency', currency }).format(amount);
}

/**
 * A number as the page locale writes it, with up to `decimals` decimals: `100,000`, `0,5`. Written
 * without Intl where plainPrice can (the site's languages, not negative): the calculator's first
 * render writes its hints and leverages, and a page's first Intl.NumberFormat loads the locale data.
 */
export function formatNumber(value: number, locale: string, decimals = 2): string {
  const plain = plainPrice(value, decimals, locale);
  if (plain === null) return localeNumberFormat(locale, { maximumFractionDigits: decimals }).format(value);
  if (decimals === 0) return plain;
  const fraction = plain.slice(-decimals).replace(/0+$/, '');
  const integer = plain.slice(0, -decimals - 1);
  return fraction ? `${integer}${plain.at(-decimals - 1)}${fraction}` : integer;
}

/** The fields Calculate may refuse, each with what the visitor is told. */
export type InputErrors = Partial<Record<'lots' | 'move' | 'price', InputProblem>>;

/** What Calculate reads: the typed texts, the choices, and the prices known at that moment. */
export interface TradeInputs {
  spec: InstrumentSpec;
  direction: Direction;
  lotsText: string;
  moveText: string;
  leverage: number;
  account: string;
  locale: string;
  /** The instrument's price, none while no price is known. */
  price: PricePoint | undefined;
  priceDecimals: number;
  /** The price of a conversion pair, live first. */
  priceOf: (symbol: string) => PricePoint | undefined;
}

export interface TradeResult {
  spec: InstrumentSpec;
  price: PricePoint;
  priceDecimals: number;
  leverage: number;
  lots: number;
  movePips: number;
  direction: Direction;
  /** In the account currency when a rate is known, else in the quote currency. */
  amounts: Amounts;
  currency: string;
  rate: ConversionRate | null;
  account: string;
}

/** Calculate: the problems of the inputs, and the result when there are none. */
export function calculateTrade(inputs: TradeInputs): { errors: InputErrors; result: TradeResult | null } {
  const { spec, direction, leverage, account, locale, price, priceDecimals, priceOf } = inputs;
  const lots = parseLocaleNumber(inputs.lotsText, locale);
  const movePips = parseLocaleNumber(inputs.moveText, locale);
  const errors: InputErrors = {};
  const lotError = lotProblem(lots);
  if (lotError) errors.lots = lotError;
  if (!Number.isFinite(movePips)) errors.move = movesInPips(spec) ? 'move_not_number' : 'move_points_not_number';
  if (!price) errors.price = 'price_missing';
  if (Object.keys(errors).length > 0 || !price) return { errors, result: null };
  const amounts = positionAmounts({ spec, lots, leverage, price: price.price, direction, movePips });
  const rate = conversionRate(spec, account, price, priceOf);
  const result: TradeResult = {
    spec,
    price,
    priceDecimals,
    leverage,
    lots,
    movePips,
    direction,
    amounts: rate ? convertAmounts(amounts, rate.rate) : amounts,
    currency: rate ? account : spec.quote,
    rate,
    account,
  };
  return { errors, result };
}

/** The instruments of `list` the calculator has no contract for (they are left out). */
export const unknownInstruments = (list: readonly string[]) => list.filter((code) => !instrumentSpec(code));

/** A live quote's mid price: (bid + ask) / 2. */
export const midPrice = (bid: number, ask: number) => (bid + ask) / 2;
