// The leads' CSV export over real HTTP: RFC 4180 (read back by a strict reader), UTF-8 with a byte
// order mark, a dated attachment, every lead of the days asked for with its message, stages in
// the board's words and times in the company's time zone (codes and UTC beside them), cells a
// spreadsheet would run as formulas made text, the export in the audit log, bad ranges 400, and a
// large export streamed (20,000 leads written straight into the database, read back whole).

import { type TestServer, call, startServer } from '../helpers';
import { QUOTE, parseCsv, seedLeads } from './lead-support';
import { publishDocument } from '../content/document-support';
import { newStaff } from '../staff-support';

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
  'Received (Europe/London)',
  'Received (UTC)',
  'Kind',
  'Stage',
  'Stage code',
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
  'First reply (Europe/London)',
  'First reply (UTC)',
];

/** The cells of a row by header. */
const byHeader = (header: string[], row: string[]) =>
  Object.fromEntries(header.map((name, i) => [name, row[i]]));

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
  const [zoe, plus, tabbed] = rows.map((row) => byHeader(header!, row));
  expect(rows.map((row) => byHeader(header!, row).Name)).toEqual([
    'Zoë Ünïcode',
    "'+44 Plus",
    "'\tTabbed",
  ]);
  expect(zoe).toMatchObject({
    Subject: '\'=HYPERLINK("http://evil.example","Click")',
    Message: 'Line one, with a comma\r\nLine "two"',
    Owner: admin.email,
    'Follow up on': '2026-06-10',
    'Received (UTC)': '2026-06-01T00:00:00.000Z',
    Kind: 'Message',
    Stage: 'New',
    'Stage code': 'new',
  });
  expect(plus).toMatchObject({ Subject: "'-1+2", Message: "'@SUM(A1:A2)" });
  expect(tabbed).toMatchObject({
    Subject: "'\rReturn",
    Message: 'Hello',
    Service: 'Web application',
    Tier: 'Growth',
    'Indicative range': '12000–18000 GBP',
    Kind: 'Quote request',
  });
});

it('writes stages as the board does and times in the company’s local time', async () => {
  await seedLeads(server, [
    {
      fullName: 'Pat Proposal',
      stage: 'proposal',
      createdAt: '2026-08-03T09:15:00.000Z',
      firstReplyAt: '2026-08-04T16:05:00.000Z',
    },
    { fullName: 'Winnie Winter', stage: 'won', createdAt: '2026-12-01T09:15:00.000Z' },
  ]);
  const rowsOf = async (from: string) => {
    const [header, ...rows] = parseCsv((await download(from, from)).text);
    return { header: header!, rows: rows.map((row) => byHeader(header!, row)) };
  };
  // London: an hour ahead of UTC in summer, none in winter.
  expect((await rowsOf('2026-08-03')).rows).toEqual([
    expect.objectContaining({
      Stage: 'Proposal sent',
      'Stage code': 'proposal',
      'Received (Europe/London)': '2026-08-03 10:15',
      'Received (UTC)': '2026-08-03T09:15:00.000Z',
      'First reply (Europe/London)': '2026-08-04 17:05',
      'First reply (UTC)': '2026-08-04T16:05:00.000Z',
    }),
  ]);
  expect((await rowsOf('2026-12-01')).rows[0]).toMatchObject({
    Stage: 'Won',
    'Received (Europe/London)': '2026-12-01 09:15',
    'First reply (Europe/London)': '',
  });

  // The company moves to New York: the next export says so, in its header and its times.
  await publishDocument(server, admin.token, 'company', (company) => ({
    ...company,
    timeZone: 'America/New_York',
  }));
  let moved = await rowsOf('2026-08-03');
  for (let i = 0; i < 40 && !moved.header.includes('Received (America/New_York)'); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    moved = await rowsOf('2026-08-03');
  }
  expect(moved.rows[0]).toMatchObject({
    'Received (America/New_York)': '2026-08-03 05:15',
    'First reply (America/New_York)': '2026-08-04 12:05',
  });
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
  expect(rows[19_999]?.[HEADER.indexOf('Message')]).toBe('Message 19999, "quoted"\nsecond line');
}, 60_000);
