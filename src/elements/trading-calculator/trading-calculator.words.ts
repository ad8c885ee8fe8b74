import type { Words } from '../../contract/words';

/** The trading calculator's words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const tradingCalculatorWords = {
  namespace: 'trading-calculator',
  english: {
    heading: 'Trading calculator',
    instrument: 'Instrument',
    direction: 'Direction',
    buy: 'Buy',
    sell: 'Sell',
    lots: 'Lot size',
    lots_hint: '1 lot = {size} {unit}; from 0.01',
    units: 'units',
    leverage: 'Leverage',
    currency: 'Account currency',
    move_pips: 'Price move (pips)',
    move_points: 'Price move (points)',
    move_hint_pip: 'Up is positive; 1 pip = {size}',
    move_hint_point: 'Up is positive; 1 point = {size}',
    calculate: 'Calculate',
    live_price: 'Live price {symbol}: {price} (mid)',
    indicative_price:
      'Indicative price {symbol}: {price} — not a live quote; the price when you trade decides the real figures.',
    waiting_price: 'Waiting for the live price of {symbol}…',
    no_price: 'No price is available for {symbol}.',
    results: 'Results',
    placeholder: 'Enter your trade and choose Calculate.',
    margin: 'Margin required',
    pip_value: 'Value of 1 pip',
    point_value: 'Value of 1 point',
    profit_pips: {
      one: 'Profit/loss for {move} pip ({direction})',
      other: 'Profit/loss for {move} pips ({direction})',
    },
    profit_points: {
      one: 'Profit/loss for {move} point ({direction})',
      other: 'Profit/loss for {move} points ({direction})',
    },
    basis_live: {
      one: '{lots} lot {symbol} = {units} units at {price} (live), leverage {leverage}.',
      other: '{lots} lots {symbol} = {units} units at {price} (live), leverage {leverage}.',
    },
    basis_indicative: {
      one: '{lots} lot {symbol} = {units} units at {price} (indicative), leverage {leverage}.',
      other: '{lots} lots {symbol} = {units} units at {price} (indicative), leverage {leverage}.',
    },
    no_rate: 'No {pair} rate is available, so the amounts are in {currency}.',
    converted_live: 'Converted from {from} to {to} at {rate} {price} (live mid price).',
    converted_indicative: 'Converted from {from} to {to} at {rate} {price} (indicative price).',
    disclaimer: 'Estimates: margin tiers, swaps, commissions and the spread are not included.',
    lots_not_number: 'Enter the lot size as a number, e.g. 0.5.',
    lots_not_positive: 'The lot size must be greater than 0.',
    lots_too_large: 'The lot size can be at most {max}.',
    lots_step: 'Lot sizes go in steps of 0.01.',
    move_not_number: 'Enter the price move in pips as a number, e.g. 10 or -10.',
    price_missing: 'No price is available for {symbol} yet. Please try again in a moment.',
  },
} as const satisfies Words;
