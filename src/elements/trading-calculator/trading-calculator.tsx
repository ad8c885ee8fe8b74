import { useWords } from '../../platform/hooks/use-words';
import { useLocale } from '../../platform/hooks/use-locale';
import { tradingCalculatorWords } from './trading-calculator.words';
import { useEffect, useMemo, useState } from 'react';
import type { HostProps } from '../../platform/runtime/define-element';
import type { TradingCalculatorProps } from './trading-calculator.attributes';
import {
  calculateTrade,
  instrumentSpec,
  unknownInstruments,
  type InputErrors,
  type InstrumentSpec,
  type TradeResult,
} from './trading-calculator.model';
import { CalculatorForm } from './trading-calculator.form';
import { CalculatorResults } from './trading-calculator.results';
import { useCalculatorInputs } from './use-calculator-inputs';
import { useCalculatorFeed } from './use-calculator-price';
import segmentedCss from '../../widgets/segmented/segmented.css';
import controls from '../../styles/controls.css';
import figures from '../../styles/figures.css';
import css from './trading-calculator.css';

/** This view's shadow stylesheets, adopted by the runtime. */
export const styles = [segmentedCss, controls, figures, css];

/** The instruments it has a contract for; one warning naming the others (docs/CALCULATOR.md). */
function useSpecs({ instruments, contractSizes }: TradingCalculatorProps): InstrumentSpec[] {
  const list = instruments.join(',');
  useEffect(() => {
    const unknown = unknownInstruments(list.split(',').filter(Boolean));
    if (unknown.length > 0) {
      console.warn(
        `<trading-calculator>: attribute "instruments" names ${unknown.join(', ')}, which it has no contract for; leaving them out (docs/CALCULATOR.md).`,
      );
    }
  }, [list]);
  return useMemo(
    () =>
      instruments.map((code) => instrumentSpec(code, contractSizes)).filter((spec): spec is InstrumentSpec => !!spec),
    [instruments, contractSizes],
  );
}

/** The calculator: its inputs form and its result panel, over the quotes feed's prices. */
export function TradingCalculator(props: TradingCalculatorProps & HostProps) {
  const t = useWords(props.host, tradingCalculatorWords);
  const heading = props.heading || t('heading');
  const locale = useLocale(props.host);
  const specs = useSpecs(props);
  const currencies = props.accountCurrencies.map((code) => code.toUpperCase());
  const inputs = useCalculatorInputs(props, specs, currencies, locale);
  const { symbol, direction, lotsText, moveText, leverage, account } = inputs.values;
  const spec = specs.find((item) => item.symbol === symbol) ?? specs[0];
  // `price` belongs to the instrument shown first.
  const first = specs.find((item) => item.symbol === props.instrument.toUpperCase()) ?? specs[0];
  const indicative =
    first && Number.isFinite(props.price) && props.price > 0
      ? { ...props.prices, [first.symbol]: props.price }
      : props.prices;
  const prices = useCalculatorFeed(spec, account, {
    ws_api: props.ws_api,
    tokenUrl: props.tokenUrl,
    indicative,
    host: props.host,
  });
  const [errors, setErrors] = useState<InputErrors>({});
  const [result, setResult] = useState<TradeResult | null>(null);

  if (!spec) return null;

  const calculate = () => {
    const price = prices.read(spec);
    const outcome = calculateTrade({
      spec,
      direction,
      lotsText,
      moveText,
      leverage,
      account,
      locale,
      price: price.current,
      priceDecimals: price.decimals,
      priceOf: price.priceOf,
    });
    setErrors(outcome.errors);
    setResult(outcome.result);
    return outcome.errors;
  };

  return (
    <section part="base" aria-label={heading}>
      <CalculatorForm
        specs={specs}
        spec={spec}
        inputs={inputs}
        leverages={props.leverages}
        currencies={currencies}
        price={{ feed: prices.feed, indicative, waiting: prices.waiting }}
        errors={errors}
        locale={locale}
        t={t}
        onCalculate={calculate}
      />
      <CalculatorResults result={result} locale={locale} t={t} />
    </section>
  );
}
