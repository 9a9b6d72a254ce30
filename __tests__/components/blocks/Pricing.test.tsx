// The pricing table block: the pricing document's plans (as the pricing page draws them), all or
// the one the block names, named for the page (documentsOf) and server-rendered and hydrated alike.

import { screen, within } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block, documentsOf } from '../../../contract/blocks';
import { PricingBlock } from '../../../contract/blocks/pricing';
import { refusals, renderBlocks, served } from './blockHarness';

const every = { type: 'pricing', id: 'prices', plan: '' };
const one = { ...every, plan: 'web-development' };

it('accepts every plan or one by its address, and refuses an address that cannot be one', () => {
  expect(Check(Block, every)).toBe(true);
  expect(Check(Block, one)).toBe(true);
  expect(refusals(PricingBlock, { ...every, plan: '/pricing#web' })).toEqual(['/plan']);
  expect(documentsOf([one] as Block[])).toEqual(['pricing']);
});

it('shows every plan, each a section of its tiers with their prices and quote links', () => {
  renderBlocks([every]);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Software Development',
    'Web Development',
    'Mobile App Development',
  ]);
  const web = screen.getByRole('region', { name: 'Web Development' });
  const tiers = within(web).getAllByRole('article');
  expect(tiers.map((tier) => within(tier).getByRole('heading', { level: 3 }).textContent)).toEqual([
    'Basic',
    'Standard',
    'Premium',
  ]);
  expect(within(tiers[0]!).getByText(/^\$[\d,]+/)).toBeVisible();
  expect(within(tiers[0]!).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
    'href',
    '/quote?service=web-development&tier=basic',
  );
});

it('shows only the plan it names', () => {
  renderBlocks([one]);
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'Web Development',
  ]);
});

it('the server and the browser draw the same markup', () => {
  const { errors, html, hydrated } = served([every]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Most popular');
});
