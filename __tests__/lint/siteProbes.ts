// The import boundaries of the site's layers in src/ (eslint.config.mjs), for boundaries.test.ts:
// the imports of a layer that lint must fail, each by its rule, and those it must pass.
import type { Allowed, Forbidden } from './probes';

export const forbidden: Forbidden[] = [
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
];

export const allowed: Allowed[] = [
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
