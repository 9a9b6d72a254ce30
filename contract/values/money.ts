// How the site writes amounts of money: US dollars, in one format everywhere. Not content (no
// words): the shop, the cart, the back office and the pricing and course pages all use it. A
// job's salary, in its own currency, is currency.ts's.
//
// Written out rather than with Intl.NumberFormat: a browser's first Intl formatter loads its
// locale data, a single task of 20 to 80 ms on a phone, for a format this simple
// (docs/performance.md).

/** A price range in whole US dollars. `openEnded` adds a '+' after the maximum. */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
  readonly openEnded?: boolean;
}

/** Digits grouped in threes with commas: 1234567 → '1,234,567'. */
export const groupThousands = (digits: string): string =>
  digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

const dollars = (n: number, fractionDigits: 0 | 2): string => {
  const [whole = '0', fraction] = Math.abs(n).toFixed(fractionDigits).split('.');
  return `${n < 0 ? '-' : ''}$${groupThousands(whole)}${fraction ? `.${fraction}` : ''}`;
};

/** Whole dollars: 5000 → '$5,000'. */
export const formatPrice = (n: number): string => dollars(n, 0);

/** Whole cents as dollars and cents, for the shop and the cart: 4900 → '$49.00'. */
export const formatCents = (cents: number): string => dollars(cents / 100, 2);

/** '$5,000 – $10,000', or '$60,000 – $100,000+' when the range is open-ended. */
export const formatPriceRange = (range: PriceRange): string =>
  `${formatPrice(range.min)} – ${formatPrice(range.max)}${range.openEnded ? '+' : ''}`;
