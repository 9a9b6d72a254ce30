/**
 * @jest-environment node
 */
// The import boundaries of eslint.config.mjs, proved: ESLint lints small in-memory files placed in
// each layer of src/ (and in server/ and contract/) and must fail every forbidden import and every
// import cycle (and pass the allowed imports), so that a rule cannot silently stop working.
// The probes of each part are in siteProbes.ts, contractProbes.ts and serverProbes.ts; the
// import cycles, which cross the parts, are here.
import { type Allowed, describeProbes, type Forbidden } from './probes';
import * as contract from './contractProbes';
import * as server from './serverProbes';
import * as site from './siteProbes';

const forbidden: Forbidden[] = [
  ...site.forbidden,
  ...contract.forbidden,
  ...server.forbidden,
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
  ...site.allowed,
  ...contract.allowed,
  ...server.allowed,
  [
    'a feature imports only types from the root reducer (no cycle)',
    { at: 'src/features/Probe.ts', imports: ['src/app/rootReducer.ts'], kind: 'type' },
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
