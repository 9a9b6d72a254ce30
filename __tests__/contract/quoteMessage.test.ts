import { type QuoteDetails, quoteMessage, quoteOwnWords } from '../../contract/values/leads';

// A quote request's message holds its answers as lines, then the visitor's words: the staff
// screens and the notification show the answers once, as a table, and take them off the message.

const details: QuoteDetails = {
  service: 'Web Development',
  tier: 'Standard',
  answers: [
    { label: 'How many pages or screens?', value: '6 to 20' },
    { label: 'Company', value: 'Analytical Engines Ltd' },
  ],
  estimate: { low: 25500, high: 38000, currency: 'USD' },
};
const labels = { service: 'Service', tier: 'Tier', estimate: 'Indicative price range' };

it('gives back the visitor’s own words, line breaks and all, or nothing when they wrote none', () => {
  const words = 'An online catalogue.\n\nAnd a shop, later.';
  expect(quoteOwnWords(quoteMessage(details, labels, words), details)).toBe(words);
  expect(quoteOwnWords(quoteMessage(details, labels, ''), details)).toBe('');
  const noRange = { ...details, estimate: null };
  expect(quoteOwnWords(quoteMessage(noRange, { ...labels, tier: 'Level' }, 'Hi'), noRange)).toBe(
    'Hi',
  );
});

it('hides nothing of a message that does not start with the answers', () => {
  const other = 'Service: Web Development\nTier: Premium\n\nCall me.';
  expect(quoteOwnWords(other, details)).toBe(other);
  expect(quoteOwnWords('Just a message', details)).toBe('Just a message');
});
