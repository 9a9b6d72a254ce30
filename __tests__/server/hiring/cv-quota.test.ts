// The stored CVs' quota (CV_QUOTA_MB, server/hiring/settings.ts): an application whose CV would
// take the stored CVs past it answers 507 with what the candidate can do instead, stores nothing
// and queues nothing; the form posted without JavaScript shows the same sentence and keeps what
// was typed; applications arriving together cannot both take the last room; admins read how full
// it is. Real HTTP, real multipart bodies, on SQLite and PostgreSQL.

import { careersSeed } from '../../../contract/documents/careers/seed';
import { cvStorageFull } from '../../../server/hiring/apply';
import {
  APPLICANT,
  PDF,
  apply,
  cookieOf,
  formBody,
  newPosting,
  pageData,
} from './application-support';
import { type TestServer, call, startServer } from '../helpers';
import { FORM_RENDERER, writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const KIB = 1024;
const FULL = cvStorageFull(careersSeed.howToApply.email);

/** A PDF of exactly `bytes` bytes (the server reads its first bytes; the rest is padding). */
const pdfOf = (bytes: number) => ({
  bytes: Buffer.concat([PDF, Buffer.alloc(bytes - PDF.length, 0x20)]),
  name: 'cv.pdf',
  type: 'application/pdf',
});

describe.each(STORE_TABLE)('the CVs’ quota on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newStaff>>;
  let slug: string;

  beforeEach(async () => {
    database = await harness.fresh();
    server = await startServer({ env: { ...database.env, CV_QUOTA_MB: '1' } });
    await writeRenderer(server.root, FORM_RENDERER);
    admin = await newStaff(server, 'cv-quota-admin');
    ({ slug } = await newPosting(server, admin.token));
  });
  afterEach(async () => {
    await server.close();
    await database.dispose();
  });

  const storage = async () =>
    (await call(server, '/api/staff/applications/storage', { token: admin.token })).json;
  const storedCvs = async () =>
    (await database.query('SELECT cv_bytes FROM applications')).map((row) => Number(row.cv_bytes));
  const acknowledgementsTo = async (email: string) =>
    (await database.query(`SELECT kind FROM email_outbox WHERE recipient = '${email}'`)).length;

  it('answers 507 with what to do once the CVs would pass it, and stores nothing', async () => {
    expect(await storage()).toEqual({ usedBytes: 0, quotaBytes: 1024 * KIB, cvs: 0 });
    for (const email of ['first@example.com', 'second@example.com']) {
      expect((await apply(server, slug, { email }, pdfOf(400 * KIB))).status).toBe(201);
    }
    const refused = await apply(server, slug, { email: 'third@example.com' }, pdfOf(400 * KIB));
    expect([refused.status, refused.json]).toEqual([507, { message: FULL }]);
    expect(FULL).toContain('careers@kestrel.example');
    expect(await storedCvs()).toEqual([400 * KIB, 400 * KIB]);
    expect(await acknowledgementsTo('third@example.com')).toBe(0);
    // A smaller CV still fits in what is left.
    expect(
      (await apply(server, slug, { email: 'fourth@example.com' }, pdfOf(200 * KIB))).status,
    ).toBe(201);
    expect(await storage()).toEqual({ usedBytes: 1000 * KIB, quotaBytes: 1024 * KIB, cvs: 3 });
    // Administration only: an editor is refused.
    const editor = await newStaff(server, 'cv-quota-editor', 'editor');
    const asEditor = await call(server, '/api/staff/applications/storage', { token: editor.token });
    expect(asEditor.status).toBe(403);
  });

  it('says so on the form posted without JavaScript, keeping what was typed', async () => {
    expect((await apply(server, slug, {}, pdfOf(900 * KIB))).status).toBe(201);
    const route = `/careers/jobs/${slug}`;
    const cookie = cookieOf(await call(server, route))!;
    const typed = { ...APPLICANT, email: 'late@example.com', coverLetter: 'Still keen.' };
    const response = await fetch(server.url + route, {
      method: 'POST',
      body: formBody({ _xsrf: cookie, ...typed }, pdfOf(200 * KIB)),
      headers: { cookie: `XSRF-TOKEN=${cookie}` },
      redirect: 'manual',
    });
    expect(response.status).toBe(507);
    const form = pageData(await response.text()).form!;
    expect(form.flash).toEqual({ kind: 'error', text: FULL });
    expect(form.values).toMatchObject({ fullName: APPLICANT.fullName, email: 'late@example.com' });
    expect(form.values.coverLetter).toBe('Still keen.');
    expect(await storedCvs()).toEqual([900 * KIB]);
  });

  it('holds when applications arrive together: never more than the quota stored', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        apply(server, slug, { email: `together${i}@example.com` }, pdfOf(300 * KIB)),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, 201, 201, 507, 507]);
    const stored = await storedCvs();
    expect(stored).toHaveLength(3);
    expect(stored.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(1024 * KIB);
  });
});
