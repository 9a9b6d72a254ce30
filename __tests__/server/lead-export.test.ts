// The leads' CSV export over real HTTP: RFC 4180 (read back by a strict reader), UTF-8 with a byte
// order mark, a dated attachment, every lead of the days asked for with its message, cells a
// spreadsheet would run as formulas made text, the export in the audit log, bad ranges 400, and a
// large export streamed (20,000 leads written straight into the database, read back whole).

import { type TestServer, call, startServer } from './helpers';
import { QUOTE, parseCsv, seedLeads } from './lead-support';
import { newStaff } from './staff-support';

let server: TestServer;
let admin: { token: string; id: number; email: string };

beforeAll(async () => {
  server = await startServer();
  admin = await newStaff(server, 'admin');
});
afterAll(() => server.close());

const exportOf = (from: string, to: string, token = admin.token) =>
  call(server, `/api/staff/leads/export.csv?from=${from}&to=${to}`, { token });

/** The export's bytes: whether they start with UTF-8's byte order mark, and the text after it. */
async function download(from: string, to: string) {
  const response = await fetch(`${server.url}/api/staff/leads/export.csv?from=${from}&to=${to}`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const bom = bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]));
  return { response, bom, text: bytes.subarray(bom ? 3 : 0).toString('utf8') };
}

const HEADER = [
  'Id',
  'Received (UTC)',
  'Kind',
  'Stage',
  'Name',
  'Email',
  'Subject',
  'Message',
  'Service',
  'Tier',
  'Indicative range',
  'Owner',
  'Follow up on',
  'Lost reason',
  'First reply (UTC)',
];

it('answers the days asked for as RFC 4180 CSV in UTF-8, hostile cells neutralised', async () => {
  await seedLeads(server, [
    { fullName: 'Before', createdAt: '2026-05-31T23:59:59.000Z' },
    {
      fullName: 'Zoë Ünïcode',
      subject: '=HYPERLINK("http://evil.example","Click")',
      message: 'Line one, with a comma\r\nLine "two"',
      createdAt: '2026-06-01T00:00:00.000Z',
      ownerId: admin.id,
      followUpOn: '2026-06-10',
    },
    {
      fullName: '+44 Plus',
      subject: '-1+2',
      message: '@SUM(A1:A2)',
      createdAt: '2026-06-15T12:00:00.000Z',
    },
    {
      fullName: '\tTabbed',
      subject: '\rReturn',
      quote: QUOTE,
      createdAt: '2026-06-30T23:59:59.000Z',
    },
    { fullName: 'After', createdAt: '2026-07-01T00:00:00.000Z' },
  ]);
  const { response, bom, text } = await download('2026-06-01', '2026-06-30');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(response.headers.get('content-disposition')).toBe(
    'attachment; filename="leads-2026-06-01-to-2026-06-30.csv"',
  );
  expect(bom).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const [header, ...rows] = parseCsv(text);
  expect(header).toEqual(HEADER);
  expect(rows.map((r) => r[4])).toEqual(['Zoë Ünïcode', "'+44 Plus", "'\tTabbed"]);
  const [zoe, plus, tabbed] = rows as [string[], string[], string[]];
  expect(zoe[6]).toBe('\'=HYPERLINK("http://evil.example","Click")');
  expect(zoe[7]).toBe('Line one, with a comma\r\nLine "two"');
  expect(zoe[11]).toBe(admin.email);
  expect(zoe[12]).toBe('2026-06-10');
  expect(zoe.slice(1, 4)).toEqual(['2026-06-01T00:00:00.000Z', 'message', 'new']);
  expect(plus.slice(6, 8)).toEqual(["'-1+2", "'@SUM(A1:A2)"]);
  expect(tabbed.slice(6, 11)).toEqual([
    "'\rReturn",
    'Hello',
    'Web application',
    'Growth',
    '12000–18000 GBP',
  ]);
  expect(tabbed[2]).toBe('quote');
});

it('writes the export in the audit log', async () => {
  expect((await exportOf('2026-06-01', '2026-06-02')).status).toBe(200);
  const audit = (await call(server, '/api/staff/audit', { token: admin.token })).json as {
    items: { action: string; actorEmail: string; after: unknown }[];
  };
  expect(audit.items[0]).toMatchObject({
    action: 'lead.export',
    actorEmail: admin.email,
    after: { from: '2026-06-01', to: '2026-06-02' },
  });
});

it.each([
  ['from after to', '?from=2026-06-02&to=2026-06-01'],
  ['no from', '?to=2026-06-01'],
  ['not a date', '?from=yesterday&to=2026-06-01'],
  ['another parameter', '?from=2026-06-01&to=2026-06-02&all=1'],
])('refuses %s with 400 and a reason', async (_why, query) => {
  const answer = await call(server, `/api/staff/leads/export.csv${query}`, { token: admin.token });
  expect(answer.status).toBe(400);
  expect((answer.json as { message: string }).message).toMatch(/\w/);
});

it('is for admins only', async () => {
  const editor = await newStaff(server, 'editor', 'editor');
  expect((await exportOf('2026-06-01', '2026-06-02', editor.token)).status).toBe(403);
  expect(
    (await call(server, '/api/staff/leads/export.csv?from=2026-06-01&to=2026-06-02')).status,
  ).toBe(401);
});

it('streams a large export whole: 20,000 leads, each once, in order', async () => {
  const start = Date.parse('2025-01-01T00:00:00.000Z');
  const ids = await seedLeads(
    server,
    Array.from({ length: 20_000 }, (_, i) => ({
      fullName: `Bulk ${i}`,
      message: `Message ${i}, "quoted"\nsecond line`,
      createdAt: new Date(start + i * 60_000).toISOString(),
    })),
  );
  const { response, text } = await download('2025-01-01', '2025-01-31');
  expect(response.status).toBe(200);
  // Streamed: no length known in advance.
  expect(response.headers.get('content-length')).toBeNull();
  const rows = parseCsv(text).slice(1);
  expect(rows).toHaveLength(20_000);
  expect(rows.map((r) => Number(r[0]))).toEqual(ids);
  expect(rows[19_999]?.[7]).toBe('Message 19999, "quoted"\nsecond line');
}, 60_000);
