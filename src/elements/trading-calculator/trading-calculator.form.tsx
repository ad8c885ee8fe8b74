import { useId, useRef, type FormEvent } from 'react';
import { richText } from '../../platform/hooks/rich-text';
import type { KeyOf, Translate } from '../../platform/dom/words';
import { formatPrice } from '../../services/quotes';
import { SegmentedOptions } from '../../widgets/segmented/segmented';
import type { QuotesFeed } from '../../services/quotes-feed';
import { SelectField } from '../../widgets/fields/fields';
import { FieldError, NumberField } from './trading-calculator.fields';
import {
  MAX_LOT,
  formatNumber,
  movesInPips,
  type Direction,
  type InputErrors,
  type InstrumentSpec,
} from './trading-calculator.model';
import type { CalculatorInputs } from './use-calculator-inputs';
import { useInstrumentPrice, type IndicativePrices } from './use-calculator-price';
import type { tradingCalculatorWords } from './trading-calculator.words';

/** The calculator's words. */
export type CalculatorWords = Translate<KeyOf<typeof tradingCalculatorWords>>;

const DIRECTIONS: readonly Direction[] = ['buy', 'sell'];

/** The price Calculate will use, and whether it is live; while none is known, why. Only this line follows the ticks. */
function PriceLine(props: { spec: InstrumentSpec; source: PriceLineSource; locale: string; t: CalculatorWords }) {
  const { spec, source, locale, t } = props;
  const { current: price, decimals } = useInstrumentPrice(source.feed, spec, source.indicative);
  return (
    <p part="price" data-source={price ? (price.live ? 'live' : 'indicative') : 'none'}>
      {price
        ? richText(t(price.live ? 'live_price' : 'indicative_price', { symbol: spec.symbol }), {
            price: <strong>{formatPrice(price.price, decimals, locale)}</strong>,
          })
        : t(source.waiting ? 'waiting_price' : 'no_price', { symbol: spec.symbol })}
    </p>
  );
}

/** Where the price line reads its price: the feed, the indicative prices, and whether the feed still connects. */
interface PriceLineSource {
  feed: QuotesFeed | null;
  indicative: IndicativePrices;
  waiting: boolean;
}

/**
 * The inputs: instrument, direction, lot size, leverage, account currency and price move, the
 * price, and Calculate. `onCalculate` answers with the refused fields; the first refused input is
 * focused.
 */
export function CalculatorForm(props: {
  specs: readonly InstrumentSpec[];
  spec: InstrumentSpec;
  inputs: CalculatorInputs;
  leverages: readonly number[];
  currencies: readonly string[];
  price: PriceLineSource;
  errors: InputErrors;
  locale: string;
  t: CalculatorWords;
  onCalculate: () => InputErrors;
}) {
  const { specs, spec, inputs, leverages, currencies, price, errors, locale, t, onCalculate } = props;
  const { values, set } = inputs;
  const lotsInput = useRef<HTMLInputElement>(null);
  const moveInput = useRef<HTMLInputElement>(null);
  const priceErrorId = useId();
  const forex = movesInPips(spec);
  const problem = (key: InputErrors[keyof InputErrors]) => key && t(key, { max: MAX_LOT, symbol: spec.symbol });

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const found = onCalculate();
    if (found.lots) lotsInput.current?.focus();
    else if (found.move) moveInput.current?.focus();
  };

  return (
    <form part="form" noValidate onSubmit={calculate}>
      <SelectField
        label={t('instrument')}
        part="input instrument"
        value={spec.symbol}
        options={specs.map((item) => item.symbol)}
        onChange={set.symbol}
      />
      <fieldset part="field direction">
        <legend>{t('direction')}</legend>
        <SegmentedOptions
          name="direction"
          options={DIRECTIONS.map((value) => ({ value, label: t(value) }))}
          value={values.direction}
          onChange={set.direction}
        />
      </fieldset>
      <NumberField
        label={t('lots')}
        name="lots"
        value={values.lotsText}
        hint={t('lots_hint', {
          size: formatNumber(spec.contractSize, locale),
          unit: (forex && spec.base) || t('units'),
        })}
        error={problem(errors.lots)}
        inputRef={lotsInput}
        onChange={set.lotsText}
      />
      <SelectField
        label={t('leverage')}
        part="input leverage"
        value={values.leverage}
        options={leverages}
        text={(value) => `1:${formatNumber(value, locale)}`}
        onChange={(value) => set.leverage(Number(value))}
      />
      <SelectField
        label={t('currency')}
        part="input account"
        value={values.account}
        options={currencies}
        onChange={set.account}
      />
      <NumberField
        label={t(forex ? 'move_pips' : 'move_points')}
        name="move"
        value={values.moveText}
        hint={t(forex ? 'move_hint_pip' : 'move_hint_point', { size: formatNumber(spec.pipSize, locale, 6) })}
        error={problem(errors.move)}
        inputRef={moveInput}
        onChange={set.moveText}
      />
      <PriceLine spec={spec} source={price} locale={locale} t={t} />
      <FieldError id={priceErrorId}>{problem(errors.price)}</FieldError>
      <button type="submit" part="submit" className="accent-button">
        {t('calculate')}
      </button>
    </form>
  );
}
