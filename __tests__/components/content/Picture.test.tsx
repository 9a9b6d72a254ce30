// The one <picture> of the site's uploads (src/components/content/Picture.tsx), as the prerenderer and
// the server render it: the LCP image is preloaded once, in AVIF, with its srcset and sizes.

import { renderToString } from 'react-dom/server';
import { Picture } from '../../../src/components/content/Picture';

const key = '0b7f3c1e-2a4d-4c5e-9f60-1a2b3c4d5e6f';
const base = `/media/uploads/${key}`;
const links = (html: string) => html.match(/<link [^>]*>/g) ?? [];

it('preloads the page’s largest upload once, in AVIF, with fetchpriority high', () => {
  const html = renderToString(
    <Picture src={`${base}.jpg`} alt="A hero" width={1920} height={1080} sizes="100vw" priority />,
  );
  const preloads = links(html).filter((l) => l.includes('rel="preload"'));
  expect(preloads).toHaveLength(1);
  expect(preloads[0]).toContain('type="image/avif"');
  expect(preloads[0]).toContain('fetchPriority="high"');
  expect(preloads[0]).toContain(`imageSrcSet="${base}-320.avif 320w`);
  expect(preloads[0]).toContain(`${base}-1920.avif 1920w"`);
  expect(preloads[0]).toContain('imageSizes="100vw"');
  expect(html).toContain('<picture>');
  expect(html).toMatch(/<img[^>]* width="1920" height="1080"/);
});

it('preloads nothing for an image that is not the largest, and loads it lazily', () => {
  const html = renderToString(
    <Picture src={`${base}.png`} alt="" width={500} height={500} sizes="64px" />,
  );
  expect(links(html)).toEqual([]);
  expect(html).toContain('loading="lazy"');
  // Transparency: the fallback is PNG.
  expect(html).toContain(`srcSet="${base}-320.png 320w, ${base}-500.png 500w"`);
});
