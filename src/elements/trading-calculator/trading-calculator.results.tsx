import { useId } from 'react';
import { decimalsOf, formatPrice } from '../../services/quotes';
import { formatMoney, formatNumber, type TradeResult } from './trading-calculator.model';

/** Which rate converted the amounts, or that none was known. */
function conversionText({ rate, spec, account }: TradeResult, locale: string): string {
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

/** The result panel: margin, pip value and profit/loss, and what they rest on; announced politely. */
export function CalculatorResults({ result, locale }: { result: TradeResult | null; locale: string }) {
  const id = useId();
  return (
    <div part="results" role="region" aria-labelledby={id} aria-live="polite" aria-atomic="true">
      <p id={id} part="results-title">
        Results
      </p>
      {result ? (
        <Figures result={result} locale={locale} />
      ) : (
        <p part="placeholder">Enter your trade and choose Calculate.</p>
      )}
    </div>
  );
}

function Figures({ result, locale }: { result: TradeResult; locale: string }) {
  const { amounts, currency, spec } = result;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const unit = spec.assetClass === 'forex' ? 'pip' : 'point';
  return (
    <>
      <dl part="figures" className="figures">
        <div>
          <dt>Margin required</dt>
          <dd data-field="margin">{money(amounts.margin)}</dd>
        </div>
        <div>
          <dt>Value of 1 {unit}</dt>
          <dd data-field="pip-value">{money(amounts.pipValue)}</dd>
        </div>
        <div>
          <dt>
            Profit/loss for {formatNumber(result.movePips, locale)} {unit}s ({result.direction})
          </dt>
          <dd data-field="profit" data-sign={amounts.profit < 0 ? 'loss' : 'profit'}>
            {money(amounts.profit)}
          </dd>
        </div>
      </dl>
      <p part="basis" data-field="basis">
        {formatNumber(result.lots, locale)} {result.lots === 1 ? 'lot' : 'lots'} {spec.symbol} ={' '}
        {formatNumber(amounts.units, locale)} units at {formatPrice(result.price.price, result.priceDecimals, locale)}
        {result.price.live ? ' (live)' : ' (indicative)'}, leverage 1:{formatNumber(result.leverage, locale)}.{' '}
        {conversionText(result, locale)}
      </p>
      <p part="disclaimer">Estimates: margin tiers, swaps, commissions and the spread are not included.</p>
    </>
  );
}
