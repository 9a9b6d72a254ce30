/**
 * @jest-environment node
 */
// The back office's import boundaries (eslint.config.mjs), proved as boundaries.test.ts proves
// the site's layers: ESLint lints small in-memory files placed in src/ and must fail every
// forbidden import of or from src/staff/ and pass the allowed ones. Nothing imports the back
// office but the route table; an area (src/staff/<area>/) imports its own folder, the back
// office's shared pieces and the layers below pages, never another area; the back office's frame
// reaches an area only through the route table's two roots (area.ts, admin.ts).
import fs from 'node:fs';
import path from 'node:path';
import { isFile, lintAll, root, type Linted, type Probe } from './probes';

const RULE = 'import-x/no-restricted-paths';

const forbidden: [string, Probe][] = [
  [
    "an area imports another area's slice",
    { at: 'src/staff/leads/Probe.tsx', imports: ['src/staff/hiring/hiringSlice.ts'] },
  ],
  [
    "an area imports another area's page",
    { at: 'src/staff/hiring/Probe.tsx', imports: ['src/staff/leads/LeadsPage.tsx'] },
  ],
  [
    "an area imports the frame's pages",
    { at: 'src/staff/analytics/Probe.tsx', imports: ['src/staff/StaffLayout.tsx'] },
  ],
  [
    'an area imports a public page',
    { at: 'src/staff/leads/Probe.tsx', imports: ['src/pages/home/HomePage.tsx'] },
  ],
  [
    'an area imports the layout',
    { at: 'src/staff/content/Probe.tsx', imports: ['src/layout/Layout.tsx'] },
  ],
  [
    'the shared pieces import an area',
    { at: 'src/staff/common/Probe.tsx', imports: ['src/staff/content/documentSlice.ts'] },
  ],
  [
    "the frame imports an area's page",
    { at: 'src/staff/Probe.tsx', imports: ['src/staff/leads/LeadsPage.tsx'] },
  ],
  [
    'the frame imports a public page',
    { at: 'src/staff/Probe.tsx', imports: ['src/pages/contact/ContactPage.tsx'] },
  ],
  [
    'a public page imports the back office',
    { at: 'src/pages/home/Probe.tsx', imports: ['src/staff/leads/leadsSlice.ts'] },
  ],
  [
    'the layout imports the back office',
    { at: 'src/layout/Probe.tsx', imports: ['src/staff/StaffLayout.tsx'] },
  ],
  [
    'a feature imports the back office',
    { at: 'src/features/Probe.ts', imports: ['src/staff/content/documentSlice.ts'] },
  ],
  ['the API imports an area', { at: 'src/api/Probe.ts', imports: ['src/staff/leads/leadsApi.ts'] }],
  ['the store imports the back office', { at: 'src/app/Probe.ts', imports: ['src/staff/area.ts'] }],
  [
    'an entry imports the back office with import()',
    { at: 'src/boot.tsx', imports: ['src/staff/admin.ts'], kind: 'dynamic' },
  ],
];

const allowed: [string, Probe][] = [
  [
    'the route table loads the back office',
    {
      at: 'src/app/routes.tsx',
      imports: ['src/staff/area.ts', 'src/staff/admin.ts'],
      kind: 'dynamic',
    },
  ],
  [
    'an area uses its own folder, the shared pieces and the layers below pages',
    {
      at: 'src/staff/leads/Probe.tsx',
      imports: [
        'src/staff/leads/leadsSlice.ts',
        'src/staff/leads/leadsApi.ts',
        'src/staff/common/Pager.tsx',
        'src/staff/common/Staff.module.css',
        'src/api/api.ts',
        'src/app/hooks.ts',
        'src/app/rootReducer.ts',
        'src/components/Button.tsx',
        'src/features/session/sessionSlice.ts',
        'src/content/staff.ts',
        'src/config/staffPaths.ts',
      ],
    },
  ],
  [
    'a folder inside an area uses its area',
    { at: 'src/staff/content/fields/Probe.tsx', imports: ['src/staff/content/documentSlice.ts'] },
  ],
  [
    "the route table's roots gather the areas' pages",
    {
      at: 'src/staff/admin.ts',
      imports: ['src/staff/leads/LeadsPage.tsx', 'src/staff/content/ContentPage.tsx'],
    },
  ],
  [
    'the frame uses the shared pieces and its own files',
    { at: 'src/staff/Probe.tsx', imports: ['src/staff/common/Pager.tsx', 'src/staff/StaffLayout.tsx'] },
  ],
];

let results: Linted[] = [];

beforeAll(() => {
  results = lintAll([...forbidden.map(([, probe]) => probe), ...allowed.map(([, probe]) => probe)]);
}, 180_000);

describe("the back office's import boundaries (eslint.config.mjs)", () => {
  it('probe only files that exist (an import that does not resolve is not checked)', () => {
    const targets = [...forbidden, ...allowed].flatMap(([, probe]) => probe.imports);
    const missing = targets.filter(isFile).filter((t) => !fs.existsSync(path.join(root, t)));
    expect(missing).toEqual([]);
  });

  it.each(forbidden.map(([name], index) => [name, index] as const))(
    'fail lint when %s',
    (_name, index) => {
      const { messages } = results[index]!;
      expect(messages.map((m) => m.ruleId)).toContain(RULE);
      expect(messages.every((m) => m.ruleId === RULE)).toBe(true);
    },
  );

  it.each(allowed.map(([name], index) => [name, forbidden.length + index] as const))(
    'pass lint when %s',
    (_name, index) => {
      expect(results[index]!.messages).toEqual([]);
    },
  );
});
