// How the site writes amounts of money: US dollars, in one format everywhere. Not content (no
// words): the shop, the cart, the back office and the pricing and course pages all use it.

/** A price range in whole US dollars. `openEnded` adds a '+' after the maximum. */
export interface PriceRange {
  readonly min: number;
  readonly max: number;
  readonly openEnded?: boolean;
}

const wholeDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const dollarsAndCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Whole dollars: 5000 → '$5,000'. */
export const formatPrice = (n: number): string => wholeDollars.format(n);

/** Whole cents as dollars and cents, for the shop and the cart: 4900 → '$49.00'. */
export const formatCents = (cents: number): string => dollarsAndCents.format(cents / 100);

/** '$5,000 – $10,000', or '$60,000 – $100,000+' when the range is open-ended. */
export const formatPriceRange = (range: PriceRange): string =>
  `${formatPrice(range.min)} – ${formatPrice(range.max)}${range.openEnded ? '+' : ''}`;
