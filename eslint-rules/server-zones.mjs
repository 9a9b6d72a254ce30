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
export const SERVER_ZONES = [
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
