import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import cycles from './eslint-rules/no-cycle.mjs';
import noHandBuiltMailto from './eslint-rules/no-hand-built-mailto.mjs';
import { SERVER_ZONES } from './eslint-rules/server-zones.mjs';
import { LAYERS } from './eslint-rules/site-zones.mjs';

// The import boundaries: the site's layers (eslint-rules/site-zones.mjs, LAYERS) and the server's
// folders (eslint-rules/server-zones.mjs, SERVER_ZONES); __tests__/lint/boundaries.test.ts proves
// each rule still fails a forbidden import.
const root = import.meta.dirname;
/** Our own rules (eslint-rules/). */
const kestrel = {
  meta: { name: 'kestrel' },
  rules: { ...cycles.rules, 'no-hand-built-mailto': noHandBuiltMailto },
};

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
    // contract's, the scripts', the tests' and the build's and lint's own; a longer one is split
    // along the seams it already has. (Style sheets: __tests__/lint/layout.test.ts.)
    files: [
      'src/**/*.{ts,tsx}',
      'server/**/*.ts',
      'contract/**/*.ts',
      'scripts/**/*.{mjs,ts}',
      'e2e/**/*.ts',
      '__tests__/**/*.{ts,tsx}',
      'jest/**/*.{ts,js}',
      'eslint-rules/**/*.mjs',
      '*.{ts,mjs}',
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
