// The logo strip: its schema (contract/blocks/logo-strip.ts) and its renderer, each logo named by
// its alternative text, linked when it has a link, server-rendered and hydrated alike.

import { screen, within } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block } from '../../../contract/blocks';
import { LogoStripBlock } from '../../../contract/blocks/logo-strip';
import { refusals, renderBlocks, served } from './blockHarness';

const logo = (alt: string, link: string[] = []) => ({
  image: { url: '/images/logo-a.svg', alt, width: 160, height: 64 },
  link,
});
const strip = {
  type: 'logoStrip',
  id: 'clients',
  heading: 'Trusted by',
  logos: [
    logo('Fernbrook Outdoor', ['/case-studies/fernbrook-outdoor-checkout']),
    logo('Tidewater'),
  ],
};

it('accepts 2 to 12 logos, and refuses a single one or a link off the site', () => {
  expect(Check(Block, strip)).toBe(true);
  expect(refusals(LogoStripBlock, { ...strip, logos: [logo('Alone')] })).toEqual(['/logos']);
  const away = { ...strip, logos: [logo('Away', ['https://example.com']), logo('Here')] };
  expect(refusals(LogoStripBlock, away)).toEqual(['/logos/0/link/0']);
});

it('shows each logo by its name, linked to its page when it has a link', () => {
  renderBlocks([strip]);
  const section = screen.getByRole('region', { name: 'Trusted by' });
  const items = within(section).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(within(section).getByRole('link', { name: 'Fernbrook Outdoor' })).toHaveAttribute(
    'href',
    '/case-studies/fernbrook-outdoor-checkout',
  );
  expect(within(items[1]!).queryByRole('link')).toBeNull();
  const image = within(items[1]!).getByRole('img', { name: 'Tidewater' });
  expect(image).toHaveAttribute('width', '160');
  expect(image).toHaveAttribute('height', '64');
});

it('the server and the browser draw the same markup', () => {
  const { errors, html, hydrated } = served([strip]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Trusted by');
});
