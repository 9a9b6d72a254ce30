import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
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
    // No import cycles anywhere in the site or the server (type-only imports included).
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'contract/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css', '.svg'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Components use the typed hooks (src/app/hooks.ts), never react-redux's untyped ones.
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
          ],
        },
      ],
    },
  },
  {
    // The site takes values from the contract's constants only; schemas and TypeBox are types to
    // it (import type), so that no schema code reaches the browser (docs/architecture.md).
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract/(?!constants$)',
              allowTypeImports: true,
              message:
                "Import only types from the contract's schemas (contract/constants.ts for values).",
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
