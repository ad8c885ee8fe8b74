import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import { pageConfig } from '../../platform/dom/page-config';
import { decimalsOf, formatPrice } from '../../services/quotes';
import type { FeedQuote } from '../../services/quotes-feed';
import { useFeedStatus, useQuote, useQuotesFeed } from '../../widgets/quotes-table/use-quotes';
import type { TradingCalculatorProps } from './trading-calculator.attributes';
import {
  conversionPairs,
  conversionRate,
  convertAmounts,
  formatMoney,
  instrumentSpec,
  lotProblem,
  midPrice,
  parseLocaleNumber,
  positionAmounts,
  unknownInstruments,
  type Amounts,
  type ConversionRate,
  type Direction,
  type InstrumentSpec,
  type PricePoint,
} from './trading-calculator.model';

interface Result {
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

type Errors = Partial<Record<'lots' | 'move' | 'price', string>>;

function numberFormat(locale: string, options: Intl.NumberFormatOptions) {
  try {
    return new Intl.NumberFormat(locale, options);
  } catch {
    return new Intl.NumberFormat('en', options);
  }
}

/** A number as the page locale writes it, with up to `decimals` decimals. */
const plain = (value: number, locale: string, decimals = 2) =>
  numberFormat(locale, { maximumFractionDigits: decimals }).format(value);

const livePoint = (quote: FeedQuote | undefined): PricePoint | undefined =>
  quote && Number.isFinite(quote.bid) && Number.isFinite(quote.ask)
    ? { price: midPrice(quote.bid, quote.ask), live: true }
    : undefined;

export function TradingCalculator(props: TradingCalculatorProps & HostProps) {
  const { instruments, tokenUrl, ws_api, price, prices, leverages, accountCurrencies, contractSizes, host } = props;
  const { locale } = pageConfig();
  const specs = useMemo(
    () =>
      instruments.map((code) => instrumentSpec(code, contractSizes)).filter((spec): spec is InstrumentSpec => !!spec),
    [instruments, contractSizes],
  );
  const list = instruments.join(',');
  useEffect(() => {
    const unknown = unknownInstruments(list.split(',').filter(Boolean));
    if (unknown.length > 0) {
      console.warn(
        `<trading-calculator>: attribute "instruments" names ${unknown.join(', ')}, which it has no contract for; leaving them out (docs/CALCULATOR.md).`,
      );
    }
  }, [list]);
  const currencies = accountCurrencies.map((code) => code.toUpperCase());
  const [symbol, setSymbol] = useState(() => props.instrument.toUpperCase() || specs[0]?.symbol || '');
  const spec = specs.find((item) => item.symbol === symbol) ?? specs[0];
  const [direction, setDirection] = useState<Direction>('buy');
  const [lotsText, setLotsText] = useState(() => plain(props.lots, locale));
  const [leverage, setLeverage] = useState(() => (leverages.includes(props.leverage) ? props.leverage : leverages[0]!));
  const [account, setAccount] = useState(() =>
    currencies.includes(props.accountCurrency.toUpperCase()) ? props.accountCurrency.toUpperCase() : currencies[0]!,
  );
  const [moveText, setMoveText] = useState(() => plain(props.pips, locale));
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<Result | null>(null);
  const lotsInput = useRef<HTMLInputElement>(null);
  const moveInput = useRef<HTMLInputElement>(null);
  const id = useId();

  // The feed streams the instrument and the two pairs that may convert its currency.
  const [direct, inverse] = spec ? conversionPairs(spec.quote, account) : [];
  const subscribed = useMemo(
    () => [spec?.symbol, direct, inverse].filter((code): code is string => !!code),
    [spec?.symbol, direct, inverse],
  );
  const feed = useQuotesFeed(ws_api, tokenUrl, subscribed);
  const status = useFeedStatus(feed, host);
  const quote = useQuote(feed, spec?.symbol ?? '');
  const directQuote = useQuote(feed, direct ?? '');
  const inverseQuote = useQuote(feed, inverse ?? '');

  if (!spec) return null;

  const indicativePrices: Record<string, number> = { ...prices };
  // `price` belongs to the instrument shown first.
  const first = specs.find((item) => item.symbol === props.instrument.toUpperCase()) ?? specs[0]!;
  if (Number.isFinite(price) && price > 0) indicativePrices[first.symbol] = price;
  const priceOf = (code: string): PricePoint | undefined => {
    const live = livePoint(code === direct ? directQuote : code === inverse ? inverseQuote : undefined);
    if (live) return live;
    return indicativePrices[code] ? { price: indicativePrices[code]!, live: false } : undefined;
  };
  const current: PricePoint | undefined =
    livePoint(quote) ??
    (indicativePrices[spec.symbol] ? { price: indicativePrices[spec.symbol]!, live: false } : undefined);
  // A live mid price has half a pip more than the quote; an indicative one at least the pip's decimals (1.0850).
  const pipDecimals = decimalsOf(spec.pipSize);
  const priceDecimals =
    current?.live && quote
      ? Math.max(quote.digits, decimalsOf(quote.bid)) + 1
      : Math.max(decimalsOf(current?.price), pipDecimals);
  const waiting = !!feed && status === 'connecting';

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const lots = parseLocaleNumber(lotsText, locale);
    const movePips = parseLocaleNumber(moveText, locale);
    const found: Errors = {};
    const lotError = lotProblem(lots);
    if (lotError) found.lots = lotError;
    if (!Number.isFinite(movePips)) found.move = 'Enter the price move in pips as a number, e.g. 10 or -10.';
    if (!current) found.price = `No price is available for ${spec.symbol} yet. Please try again in a moment.`;
    setErrors(found);
    if (found.lots) lotsInput.current?.focus();
    else if (found.move) moveInput.current?.focus();
    if (Object.keys(found).length > 0 || !current) {
      setResult(null);
      return;
    }
    const amounts = positionAmounts({ spec, lots, leverage, price: current.price, direction, movePips });
    const rate = conversionRate(spec, account, current, priceOf);
    setResult({
      spec,
      price: current,
      priceDecimals,
      leverage,
      lots,
      movePips,
      direction,
      amounts: rate ? convertAmounts(amounts, rate.rate) : amounts,
      currency: rate ? account : spec.quote,
      rate,
      account,
    });
  };

