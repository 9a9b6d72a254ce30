// A build's shell (its index.html) and manifest, for the tests of the prerenderer
// (src/prerender.tsx) that read the code and styles it lists: prerender.test.tsx and
// prerender-shell.test.tsx.

import type { BuildManifest } from '../../src/prerender';

export const shell =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"></head><body><div id=root></div><script defer src="/assets/main.js"></script></body></html>';

/** A build's manifest: every area's chunk with its own CSS and code. */
const areas = ['home', 'contact', 'about', 'careers', 'services', 'support', 'courses'];
export const manifest: BuildManifest = {
  entry: { js: ['/assets/main.js'], css: ['/assets/main.css'] },
  chunks: Object.fromEntries(
    [
      ...areas,
      'posting',
      'account',
      'password',
      'profile',
      'products',
      'cart',
      'pricing',
      'not-found',
      'boot',
    ].map((name) => [
      name,
      { js: [`/assets/${name}.js`, '/assets/shared.js'], css: [`/assets/${name}.css`] },
    ]),
  ),
};
