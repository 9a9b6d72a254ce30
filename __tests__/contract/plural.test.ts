import { pluralise, withCount } from '../../contract/values/plural';

// Counted words by English's plural rules (Intl.PluralRules), for the site and the server alike.

it('uses the singular for one and the plural for every other count', () => {
  expect(withCount(1, 'sample', 'samples')).toBe('1 sample');
  expect(withCount(0, 'sample', 'samples')).toBe('0 samples');
  expect(withCount(2, 'page view', 'page views')).toBe('2 page views');
  expect(withCount(1.5, 'day', 'days')).toBe('1.5 days');
  expect(withCount(1200, 'review', 'reviews', '1,200')).toBe('1,200 reviews');
  expect(pluralise(1, 'item', 'items')).toBe('item');
  expect(pluralise(-1, 'item', 'items')).toBe('item');
});
