// The server's import boundaries (eslint.config.mjs), for boundaries.test.ts: the imports of
// server/ that lint must fail, each by its rule, and those it must pass.
import type { Allowed, Forbidden } from './probes';

export const forbidden: Forbidden[] = [
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
];

export const allowed: Allowed[] = [
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
];
