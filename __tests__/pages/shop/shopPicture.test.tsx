// A product whose image is an upload of the media library: the shop shows it through the one
// <picture> component, with the variants, alt text, size and focal point the API gives.

import { configure, screen, within } from '@testing-library/react';
import type { ProductResponse } from '../../../src/api/types';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const product = (id: number, title: string, image: string): ProductResponse => ({
  id,
  title,
  price: 30,
  description: `${title}: a description.`,
  category: 'ui-kits',
  image,
  rating: { rate: 4.5, count: 10 },
});
const CATALOGUE = [product(1, 'Harbour: Agency Website Template', '/media/products/p1.svg')];
const shop = () => renderApp('/products', { preloadedState: loggedOut });
const grid = () => screen.findByRole('list', { name: 'Products' });

describe('a product whose image is an upload of the media library', () => {
  const key = '0b7f3c1e-2a4d-4c5e-9f60-1a2b3c4d5e6f';
  const uploaded: ProductResponse = {
    ...product(6, 'Photo Kit', `/media/uploads/${key}.jpg`),
    imageInfo: { width: 1000, height: 500, alt: 'A camera on a desk', focalX: 0.8, focalY: 0.2 },
  };

  it('is a <picture> of its variants with its alt text, size and focal point', async () => {
    const items = [uploaded, ...CATALOGUE];
    net.on('GET', '/api/shop/products', () =>
      json({ items, total: items.length, all: items.length, page: 1, pageSize: 24, pages: 1 }),
    );
    shop();
    const image = await within(await grid()).findByRole('img', { name: 'A camera on a desk' });
    expect(image).toHaveAttribute('width', '1000');
    expect(image).toHaveAttribute('height', '500');
    // The first card's image is the page's largest: fetched at once and first.
    expect(image).toHaveAttribute('fetchpriority', 'high');
    const base = `/media/uploads/${key}`;
    expect(image.getAttribute('srcset')).toBe(
      `${base}-320.jpg 320w, ${base}-640.jpg 640w, ${base}-960.jpg 960w, ${base}-1000.jpg 1000w`,
    );
    const picture = image.parentElement!;
    expect(picture.tagName).toBe('PICTURE');
    const sources = [...picture.querySelectorAll('source')];
    expect(sources.map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]!.getAttribute('srcset')).toContain(`${base}-1000.avif 1000w`);
    expect(sources[0]!.getAttribute('sizes')).toBe(image.getAttribute('sizes'));
    // Cropped to the card around its focal point (80 % across, 20 % down).
    expect(image.className).toMatch(/\bx8\b/);
    expect(image.className).toMatch(/\by2\b/);
    // A demo image (SVG) stays a plain <img>.
    const svg = within(await grid()).getByRole('img', { name: /Harbour/ });
    expect(svg.parentElement!.tagName).not.toBe('PICTURE');
    expect(svg).not.toHaveAttribute('srcset');
  });
});
