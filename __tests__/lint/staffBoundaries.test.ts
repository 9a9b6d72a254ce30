/**
 * @jest-environment node
 */
// The back office's import boundaries (eslint.config.mjs), proved as boundaries.test.ts proves
// the site's layers: ESLint lints small in-memory files placed in src/ and must fail every
// forbidden import of or from src/staff/ and pass the allowed ones. Nothing imports the back
// office but the route table; an area (src/staff/<area>/) imports its own folder, the back
// office's shared pieces and the layers below pages, never another area; the back office's frame
// reaches an area only through the route table's two roots (area.ts, admin.ts).
import { type Allowed, describeProbes, type Forbidden, type Probe } from './probes';

const RULE = 'import-x/no-restricted-paths';

/** Each import lint must refuse, by the one rule of the back office's zones. */
const refused: [string, Probe][] = [
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
  [
    "the inbox imports the collections' slice",
    { at: 'src/staff/inbox/Probe.tsx', imports: ['src/staff/collections/collectionsSlice.ts'] },
  ],
  [
    "the collections' editor imports the inbox's endpoints",
    { at: 'src/staff/collections/Probe.tsx', imports: ['src/staff/inbox/inboxApi.ts'] },
  ],
  [
    "the Members page imports the audit log's slice",
    { at: 'src/staff/members/Probe.tsx', imports: ['src/staff/audit/auditSlice.ts'] },
  ],
  [
    "the audit log imports the Members page's words",
    { at: 'src/staff/audit/Probe.tsx', imports: ['src/staff/members/membersCopy.ts'] },
  ],
  [
    "the Emails page imports the inbox's page",
    { at: 'src/staff/mail/Probe.tsx', imports: ['src/staff/inbox/InboxPage.tsx'] },
  ],
  [
    "an area imports the Emails page's slice",
    { at: 'src/staff/enrolments/Probe.tsx', imports: ['src/staff/mail/emailsSlice.ts'] },
  ],
  [
    'the frame imports the inbox',
    { at: 'src/staff/Probe.tsx', imports: ['src/staff/inbox/InboxPage.tsx'] },
  ],
  [
    "the shared pieces import the collections' endpoints",
    { at: 'src/staff/common/Probe.tsx', imports: ['src/staff/collections/collectionsApi.ts'] },
  ],
  [
    "the layout imports the inbox's endpoints",
    { at: 'src/layout/Probe.tsx', imports: ['src/staff/inbox/inboxApi.ts'] },
  ],
  [
    "a feature imports the Members page's slice",
    { at: 'src/features/Probe.ts', imports: ['src/staff/members/membersSlice.ts'] },
  ],
];

const forbidden: Forbidden[] = refused.map(([name, probe]) => [name, probe, RULE]);

const allowed: Allowed[] = [
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
        'src/components/forms/Button.tsx',
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
    {
      at: 'src/staff/Probe.tsx',
      imports: ['src/staff/common/Pager.tsx', 'src/staff/StaffLayout.tsx'],
    },
  ],
  [
    "an area uses its own folder, the shared pieces and the navigation's endpoints",
    {
      at: 'src/staff/mail/Probe.tsx',
      imports: [
        'src/staff/mail/emailsSlice.ts',
        'src/staff/mail/emailsCopy.ts',
        'src/staff/common/emailsApi.ts',
        'src/staff/common/lists.ts',
        'src/staff/common/Pager.tsx',
        'src/api/staffApi.ts',
        'src/content/staff.ts',
      ],
    },
  ],
  [
    "the route table's roots gather the inbox, the editors, members, audit log and Emails",
    {
      at: 'src/staff/admin.ts',
      imports: [
        'src/staff/members/MembersPage.tsx',
        'src/staff/audit/AuditPage.tsx',
        'src/staff/mail/EmailsPage.tsx',
      ],
    },
  ],
  [
    "the staff chunk's root gathers the inbox and the collections' editors",
    {
      at: 'src/staff/area.ts',
      imports: ['src/staff/inbox/InboxPage.tsx', 'src/staff/collections/CollectionRoute.tsx'],
    },
  ],
];

describeProbes("the back office's import boundaries (eslint.config.mjs)", forbidden, allowed);
