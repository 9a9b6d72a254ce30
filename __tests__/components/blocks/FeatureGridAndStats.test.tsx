// The feature grid and the figures (stats) blocks: their schemas (contract/blocks/), their
// renderers (src/components/blocks/) as a visitor finds them, server-rendered and hydrated alike.

import { screen, within } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block } from '../../../contract/blocks';
import { FeatureGridBlock } from '../../../contract/blocks/feature-grid';
import { StatsBlock } from '../../../contract/blocks/stats';
import { refusals, renderBlocks, served } from './blockHarness';

const icon = { url: '/images/icon-speed.svg', alt: 'A stopwatch', width: 48, height: 48 };
const feature = (title: string, withIcon = false) => ({
  title,
  text: `${title} for every client.`,
  icon: withIcon ? [icon] : [],
});
const grid = {
  type: 'featureGrid',
  id: 'features',
  heading: 'What you get',
  intro: 'Everything included.',
  items: [feature('Speed', true), feature('Support')],
};
const stats = {
  type: 'stats',
  id: 'figures',
  heading: 'In numbers',
  items: [
    { value: '120', label: 'Sites launched' },
    { value: '98 %', label: 'Clients who stay' },
  ],
};

describe('the feature grid', () => {
  it('accepts 2 to 12 features, and refuses one or thirteen, saying where', () => {
    expect(Check(Block, grid)).toBe(true);
    expect(refusals(FeatureGridBlock, { ...grid, items: [feature('Alone')] })).toEqual(['/items']);
    const thirteen = Array.from({ length: 13 }, (_, i) => feature(`F${i}`));
    expect(refusals(FeatureGridBlock, { ...grid, items: thirteen })).toEqual(['/items']);
    const untitled = [feature(''), feature('Support')];
    expect(refusals(FeatureGridBlock, { ...grid, items: untitled })).toContain('/items/0/title');
  });

  it('shows its heading, its text and each feature as a card with its title and text', () => {
    const { container } = renderBlocks([grid]);
    const section = screen.getByRole('region', { name: 'What you get' });
    expect(within(section).getByText('Everything included.')).toBeVisible();
    const cards = within(section).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { level: 3, name: 'Speed' })).toBeVisible();
    expect(within(cards[1]!).getByText('Support for every client.')).toBeVisible();
    // Only the first feature has an icon.
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(within(cards[0]!).getByRole('img', { name: 'A stopwatch' })).toBeVisible();
  });
});

describe('the figures (stats)', () => {
  it('accepts 2 to 6 figures, and refuses a long figure or seven', () => {
    expect(Check(Block, stats)).toBe(true);
    const long = { value: 'One hundred and twenty', label: 'Sites' };
    expect(refusals(StatsBlock, { ...stats, items: [long, stats.items[0]] })).toContain(
      '/items/0/value',
    );
    const seven = Array.from({ length: 7 }, () => stats.items[0]);
    expect(refusals(StatsBlock, { ...stats, items: seven })).toEqual(['/items']);
  });

  it('shows each figure with what it counts, as a term and its value', () => {
    renderBlocks([stats]);
    const section = screen.getByRole('region', { name: 'In numbers' });
    const terms = within(section).getAllByRole('term');
    expect(terms.map((term) => term.textContent)).toEqual(['Sites launched', 'Clients who stay']);
    expect(terms.map((term) => term.nextElementSibling?.textContent)).toEqual(['120', '98 %']);
  });
});

it('the server and the browser draw the same markup for both', () => {
  const { errors, html, hydrated } = served([grid, stats]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Clients who stay');
});
