// The opening band (hero) and the call to action: their schemas (contract/blocks/), and their
// renderers (src/components/blocks/) as a visitor finds them, rendered by the server and
// hydrated by the browser alike.

import { screen, within } from '@testing-library/react';
import { Check } from 'typebox/value';
import { Block } from '../../../contract/blocks';
import { CallToActionBlock } from '../../../contract/blocks/call-to-action';
import { HeroBlock } from '../../../contract/blocks/hero';
import { refusals, renderBlocks, served } from './blockHarness';

const image = { url: '/images/hero.svg', alt: 'A kestrel over a city', width: 640, height: 480 };
const hero = {
  type: 'hero',
  id: 'top',
  headline: 'Cloud migration',
  text: 'Move your systems without stopping them.',
  image: [image],
  links: [
    { label: 'Get a quote', path: '/quote', context: '' },
    { label: 'Read more', path: '/services', context: 'about our services' },
  ],
};
const cta = {
  type: 'callToAction',
  id: 'next',
  heading: 'Ready to move?',
  text: 'Call {name} on {phone}.',
  link: { label: 'Contact us', path: '/contact', context: '' },
};

describe('the opening band (hero)', () => {
  it('accepts a hero, and refuses one without a headline or with three buttons, saying where', () => {
    expect(Check(Block, hero)).toBe(true);
    expect(Check(Block, { ...hero, image: [], links: [] })).toBe(true);
    expect(refusals(HeroBlock, { ...hero, headline: '' })).toContain('/headline');
    const three = { ...hero, links: [...hero.links, hero.links[0]] };
    expect(refusals(HeroBlock, three)).toContain('/links');
    expect(refusals(HeroBlock, { ...hero, image: [{ ...image, url: 'javascript:x' }] })).toEqual([
      '/image/0/url',
    ]);
  });

  it("shows the page's one main heading, its text, its buttons and its illustration", () => {
    renderBlocks([hero]);
    const band = screen.getByRole('region', { name: 'Cloud migration' });
    expect(within(band).getByRole('heading', { level: 1 })).toHaveTextContent('Cloud migration');
    expect(within(band).getByText('Move your systems without stopping them.')).toBeVisible();
    expect(within(band).getByRole('link', { name: 'Get a quote' })).toHaveAttribute(
      'href',
      '/quote',
    );
    expect(
      within(band).getByRole('link', { name: 'Read more about our services' }),
    ).toHaveAttribute('href', '/services');
    const picture = within(band).getByRole('img', { name: 'A kestrel over a city' });
    expect(picture).toHaveAttribute('width', '640');
    expect(picture).toHaveAttribute('height', '480');
  });

  it('leaves out the illustration and the buttons it does not have', () => {
    renderBlocks([{ ...hero, image: [], links: [] }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Cloud migration' })).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the call to action', () => {
  it('accepts a call to action, and refuses one without a button or naming an unknown fact', () => {
    expect(Check(Block, cta)).toBe(true);
    const { link: _link, ...noLink } = cta;
    expect(refusals(CallToActionBlock, noLink)).toEqual(['/']);
    expect(refusals(CallToActionBlock, { ...cta, text: 'Ask {nobody}.' })).toContain('/text');
  });

  it("shows its heading, its text with the company's facts and its button", () => {
    renderBlocks([cta]);
    const band = screen.getByRole('region', { name: 'Ready to move?' });
    expect(within(band).getByText(/^Call Kestrel Software on \+?[\d ()-]+\.$/)).toBeVisible();
    expect(within(band).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

it('the server and the browser draw the same markup for both', () => {
  const { errors, html, hydrated } = served([hero, cta]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Cloud migration');
});
