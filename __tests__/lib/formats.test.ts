import { formatPolicyDate } from '../../src/lib/dates';
import { formatCents, formatPrice, formatPriceRange } from '../../contract/values/money';

// The site's money and date formats, written out instead of with Intl (docs/performance.md): the
// same strings Intl gives for en-US dollars and en-GB dates.

describe('money', () => {
  it('shows whole dollars with thousands grouped', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(999)).toBe('$999');
    expect(formatPrice(5000)).toBe('$5,000');
    expect(formatPrice(1234567)).toBe('$1,234,567');
    expect(formatPrice(2499.6)).toBe('$2,500');
  });

  it('shows cents as dollars and cents', () => {
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(4900)).toBe('$49.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-1999)).toBe('-$19.99');
  });

  it('agrees with Intl for every price the site can show', () => {
    const intl = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    for (const cents of [0, 1, 99, 100, 1001, 99999, 100000, 2500050, 999999999]) {
      expect(formatCents(cents)).toBe(intl.format(cents / 100));
    }
  });

  it('shows ranges, open-ended ones with a plus', () => {
    expect(formatPriceRange({ min: 5000, max: 10000 })).toBe('$5,000 – $10,000');
    expect(formatPriceRange({ min: 60000, max: 100000, openEnded: true })).toBe(
      '$60,000 – $100,000+',
    );
  });
});

describe('policy dates', () => {
  it('shows an ISO date in British style, whatever the time zone', () => {
    expect(formatPolicyDate('2026-11-01')).toBe('1 November 2026');
    expect(formatPolicyDate('2027-01-31')).toBe('31 January 2027');
    expect(formatPolicyDate('2026-12-09')).toBe('9 December 2026');
  });
});
