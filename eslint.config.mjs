import fs from 'node:fs';
import path from 'node:path';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import cycles from './eslint-rules/no-cycle.mjs';
import noHandBuiltMailto from './eslint-rules/no-hand-built-mailto.mjs';

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
const root = import.meta.dirname;
/** Our own rules (eslint-rules/). */
const kestrel = {
  meta: { name: 'kestrel' },
  rules: { ...cycles.rules, 'no-hand-built-mailto': noHandBuiltMailto },
};
/** What any layer may import besides itself: settings, helpers, words, images and styles. */
const BASE = ['./config', './lib', './content', './assets', './styles'];
const STORE_BINDINGS = ['./app/hooks.ts', './app/withTypes.ts', './app/rootReducer.ts'];
const layer = (target, allowed, message) => ({ target, from: './src', except: allowed, message });
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
const LAYERS = [
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

// The server's folders (docs/architecture.md, "The server"): data flows one way, from the
// plumbing (platform/, config/, security/, db/) through the domains to the rendered site (site/)
// and the app's assembly (app.ts, services.ts, index.ts):
// - platform/ and security/ import only each other, config/ and db/: never a domain, the site,
//   or the assembly; db/, which still holds the domains' stores, never imports the site, a route
//   or the assembly;
// - config/ reads the settings each domain declares (its settings.ts) and nothing else of it;
// - no domain imports the site or the assembly, nor another domain's store, tables or routes
//   (the site neither): it calls that domain's services;
// - the site calls the domains' services, never a store: from db/ it takes the data layer's entry
//   (db/index.ts, for its types) only, and no domain's store*.ts, store/ or tables.ts.
// __tests__/lint/boundaries.test.ts proves each rule still fails a forbidden import.
const SERVER_DOMAINS = [
  'accounts',
  'mail',
  'hiring',
  'leads',
  'content',
  'media',
  'analytics',
  'courses',
  'newsletter',
];
/** The folder a domain's code still has outside its own folder: the API routes. */
const SERVER_DOORS = ['routes'];
/** What a domain keeps to itself: its queries, its tables and its HTTP routes. */
const DOMAIN_INTERNALS = [
  'store*.ts',
  'store/**',
  '{tables,rows,routes}.ts',
  'routes/**',
  'staff-*.ts',
];
const ASSEMBLY = [
  './server/app.ts',
  './server/app-options.ts',
  './server/services.ts',
  './server/index.ts',
];
const PLUMBING = ['./platform', './config', './security', './db'];
const SERVER_ZONES = [
  ...['platform', 'security'].map((folder) => ({
    // platform/api/openapi.ts builds the app to write its description: an entry, like index.ts.
    target:
      folder === 'platform' ? './server/platform/{*.ts,api/!(openapi).ts}' : `./server/${folder}`,
    from: './server',
    except: PLUMBING,
    message: `server/${folder}/ is plumbing: it imports only platform/, config/, security/ and db/, never a domain, the site or the app's assembly.`,
  })),
  {
    target: './server/db',
    from: ['./server/site', './server/routes', ...ASSEMBLY],
    message:
      "server/db/ is the data layer: it never imports the rendered site, an API route or the app's assembly.",
  },
  {
    target: './server/db',
    from: ['./server/*/routes.ts', './server/!(db)/staff-*.ts', './server/*/routes/**'],
    message:
      "server/db/ is the data layer: it never imports a domain's API routes (routes.ts, staff-*.ts, routes/).",
  },
  {
    target: './server/config',
    from: './server',
    except: [
      './config',
      './platform',
      './db/settings.ts',
      './accounts/session-settings.ts',
      './hiring/settings.ts',
      './mail/settings.ts',
    ],
    message:
      "server/config/ imports only platform/ and the settings each domain declares (its settings.ts), never a domain's code.",
  },
  {
    target: [...SERVER_DOMAINS, ...SERVER_DOORS].map((folder) => `./server/${folder}`),
    from: ['./server/site', ...ASSEMBLY],
    message:
      "A domain never imports the rendered site (server/site/) or the app's assembly: the site calls the domains.",
  },
  // A domain's store, tables and routes are its own: the other domains and the site call its
  // services (any other module of its folder), and only the assembly mounts its routes.
  ...SERVER_DOMAINS.map((domain) => ({
    target: [
      ...SERVER_DOMAINS.filter((other) => other !== domain).map((other) => `./server/${other}`),
      './server/site',
      './server/cli',
    ],
    from: DOMAIN_INTERNALS.map((internal) => `./server/${domain}/${internal}`),
    message: `server/${domain}/'s store, tables and routes are its own: another domain or the site calls its services (its other modules), never store*.ts, store/, tables.ts, rows.ts, routes or staff-*.ts.`,
  })),
  {
    target: './server/site',
    from: './server/db',
    except: ['./index.ts'],
    message:
      "server/site/ calls the domains' services, never a store: from server/db/ it imports only the data layer's entry (db/index.ts).",
  },
];

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      '.tools/',
      'dist/',
      'build/',
      'data/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
    ],
  },
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', '__tests__/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // No import cycles anywhere in the site or the server, type-only imports included:
    // import-x/no-cycle skips type-only imports and has no option to count them, so the rule is
    // our own (eslint-rules/no-cycle.mjs).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { kestrel },
    rules: { 'kestrel/no-cycle': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css', '.svg'] }),
      ],
    },
  },
  {
    // Every mailto: link is built by mailtoHref, which encodes the address and each field: one
    // written by hand lets an address like `x?cc=…&bcc=…@example.com` add recipients
    // (docs/security.md, "The inbox's reply link").
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/mailto.ts'],
    rules: { 'kestrel/no-hand-built-mailto': 'error' },
  },
  {
    // Each source file stays under 300 lines (CONTRIBUTING.md): the site's, the server's, the
    // contract's, the scripts' and the browser tests'; a longer one is split along the seams it
    // already has. (The Jest suites' files are not held to it.)
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'contract/**/*.ts',
      'scripts/**/*.{mjs,ts}',
      'e2e/**/*.ts',
    ],
    rules: { 'max-lines': ['error', { max: 300 }] },
  },
  {
    // The layers above: each zone lists what its folder may import from src/.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: LAYERS }] },
  },
  {
    // The server never imports the site, and the contract neither of them: what both sides need
    // (limits, the company's facts) is in contract/. Inside the server, SERVER_ZONES.
    files: ['server/**/*.ts', 'contract/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: './server',
              from: './src',
              message:
                "The server never imports from src/: put what both sides need in contract/ (the company's facts: contract/values/company.ts).",
            },
            {
              target: './contract',
              from: ['./src', './server'],
              message: 'The contract imports neither the site nor the server.',
            },
            ...SERVER_ZONES,
          ],
        },
      ],
    },
  },
  // contract/values/ holds what the site takes from the contract as values: its modules import
  // only each other (no TypeBox, no schema), so that nothing else reaches the browser. Those about
  // content documents are in content/, the forms' limits, patterns and fixed words in forms/, one
  // step away.
  ...[
    ['contract/values/*.ts', '^(?!\\./((content|forms)/)?[^/]+$)', './x, ./content/x, ./forms/x'],
    [
      'contract/values/{content,forms}/*.ts',
      '^(?!(\\.\\.?|\\.\\./(content|forms))/[^/]+$)',
      './x, ../x, ../content/x, ../forms/x',
    ],
  ].map(([files, regex, allowed]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex,
              message: `contract/values/ imports only its own modules (${allowed}): the site imports their values.`,
            },
          ],
        },
      ],
    },
  })),
  {
    // Components use the typed hooks (src/app/hooks.ts), never react-redux's untyped ones, and
    // the site's own links.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/hooks.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useDispatch', 'useSelector', 'useStore'],
              message: 'Use useAppDispatch / useAppSelector from src/app/hooks.ts.',
            },
            {
              // React Router's own carry framework mode's machinery into every page's start-up
              // code (docs/performance.md, "React Router's unused components").
              name: 'react-router-dom',
              importNames: ['Link', 'NavLink', 'LinkProps', 'NavLinkProps', 'Form'],
              message: "Use the site's links: src/components/links/Link.tsx.",
            },
          ],
        },
      ],
    },
  },
  {
    // The site takes values from contract/values/ only; the rest of the contract (schemas) and
    // TypeBox are types to it (import type), so that no schema code reaches the browser
    // (docs/architecture.md).
    // The prerenderer (Node only, never sent to browsers) reads the content documents' seeds.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/prerender.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract/(?!values/)',
              allowTypeImports: true,
              message:
                'The site imports values from contract/values/ only; from the rest of the contract, types (import type).',
            },
            {
              regex: '^typebox($|/)',
              allowTypeImports: true,
              message: 'TypeBox stays out of the browser bundle: import only its types.',
            },
          ],
        },
      ],
    },
  },
  {
    // The content editor checks drafts against the document's JSON Schema with TypeBox's checker:
    // this one module, in the back office's content chunk only (docs/architecture.md).
    files: ['src/staff/content/documentSchema.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^typebox($|/)(?!schema$)',
              allowTypeImports: true,
              message: 'Only the JSON Schema checker (typebox/schema) may reach the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // Components know nothing of the store, not even through the libraries.
    files: ['src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/*'],
              message: 'Components know nothing of the store: take data and callbacks as props.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        module: 'writable',
        require: 'readonly',
        __dirname: 'readonly',
        process: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
);
