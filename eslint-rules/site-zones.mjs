import fs from 'node:fs';
import path from 'node:path';

// The site's layers, lowest first; a folder imports only from itself and the layers below it:
//   config, lib  →  content  →  api  →  features  →  components  →  pages, layout  →  app
//   →  the entries (main.tsx, boot.tsx, prerender.tsx)
// and on top of that:
// - components know nothing of the store: they import other components, content, config, lib,
//   assets and styles only (not api, not features, not react-redux or Redux Toolkit); but the
//   blocks a page is built from (src/components/blocks/) read the documents they show and send
//   their forms, so they sit above the rest of components, beside layout: they may use features,
//   api and the typed hooks, and no other component imports them;
// - features, pages and layout reach up for the store's typed bindings only: src/app/hooks.ts
//   (features also withTypes.ts and rootReducer.ts, for typed thunks, listeners and reducers);
// - nothing but the route table (src/app/routes.tsx) imports a page, and a page imports from its
//   own area (src/pages/<area>/) only: never src/layout, never another area;
// - the back office (src/staff/) sits beside the pages, and likewise nothing but the route table
//   imports it: each of its areas (src/staff/<area>/) imports its own folder, the back office's
//   shared pieces (src/staff/common/) and the layers below pages, never another area's files; its
//   frame (the files at the top of src/staff/) imports no area but through the route table's two
//   roots (area.ts, admin.ts).
// __tests__/lint/boundaries.test.ts proves each rule still fails a forbidden import.
/** What any layer may import besides itself: settings, helpers, words, images and styles. */
const BASE = ['./config', './lib', './content', './assets', './styles'];
const STORE_BINDINGS = ['./app/hooks.ts', './app/withTypes.ts', './app/rootReducer.ts'];
const layer = (target, allowed, message) => ({ target, from: './src', except: allowed, message });
const root = path.resolve(import.meta.dirname, '..');
const foldersIn = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const pageAreas = foldersIn('src/pages');
/** The back office's areas; its shared pieces (src/staff/common/) are no area's. */
const staffAreas = foldersIn('src/staff').filter((name) => name !== 'common');
/** What a view may import besides its own folder: the layers below it and the typed hooks. */
const VIEW_LAYERS = ['./components', './features', './api', ...BASE];
export const LAYERS = [
  layer('./src/config', ['./config'], 'config imports nothing else from src/.'),
  layer('./src/lib', ['./lib', './config'], 'lib imports only config.'),
  layer(
    './src/content',
    ['./content', './config', './lib', './assets'],
    'content imports only config, lib and assets.',
  ),
  layer(
    './src/api',
    ['./api', './config', './lib', './content'],
    'api imports only content, config and lib.',
  ),
  layer(
    './src/features',
    ['./features', './api', './config', './lib', './content', ...STORE_BINDINGS],
    'features import only api, content, config, lib and the typed store bindings (src/app/hooks.ts, withTypes.ts, rootReducer.ts).',
  ),
  layer(
    ['./src/components/*.{ts,tsx}', './src/components/!(blocks)/**'],
    ['./components', ...BASE],
    'components know nothing of the store: they import only other components, content, config, lib, assets and styles.',
  ),
  {
    target: ['./src/components/*.{ts,tsx}', './src/components/!(blocks)/**'],
    from: './src/components/blocks',
    message: 'components never import the blocks of a page: pages do (src/components/blocks/).',
  },
  layer(
    './src/components/blocks',
    ['./components', './features', './api', ...BASE, './app/hooks.ts'],
    "a page's blocks import components, features, api, content, config, lib, assets, styles and src/app/hooks.ts (blocks read the documents they show); never a page or src/layout.",
  ),
  layer(
    './src/layout',
    ['./layout', './components', './features', './api', ...BASE, './app/hooks.ts'],
    'layout imports components, features, api, content, config, lib, assets, styles and src/app/hooks.ts; never a page.',
  ),
  ...pageAreas.map((area) =>
    layer(
      `./src/pages/${area}`,
      [`./pages/${area}`, './components', './features', './api', ...BASE, './app/hooks.ts'],
      `a page imports from its own area (src/pages/${area}/), components, features, api, content, config, lib, assets, styles and src/app/hooks.ts; never src/layout or another area.`,
    ),
  ),
  // Every page lives in its area's folder, where the zone above applies.
  layer('./src/pages/*.{ts,tsx}', [], 'a page lives in its area (src/pages/<area>/).'),
  {
    target: ['./src/app/!(routes.tsx)', './src/main.tsx', './src/boot.tsx', './src/prerender.tsx'],
    from: ['./src/pages', './src/staff'],
    message: 'nothing imports a page or the back office but the route table (src/app/routes.tsx).',
  },
  layer(
    './src/staff/common',
    ['./staff/common', ...VIEW_LAYERS, ...STORE_BINDINGS],
    "the back office's shared pieces import each other and the layers below pages (components, features, api, content, config, lib, assets, styles, the typed store bindings); never an area.",
  ),
  layer(
    './src/staff',
    ['./staff', ...VIEW_LAYERS, ...STORE_BINDINGS],
    'the back office imports itself, components, features, api, content, config, lib, assets, styles and the typed store bindings; never a page or src/layout.',
  ),
  ...staffAreas.map((area) =>
    layer(
      `./src/staff/${area}`,
      [`./staff/${area}`, './staff/common', ...VIEW_LAYERS, ...STORE_BINDINGS],
      `a back-office area imports its own folder (src/staff/${area}/), the back office's shared pieces (src/staff/common/), components, features, api, content, config, lib, assets, styles and the typed store bindings; never another area.`,
    ),
  ),
  {
    target: './src/staff/!(area|admin).{ts,tsx}',
    from: staffAreas.map((area) => `./src/staff/${area}`),
    message:
      "the back office's frame imports no area: the route table loads them (src/staff/area.ts, admin.ts).",
  },
];
