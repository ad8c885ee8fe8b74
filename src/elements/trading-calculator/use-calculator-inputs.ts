import { useState } from 'react';
import { formatNumber, type Direction, type InstrumentSpec } from './trading-calculator.model';
import type { TradingCalculatorProps } from './trading-calculator.attributes';

/**
 * The visitor's choices, first as the attributes set them: the instrument (else the first),
 * buy, the lot size and price move written in the page locale, the leverage and the account
 * currency when their lists hold them (else the first of each).
 */
export function useCalculatorInputs(
  props: TradingCalculatorProps,
  specs: readonly InstrumentSpec[],
  currencies: readonly string[],
  locale: string,
) {
  const [symbol, setSymbol] = useState(() => props.instrument.toUpperCase() || specs[0]?.symbol || '');
  const [direction, setDirection] = useState<Direction>('buy');
  const [lotsText, setLotsText] = useState(() => formatNumber(props.lots, locale));
  const [leverage, setLeverage] = useState(() =>
    props.leverages.includes(props.leverage) ? props.leverage : props.leverages[0]!,
  );
  const [account, setAccount] = useState(() => {
    const wanted = props.accountCurrency.toUpperCase();
    return currencies.includes(wanted) ? wanted : currencies[0]!;
  });
  const [moveText, setMoveText] = useState(() => formatNumber(props.pips, locale));
  return {
    values: { symbol, direction, lotsText, leverage, account, moveText },
    set: {
      symbol: setSymbol,
      direction: setDirection,
      lotsText: setLotsText,
      leverage: setLeverage,
      account: setAccount,
      moveText: setMoveText,
    },
  };
}

export type CalculatorInputs = ReturnType<typeof useCalculatorInputs>;