  const errorId = (field: keyof Errors) => `${id}-${field}-error`;
  const fieldError = (field: keyof Errors) =>
    errors[field] ? (
      <p id={errorId(field)} part="error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section part="base" aria-label={props.heading}>
      <form part="form" noValidate onSubmit={calculate}>
        <div part="field">
          <label htmlFor={`${id}-instrument`}>Instrument</label>
          <select
            id={`${id}-instrument`}
            part="input instrument"
            value={spec.symbol}
            onChange={(event) => setSymbol(event.target.value)}
          >
            {specs.map((item) => (
              <option key={item.symbol} value={item.symbol}>
                {item.symbol}
              </option>
            ))}
          </select>
        </div>
        <fieldset part="field direction">
          <legend>Direction</legend>
          {(['buy', 'sell'] as const).map((value) => (
            <label key={value} part={value === direction ? 'option option-selected' : 'option'}>
              <input
                type="radio"
                name="direction"
                value={value}
                checked={value === direction}
                onChange={() => setDirection(value)}
              />
              {value === 'buy' ? 'Buy' : 'Sell'}
            </label>
          ))}
        </fieldset>
        <div part="field">
          <label htmlFor={`${id}-lots`}>Lot size</label>
          <input
            ref={lotsInput}
            id={`${id}-lots`}
            part="input lots"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={lotsText}
            aria-invalid={errors.lots ? true : undefined}
            aria-describedby={errors.lots ? `${errorId('lots')} ${id}-lots-hint` : `${id}-lots-hint`}
            onChange={(event) => setLotsText(event.target.value)}
          />
          <p id={`${id}-lots-hint`} part="hint">
            1 lot = {plain(spec.contractSize, locale)} {spec.assetClass === 'forex' ? spec.base : 'units'}; from 0.01
          </p>
          {fieldError('lots')}
        </div>
        <div part="field">
          <label htmlFor={`${id}-leverage`}>Leverage</label>
          <select
            id={`${id}-leverage`}
            part="input leverage"
            value={leverage}
            onChange={(event) => setLeverage(Number(event.target.value))}
          >
            {leverages.map((value) => (
              <option key={value} value={value}>
                1:{plain(value, locale)}
              </option>
            ))}
          </select>
        </div>
        <div part="field">
          <label htmlFor={`${id}-account`}>Account currency</label>
          <select
            id={`${id}-account`}
            part="input account"
            value={account}
            onChange={(event) => setAccount(event.target.value)}
          >
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div part="field">
          <label htmlFor={`${id}-move`}>Price move ({spec.assetClass === 'forex' ? 'pips' : 'points'})</label>
          <input
            ref={moveInput}
            id={`${id}-move`}
            part="input move"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={moveText}
            aria-invalid={errors.move ? true : undefined}
            aria-describedby={errors.move ? `${errorId('move')} ${id}-move-hint` : `${id}-move-hint`}
            onChange={(event) => setMoveText(event.target.value)}
          />
          <p id={`${id}-move-hint`} part="hint">
            Up is positive; 1 {spec.assetClass === 'forex' ? 'pip' : 'point'} = {plain(spec.pipSize, locale, 6)}
          </p>
          {fieldError('move')}
        </div>
        <p part="price" data-source={current ? (current.live ? 'live' : 'indicative') : 'none'}>
          {current ? (
            <>
              {current.live ? 'Live price' : 'Indicative price'} {spec.symbol}:{' '}
              <strong>{formatPrice(current.price, priceDecimals, locale)}</strong>
              {current.live ? ' (mid)' : ' — not a live quote; the price when you trade decides the real figures.'}
            </>
          ) : waiting ? (
            `Waiting for the live price of ${spec.symbol}…`
          ) : (
            `No price is available for ${spec.symbol}.`
          )}
        </p>
        {fieldError('price')}
        <button type="submit" part="submit">
          Calculate
        </button>
      </form>
      <div part="results" role="region" aria-labelledby={`${id}-results`} aria-live="polite" aria-atomic="true">
        <p id={`${id}-results`} part="results-title">
          Results
        </p>
        {result ? (
          <>
            <dl part="figures">
              <div>
                <dt>Margin required</dt>
                <dd data-field="margin">{formatMoney(result.amounts.margin, result.currency, locale)}</dd>
              </div>
              <div>
                <dt>Value of 1 {result.spec.assetClass === 'forex' ? 'pip' : 'point'}</dt>
                <dd data-field="pip-value">{formatMoney(result.amounts.pipValue, result.currency, locale)}</dd>
              </div>
              <div>
                <dt>
                  Profit/loss for {plain(result.movePips, locale)}{' '}
                  {result.spec.assetClass === 'forex' ? 'pips' : 'points'} ({result.direction})
                </dt>
                <dd data-field="profit" data-sign={result.amounts.profit < 0 ? 'loss' : 'profit'}>
                  {formatMoney(result.amounts.profit, result.currency, locale)}
                </dd>
              </div>
            </dl>
            <p part="basis" data-field="basis">
              {plain(result.lots, locale)} {result.lots === 1 ? 'lot' : 'lots'} {result.spec.symbol} ={' '}
              {plain(result.amounts.units, locale)} units at{' '}
              {formatPrice(result.price.price, result.priceDecimals, locale)}
              {result.price.live ? ' (live)' : ' (indicative)'}, leverage 1:{plain(result.leverage, locale)}.{' '}
              {conversionText(result, locale)}
            </p>
            <p part="disclaimer">Estimates: margin tiers, swaps, commissions and the spread are not included.</p>
          </>
        ) : (
          <p part="placeholder">Enter your trade and choose Calculate.</p>
        )}
      </div>
    </section>
  );
}

function conversionText({ rate, spec, account }: Result, locale: string): string {
  if (!rate) {
    return `No ${spec.quote}/${account} rate is available, so the amounts are in ${spec.quote}.`;
  }
  if (!rate.pair) return '';
  const how = rate.inverted ? `1 ÷ ${rate.pair}` : rate.pair;
  return `Converted from ${rate.from} to ${rate.to} at ${how} ${formatPrice(
    rate.pairPrice!,
    Math.max(4, decimalsOf(rate.pairPrice!)),
    locale,
  )} (${rate.live ? 'live mid price' : 'indicative price'}).`;
}
