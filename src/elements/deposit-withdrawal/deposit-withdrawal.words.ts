import type { Words } from '../../contract/words';

/** The payment methods' words. English: the source of every catalogue (docs/CONTRACT.md, "Language"). */
export const depositWithdrawalWords = {
  namespace: 'deposit-withdrawal',
  english: {
    heading: 'Deposit and withdrawal methods',
    show_for: 'Show methods for',
    deposit: 'Deposit',
    withdrawal: 'Withdrawal',
    country: 'Your country',
    all_countries: 'All countries',
    currency: 'Currency',
    loading: 'Loading payment methods…',
    empty: 'No payment methods are listed at the moment. Please contact support.',
    failed: 'The payment methods could not be loaded. Please try again later or contact support.',
    deposit_count: {
      one: '{count} deposit method',
      other: '{count} deposit methods',
    },
    deposit_count_in: {
      one: '{count} deposit method in {country}',
      other: '{count} deposit methods in {country}',
    },
    deposit_count_for: {
      one: '{count} deposit method for {currency}',
      other: '{count} deposit methods for {currency}',
    },
    deposit_count_in_for: {
      one: '{count} deposit method in {country} for {currency}',
      other: '{count} deposit methods in {country} for {currency}',
    },
    withdrawal_count: {
      one: '{count} withdrawal method',
      other: '{count} withdrawal methods',
    },
    withdrawal_count_in: {
      one: '{count} withdrawal method in {country}',
      other: '{count} withdrawal methods in {country}',
    },
    withdrawal_count_for: {
      one: '{count} withdrawal method for {currency}',
      other: '{count} withdrawal methods for {currency}',
    },
    withdrawal_count_in_for: {
      one: '{count} withdrawal method in {country} for {currency}',
      other: '{count} withdrawal methods in {country} for {currency}',
    },
    no_deposit: 'No deposit methods.',
    no_deposit_in: 'No deposit methods in {country}.',
    no_withdrawal: 'No withdrawal methods.',
    no_withdrawal_in: 'No withdrawal methods in {country}.',
    none_shown: 'Try another currency or country, or contact support for other ways to pay.',
    fee: 'Fee',
    time: 'Processing time',
    minimum: 'Minimum',
    no_minimum: 'None',
    currencies: 'Currencies',
    free: 'Free',
    instant: 'Instant',
    card: 'Card',
    bank: 'Bank transfer',
    ewallet: 'E-wallet',
    crypto: 'Crypto',
  },
} as const satisfies Words;
