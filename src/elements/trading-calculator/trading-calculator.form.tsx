import { useId, useRef, type FormEvent } from 'react';
import { formatPrice } from '../../services/quotes';
import { SegmentedOptions } from '../../widgets/segmented/segmented';
import type { QuotesFeed } from '../../services/quotes-feed';
import { SelectField } from '../../widgets/fields/fields';
import { FieldError, NumberField } from './trading-calculator.fields';
import { formatNumber, type Direction, type InputErrors, type InstrumentSpec } from './trading-calculator.model';
import type { CalculatorInputs } from './use-calculator-inputs';
import { useInstrumentPrice, type IndicativePrices } from './use-calculator-price';

const DIRECTIONS: { value: Direction; label: string }[] = [
  { value: 'buy', label: 'Buy' },
  { value: 'sell', label: 'Sell' },
];

/** The price Calculate will use, and whether it is live; while none is known, why. Only this line follows the ticks. */
function PriceLine({ spec, source, locale }: { spec: InstrumentSpec; source: PriceLineSource; locale: string }) {
  const { current: price, decimals } = useInstrumentPrice(source.feed, spec, source.indicative);
  return (
    <p part="price" data-source={price ? (price.live ? 'live' : 'indicative') : 'none'}>
      {price ? (
        <>
          {price.live ? 'Live price' : 'Indicative price'} {spec.symbol}:{' '}
          <strong>{formatPrice(price.price, decimals, locale)}</strong>
          {price.live ? ' (mid)' : ' — not a live quote; the price when you trade decides the real figures.'}
        </>
      ) : source.waiting ? (
        `Waiting for the live price of ${spec.symbol}…`
      ) : (
        `No price is available for ${spec.symbol}.`
      )}
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
  onCalculate: () => InputErrors;
}) {
  const { specs, spec, inputs, leverages, currencies, price, errors, locale, onCalculate } = props;
  const { values, set } = inputs;
  const lotsInput = useRef<HTMLInputElement>(null);
  const moveInput = useRef<HTMLInputElement>(null);
  const priceErrorId = useId();
  const forex = spec.assetClass === 'forex';

  const calculate = (event: FormEvent) => {
    event.preventDefault();
    const found = onCalculate();
    if (found.lots) lotsInput.current?.focus();
    else if (found.move) moveInput.current?.focus();
  };

  return (
    <form part="form" noValidate onSubmit={calculate}>
      <SelectField
        label="Instrument"
        part="input instrument"
        value={spec.symbol}
        options={specs.map((item) => item.symbol)}
        onChange={set.symbol}
      />
      <fieldset part="field direction">
        <legend>Direction</legend>
        <SegmentedOptions name="direction" options={DIRECTIONS} value={values.direction} onChange={set.direction} />
      </fieldset>
      <NumberField
        label="Lot size"
        name="lots"
        value={values.lotsText}
        hint={`1 lot = ${formatNumber(spec.contractSize, locale)} ${forex ? spec.base : 'units'}; from 0.01`}
        error={errors.lots}
        inputRef={lotsInput}
        onChange={set.lotsText}
      />
      <SelectField
        label="Leverage"
        part="input leverage"
        value={values.leverage}
        options={leverages}
        text={(value) => `1:${formatNumber(value, locale)}`}
        onChange={(value) => set.leverage(Number(value))}
      />
      <SelectField
        label="Account currency"
        part="input account"
        value={values.account}
        options={currencies}
        onChange={set.account}
      />
      <NumberField
        label={`Price move (${forex ? 'pips' : 'points'})`}
        name="move"
        value={values.moveText}
        hint={`Up is positive; 1 ${forex ? 'pip' : 'point'} = ${formatNumber(spec.pipSize, locale, 6)}`}
        error={errors.move}
        inputRef={moveInput}
        onChange={set.moveText}
      />
      <PriceLine spec={spec} source={price} locale={locale} />
      <FieldError id={priceErrorId}>{errors.price}</FieldError>
      <button type="submit" part="submit" className="accent-button">
        Calculate
      </button>
    </form>
  );
}
