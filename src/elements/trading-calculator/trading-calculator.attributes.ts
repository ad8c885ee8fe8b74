import { attr, AttributeError, type PropsOf } from '../../platform/runtime/attributes';
import { checkContractSizes, checkPrices, parseLeverage, type ContractSizes } from './trading-calculator.model';

/** A comma list of leverages, `1:30` or `30` each; one that is neither makes the whole list fall back. */
const leverageList = (fallback: readonly number[]) =>
  attr.list(fallback, (value) => {
    const items = value.split(',').filter((item) => item.trim());
    const leverages = items.map(parseLeverage);
    const bad = items.find((_, index) => Number.isNaN(leverages[index]));
    if (bad !== undefined || leverages.length === 0) {
      throw new AttributeError(`expected a comma list like "1:30, 1:10", got "${bad ?? value}"`);
    }
    return leverages;
  });

export const tradingCalculatorAttributes = {
  instruments: attr.list(['EURUSD', 'GBPUSD', 'USDJPY', 'EURGBP', 'XAUUSD', 'US500', 'GER40', 'BTCUSD']),
  instrument: attr.string(),
  tokenUrl: attr.string(),
  ws_api: attr.string(),
  price: attr.number(0),
  prices: attr.json<Readonly<Record<string, number>>>({}, checkPrices),
  leverages: leverageList([30, 20, 10, 5, 2]),
  leverage: attr.number(30),
  accountCurrencies: attr.list(['USD', 'EUR', 'GBP']),
  accountCurrency: attr.string(),
  contractSizes: attr.json<ContractSizes>({}, checkContractSizes),
  lots: attr.number(1),
  pips: attr.number(10),
  heading: attr.string(),
};

export type TradingCalculatorProps = PropsOf<typeof tradingCalculatorAttributes>;
