/**
 * @jest-environment node
 */
// The import boundaries of eslint.config.mjs, proved: ESLint lints small in-memory files placed in
// each layer of src/ (and in server/ and contract/) and must fail every forbidden import and every
// import cycle (and pass the allowed imports), so that a rule cannot silently stop working.
import { type Allowed, describeProbes, type Forbidden } from './probes';

const forbidden: Forbidden[] = [
  [
    'a component imports a page',
    { at: 'src/components/Probe.tsx', imports: ['src/pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports a page with import()',
    { at: 'src/components/Probe.tsx', imports: ['src/pages/home/HomePage.tsx'], kind: 'dynamic' },
    'import-x/no-restricted-paths',
  ],
  [
    'a component uses the store through the typed hooks',
    { at: 'src/components/Probe.tsx', imports: ['src/app/hooks.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports a feature',
    { at: 'src/components/Probe.tsx', imports: ['src/features/cart/cartSlice.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports the API slice',
    { at: 'src/components/Probe.tsx', imports: ['src/api/api.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a component imports react-redux',
    { at: 'src/components/Probe.tsx', imports: ['react-redux'] },
    'no-restricted-imports',
  ],
  [
    'a component imports Redux Toolkit',
    { at: 'src/components/Probe.tsx', imports: ['@reduxjs/toolkit'] },
    'no-restricted-imports',
  ],
  [
    'a component imports a page block',
    { at: 'src/components/content/Probe.tsx', imports: ['src/components/blocks/Blocks.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page block imports a page',
    { at: 'src/components/blocks/Probe.tsx', imports: ['src/pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page block imports the layout',
    { at: 'src/components/blocks/Probe.tsx', imports: ['src/layout/Layout.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the API imports a feature',
    { at: 'src/api/Probe.ts', imports: ['src/features/session/sessionSlice.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'content imports the API',
    { at: 'src/content/Probe.ts', imports: ['src/api/api.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'config imports content',
    { at: 'src/config/Probe.ts', imports: ['src/content/contact.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'lib imports content',
    { at: 'src/lib/Probe.ts', imports: ['src/content/contact.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports a component',
    { at: 'src/features/Probe.ts', imports: ['src/components/forms/Button.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a feature imports the store itself',
    { at: 'src/features/Probe.ts', imports: ['src/app/store.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the layout imports a page',
    { at: 'src/layout/Probe.tsx', imports: ['src/pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page imports a page of another area',
    { at: 'src/pages/shop/Probe.tsx', imports: ['src/pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page imports the layout',
    { at: 'src/pages/shop/Probe.tsx', imports: ['src/layout/Layout.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a page outside an area folder imports anything',
    { at: 'src/pages/Probe.tsx', imports: ['src/components/forms/Button.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the store imports a page',
    { at: 'src/app/Probe.ts', imports: ['src/pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    'an entry imports a page',
    { at: 'src/boot.tsx', imports: ['src/pages/home/HomePage.tsx'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a page uses react-redux's untyped hooks",
    { at: 'src/pages/shop/Probe.tsx', imports: ['react-redux'] },
    'no-restricted-imports',
  ],
  // The contract: what the site may take from it as values, and what it may import itself.
  [
    'the site takes a value from a contract schema module',
    { at: 'src/api/Probe.ts', imports: ['contract/fields.ts'] },
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    'the site takes a value from TypeBox',
    { at: 'src/api/Probe.ts', imports: ['typebox'] },
    '@typescript-eslint/no-restricted-imports',
  ],
  [
    "the company's facts import anything (here TypeBox)",
    { at: 'contract/values/company.ts', imports: ['typebox'] },
    'no-restricted-imports',
  ],
  [
    'a browser-safe value module imports a schema module',
    { at: 'contract/values/Probe.ts', imports: ['contract/fields.ts'] },
    'no-restricted-imports',
  ],
  [
    "a value module of the forms' folder imports a schema module",
    { at: 'contract/values/forms/Probe.ts', imports: ['contract/fields.ts'] },
    'no-restricted-imports',
  ],
  [
    'the contract imports the server',
    { at: 'contract/Probe.ts', imports: ['server/config/index.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the contract imports the site',
    { at: 'contract/Probe.ts', imports: ['src/content/contact.ts'] },
    'import-x/no-restricted-paths',
  ],
  // The server never imports the site.
  [
    'the server imports from src/',
    { at: 'server/mail/Probe.ts', imports: ['src/content/contact.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'the server imports only types from src/',
    { at: 'server/routes/Probe.ts', imports: ['src/api/types.ts'], kind: 'type' },
    'import-x/no-restricted-paths',
  ],
  // The server's folders (SERVER_ZONES): plumbing, domains, the rendered site.
  [
    'platform/ imports a domain',
    { at: 'server/platform/Probe.ts', imports: ['server/mail/emails.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'platform/ imports the rendered site',
    { at: 'server/platform/Probe.ts', imports: ['server/site/site.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'security/ imports an API route',
    { at: 'server/security/Probe.ts', imports: ['server/leads/routes/contact.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "config/ imports a domain's code, not its settings",
    { at: 'server/config/Probe.ts', imports: ['server/mail/emails.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'db/ imports an API route',
    { at: 'server/db/Probe.ts', imports: ['server/content/routes/content.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "db/ imports a domain's API routes",
    { at: 'server/db/Probe.ts', imports: ['server/hiring/routes.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "db/ imports a domain's back-office routes",
    { at: 'server/db/Probe.ts', imports: ['server/leads/routes/staff.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's tables",
    { at: 'server/courses/Probe.ts', imports: ['server/hiring/tables.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's store",
    { at: 'server/courses/Probe.ts', imports: ['server/accounts/store/member-data.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's store module",
    { at: 'server/leads/Probe.ts', imports: ['server/mail/store.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's row helpers",
    { at: 'server/hiring/Probe.ts', imports: ['server/leads/rows.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's API routes",
    { at: 'server/hiring/Probe.ts', imports: ['server/content/routes/content.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's back-office routes",
    { at: 'server/analytics/Probe.ts', imports: ['server/leads/routes/staff-export.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "a domain imports another domain's routes module",
    { at: 'server/accounts/Probe.ts', imports: ['server/courses/routes.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "the rendered site imports a domain's routes",
    { at: 'server/site/Probe.ts', imports: ['server/courses/routes.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "the command line imports a domain's store",
    { at: 'server/cli/Probe.ts', imports: ['server/hiring/store.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'courses/, a domain, imports the rendered site',
    { at: 'server/courses/Probe.ts', imports: ['server/site/site.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    'a domain imports the rendered site',
    { at: 'server/hiring/Probe.ts', imports: ['server/site/apply-page.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "an API route imports the app's assembly",
    { at: 'server/routes/Probe.ts', imports: ['server/services.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "the rendered site imports the data layer's insides",
    { at: 'server/site/Probe.ts', imports: ['server/db/rows.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "the rendered site imports a domain's store",
    { at: 'server/site/Probe.ts', imports: ['server/hiring/store.ts'] },
    'import-x/no-restricted-paths',
  ],
  [
    "the rendered site imports a domain's tables",
    { at: 'server/site/Probe.ts', imports: ['server/hiring/tables.ts'] },
    'import-x/no-restricted-paths',
  ],
  // Cycles: the probe takes the place of a file that the imported module imports back.
  [
    'a slice imports the root reducer, which imports the slice',
    { at: 'src/features/cart/cartSlice.ts', imports: ['src/app/rootReducer.ts'] },
    'kestrel/no-cycle',
  ],
  [
    'a slice imports only types from the root reducer, which imports the slice',
    { at: 'src/features/cart/cartSlice.ts', imports: ['src/app/rootReducer.ts'], kind: 'type' },
    'kestrel/no-cycle',
  ],
  [
    "a server route imports only types from its area's plugin, which imports the route",
    {
      at: 'server/leads/routes/staff-messages.ts',
      imports: ['server/routes/staff/index.ts'],
      kind: 'type',
    },
    'kestrel/no-cycle',
  ],
];

const allowed: Allowed[] = [
  [
    'the route table loads a page',
    { at: 'src/app/routes.tsx', imports: ['src/pages/home/HomePage.tsx'], kind: 'dynamic' },
  ],
  [
    'a component uses content, config, styles and other components',
    {
      at: 'src/components/Probe.tsx',
      imports: [
        'src/content/layout.ts',
        'src/config/paths.ts',
        'src/styles/shared.module.css',
        'src/components/forms/Button.tsx',
      ],
    },
  ],
  [
    'a page uses its area, features, the API, the typed hooks, components and content',
    {
      at: 'src/pages/shop/Probe.tsx',
      imports: [
        'src/pages/shop/CartLink.tsx',
        'src/features/cart/cartSlice.ts',
        'src/api/api.ts',
        'src/app/hooks.ts',
        'src/components/forms/Button.tsx',
        'src/content/shop.ts',
      ],
    },
  ],
  [
    'a feature uses the API, content and the typed thunk helpers',
    {
      at: 'src/features/Probe.ts',
      imports: [
        'src/api/api.ts',
        'src/content/layout.ts',
        'src/app/withTypes.ts',
        'src/config/timing.ts',
      ],
    },
  ],
  [
    'the API uses config and content',
    {
      at: 'src/api/Probe.ts',
      imports: ['src/config/config.ts', 'src/content/layout.ts', 'src/api/types.ts'],
    },
  ],
  [
    'the site takes values from any module of contract/values/',
    {
      at: 'src/content/Probe.ts',
      imports: [
        'contract/values/constants.ts',
        'contract/values/company.ts',
        'contract/values/leads.ts',
      ],
    },
  ],
  [
    'a browser-safe value module imports another',
    { at: 'contract/values/Probe.ts', imports: ['contract/values/constants.ts'] },
  ],
  [
    "a value module of the forms' folder imports one beside it and one a folder up",
    {
      at: 'contract/values/forms/Probe.ts',
      imports: ['contract/values/forms/limits.ts', 'contract/values/lists.ts'],
    },
  ],
  [
    'the site takes types from a contract schema module',
    { at: 'src/api/Probe.ts', imports: ['contract/api/public.ts', 'typebox'], kind: 'type' },
  ],
  [
    "the server uses the contract's schemas and the company's facts",
    {
      at: 'server/mail/Probe.ts',
      imports: ['contract/api/public.ts', 'contract/values/company.ts'],
    },
  ],
  [
    "the rendered site calls a domain's service and takes the data layer's types",
    {
      at: 'server/site/Probe.ts',
      imports: ['server/leads/contact.ts', 'server/db/index.ts', 'server/platform/errors.ts'],
    },
  ],
  [
    "a domain calls other domains' services",
    {
      at: 'server/accounts/Probe.ts',
      imports: [
        'server/mail/outbox.ts',
        'server/hiring/personal-data.ts',
        'server/leads/quote-details.ts',
        'server/content/published.ts',
      ],
    },
  ],
  [
    'the rendered site calls the content and courses services',
    {
      at: 'server/site/Probe.ts',
      imports: ['server/content/postings.ts', 'server/courses/catalogue.ts'],
    },
  ],
  [
    "config/ reads a domain's settings",
    {
      at: 'server/config/Probe.ts',
      imports: ['server/mail/settings.ts', 'server/platform/logger.ts'],
    },
  ],
  [
    'platform/ uses config/, security/ and db/',
    {
      at: 'server/platform/Probe.ts',
      imports: ['server/config/index.ts', 'server/security/cookies.ts', 'server/db/keyset.ts'],
    },
  ],
  [
    'a feature imports only types from the root reducer (no cycle)',
    { at: 'src/features/Probe.ts', imports: ['src/app/rootReducer.ts'], kind: 'type' },
  ],
  [
    'a page block uses features, the API, components and the typed hooks',
    {
      at: 'src/components/blocks/Probe.tsx',
      imports: [
        'src/features/content/useDocument.ts',
        'src/api/api.ts',
        'src/components/content/Picture.tsx',
        'src/app/hooks.ts',
      ],
    },
  ],
  [
    'the layout uses features, components and the typed hooks',
    {
      at: 'src/layout/Probe.tsx',
      imports: [
        'src/features/session/sessionSlice.ts',
        'src/components/LoadingText.tsx',
        'src/app/hooks.ts',
      ],
    },
  ],
];

describeProbes('the import boundaries (eslint.config.mjs)', forbidden, allowed, (results) => {
  it('keep import cycles and the boundaries errors everywhere in src/, server/ and contract/', () => {
    for (const { rules } of results()) {
      for (const rule of ['kestrel/no-cycle', 'import-x/no-restricted-paths']) {
        const setting = rules[rule] as [unknown, ...unknown[]] | undefined;
        expect([rule, setting?.[0]]).toEqual([rule, 2]);
      }
    }
  });
});
