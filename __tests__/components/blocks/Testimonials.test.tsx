// The testimonials block: its schema (contract/blocks/testimonials.ts) and its renderer, which
// asks the testimonials' API once the page runs (as the home page does) and shows the newest or
// the clients it names, as many as it asks; until they come, or when none match, nothing.

import { screen, waitFor, within } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block, documentsOf } from '../../../contract/blocks';
import { TestimonialsBlock } from '../../../contract/blocks/testimonials';
import { api } from '../../../src/api/api';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { refusals, renderBlocks, served } from './blockHarness';

const quote = (id: number, name: string) => ({
  id,
  name,
  designation: `Owner, ${name} Ltd`,
  message: `${name} says it works.`,
  photo: null,
});
const TESTIMONIALS = [quote(1, 'Nadia Curtis'), quote(2, 'Owen Price'), quote(3, 'Lena Fischer')];
const block = {
  type: 'testimonials',
  id: 'voices',
  heading: 'What our clients say',
  intro: '',
  count: 2,
  names: [] as string[],
};

const net = fetchDoubleForEachTest();
beforeEach(() => net.on('GET', '/api/ts/getall', () => json(TESTIMONIALS)));

it('accepts a block, and refuses more than 12 or a blank name; it names no document', () => {
  expect(Check(Block, block)).toBe(true);
  expect(refusals(TestimonialsBlock, { ...block, count: 20 })).toEqual(['/count']);
  expect(refusals(TestimonialsBlock, { ...block, names: [' '] })).toContain('/names/0');
  expect(documentsOf([block] as Block[])).toEqual([]);
});

it('shows as many testimonials as asked, each a quote with its client', async () => {
  renderBlocks([block]);
  const section = await screen.findByRole('region', { name: 'What our clients say' });
  const quotes = within(section).getAllByRole('figure');
  expect(quotes).toHaveLength(2);
  expect(within(quotes[0]!).getByText('Nadia Curtis says it works.')).toBeVisible();
  expect(within(quotes[1]!).getByText('Owen Price')).toBeVisible();
});

it('shows the clients it names, in its order', async () => {
  renderBlocks([{ ...block, names: ['Lena Fischer', 'Nadia Curtis'] }]);
  const section = await screen.findByRole('region', { name: 'What our clients say' });
  expect(
    within(section)
      .getAllByRole('blockquote')
      .map((q) => q.textContent),
  ).toEqual(['Lena Fischer says it works.', 'Nadia Curtis says it works.']);
});

it('shows nothing for names no testimonial has', async () => {
  const { container, store } = renderBlocks([{ ...block, names: ['Nobody'] }]);
  await waitFor(() =>
    expect(api.endpoints.getTestimonials.select()(store.getState()).isSuccess).toBe(true),
  );
  expect(net.requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/ts/getall']);
  expect(container).toBeEmptyDOMElement();
});

it('the server renders nothing before the API answers, and hydration changes nothing', () => {
  const { errors, html, hydrated } = served([block]);
  expect(errors).toEqual([]);
  expect(html).toBe('');
  expect(hydrated).toBe(html);
});
