// The contract's import boundaries (eslint.config.mjs), for boundaries.test.ts: the imports of or
// from contract/ that lint must fail, each by its rule, and those it must pass.
import type { Allowed, Forbidden } from './probes';

export const forbidden: Forbidden[] = [
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
];

export const allowed: Allowed[] = [
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
];
