import { useId } from 'react';
import { decimalsOf, formatPrice } from '../../services/quotes';
import type { CalculatorWords } from './trading-calculator.form';
import { formatMoney, formatNumber, type TradeResult } from './trading-calculator.model';

/** Which rate converted the amounts, or that none was known. */
function conversionText({ rate, spec, account }: TradeResult, locale: string, t: CalculatorWords): string {
  if (!rate) return t('no_rate', { pair: `${spec.quote}/${account}`, currency: spec.quote });
  if (!rate.pair) return '';
  return t(rate.live ? 'converted_live' : 'converted_indicative', {
    from: rate.from,
    to: rate.to,
    rate: rate.inverted ? `1 ÷ ${rate.pair}` : rate.pair,
    price: formatPrice(rate.pairPrice!, Math.max(4, decimalsOf(rate.pairPrice!)), locale),
  });
}

/** The result panel: margin, pip value and profit/loss, and what they rest on; announced politely. */
export function CalculatorResults(props: { result: TradeResult | null; locale: string; t: CalculatorWords }) {
  const { result, t } = props;
  const id = useId();
  return (
    <div part="results" role="region" aria-labelledby={id} aria-live="polite" aria-atomic="true">
      <p id={id} part="results-title">
        {t('results')}
      </p>
      {result ? <Figures {...props} result={result} /> : <p part="placeholder">{t('placeholder')}</p>}
    </div>
  );
}

function Figures({ result, locale, t }: { result: TradeResult; locale: string; t: CalculatorWords }) {
  const { amounts, currency, spec } = result;
  const money = (amount: number) => formatMoney(amount, currency, locale);
  const forex = spec.assetClass === 'forex';
  return (
    <>
      <dl part="figures" className="figures">
        <div>
          <dt>{t('margin')}</dt>
          <dd data-field="margin">{money(amounts.margin)}</dd>
        </div>
        <div>
          <dt>{t(forex ? 'pip_value' : 'point_value')}</dt>
          <dd data-field="pip-value">{money(amounts.pipValue)}</dd>
        </div>
        <div>
          <dt>
            {t(forex ? 'profit_pips' : 'profit_points', {
              count: result.movePips,
              move: formatNumber(result.movePips, locale),
              direction: t(result.direction),
            })}
          </dt>
          <dd data-field="profit" data-sign={amounts.profit < 0 ? 'loss' : 'profit'}>
            {money(amounts.profit)}
          </dd>
        </div>
      </dl>
      <p part="basis" data-field="basis">
        {t(result.price.live ? 'basis_live' : 'basis_indicative', {
          count: result.lots,
          lots: formatNumber(result.lots, locale),
          symbol: spec.symbol,
          units: formatNumber(amounts.units, locale),
          price: formatPrice(result.price.price, result.priceDecimals, locale),
          leverage: `1:${formatNumber(result.leverage, locale)}`,
        })}{' '}
        {conversionText(result, locale, t)}
      </p>
      <p part="disclaimer">{t('disclaimer')}</p>
    </>
  );
}
