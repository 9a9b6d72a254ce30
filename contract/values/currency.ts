// How the site writes an amount in a currency of its own: a job's salary, in pounds, euros or
// dollars (contract/values/postings.ts, SALARY_CURRENCIES). A module of its own, so that the pages
// that write dollars only (money.ts: the shop, the quote, the pricing) do not carry it.

import { groupThousands } from './money';

const CURRENCY_SIGNS: Readonly<Record<string, string>> = { GBP: '£', EUR: '€', USD: '$' };

/** Whole cents in a currency, whole units when they are: 4500000 GBP → '£45,000'. */
export const formatMoney = (cents: number, currency: string): string => {
  const [whole = '0', fraction] = (cents / 100).toFixed(cents % 100 === 0 ? 0 : 2).split('.');
  const sign = CURRENCY_SIGNS[currency] ?? `${currency} `;
  return `${sign}${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
};
