// The hiring inbox hears of every job application (docs/product.md §10.17) over real HTTP, on a
// real database: by default an email per application, queued with the application itself, that
// names the candidate and the role and links to it in the back office, and carries neither the
// CV nor the candidate's details; HIRING_INBOX says where it goes (the contact inbox by default);
// with HIRING_NOTIFY=daily, one digest the next morning instead (the daily digests' job, driven by
// a clock of the test's own), sent once however many instances race for it.

import { company } from '../../../contract/values/company';
import { DIGEST_HOUR } from '../../../server/platform/digests';
import { createSealer } from '../../../server/mail/seal';
import { APPLICANT, apply, newPosting } from './application-support';
import { type TestServer, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const DAY_MS = 86_400_000;

/** The queued emails of `kind`, opened, with their row. */
async function queued(server: TestServer, kind: string) {
  const sealer = createSealer(server.config.jwtSecret);
  return (await server.app.store.outbox.list('pending'))
    .filter((row) => row.kind === kind)
    .map((row) => ({ recipient: row.recipient, message: sealer.open(row.payload) }));
}

describe('an email per application (the default)', () => {
  let server: TestServer;
  let admin: { token: string };
  beforeAll(async () => {
    server = await startServer();
    admin = await newStaff(server, 'hiring-admin');
  });
  afterAll(() => server.close());

  it('tells the contact inbox, with a link to the application and nothing of its contents', async () => {
    const post = await newPosting(server, admin.token, { title: 'Notice Engineer' });
    const answer = await apply(server, post.slug, {
      fullName: 'Nora Notice',
      email: 'nora.notice@example.com',
      phone: '+44 1234 567890',
      coverLetter: 'A cover letter that stays in the back office.',
    });
    expect(answer.status).toBe(201);
    const id = answer.json.id as number;
    const notices = (await queued(server, 'application-notice')).filter((n) =>
      n.message.subject.includes('Nora Notice'),
    );
    expect(notices).toHaveLength(1);
    const [{ recipient, message }] = notices as [(typeof notices)[number]];
    expect(recipient).toBe(company.supportEmail);
    expect(message.subject).toBe('New job application: Nora Notice for Notice Engineer');
    expect(message.text).toContain(
      `${company.siteUrl}/staff/applications?posting=${post.id}&application=${id}`,
    );
    // Never the CV, nor what only administrators may read: an email carries no attachment.
    expect(Object.keys(message).sort()).toEqual(['from', 'html', 'subject', 'text', 'to']);
    for (const part of [message.text, message.html]) {
      expect(part).not.toContain('nora.notice@example.com');
      expect(part).not.toContain('567890');
      expect(part).not.toContain('cover letter that stays');
      expect(part).not.toContain('cv.pdf');
      expect(part).not.toContain('/cv');
    }
  });

  it('queues nothing when the application is refused', async () => {
    const post = await newPosting(server, admin.token);
    const before = (await queued(server, 'application-notice')).length;
    expect((await apply(server, post.slug, { consent: '' })).status).toBe(400);
    expect(await queued(server, 'application-notice')).toHaveLength(before);
  });
});

it('goes to HIRING_INBOX when it is set', async () => {
  const server = await startServer({ env: { HIRING_INBOX: 'hiring@example.com' } });
  try {
    const admin = await newStaff(server, 'inbox-admin');
    const post = await newPosting(server, admin.token);
    expect((await apply(server, post.slug)).status).toBe(201);
    expect((await queued(server, 'application-notice')).map((n) => n.recipient)).toEqual([
      'hiring@example.com',
    ]);
  } finally {
    await server.close();
  }
});

describe.each(STORE_TABLE)('a daily digest (HIRING_NOTIFY=daily) on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let admin: { token: string };
  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: { ...database.env, HIRING_NOTIFY: 'daily' } });
    admin = await newStaff(server, 'digest-admin');
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('lists the day’s applications the next morning, once, and no email per application', async () => {
    const post = await newPosting(server, admin.token, { title: 'Digest Designer' });
    for (const fullName of ['Dana Digest', 'Eli Early'])
      expect((await apply(server, post.slug, { fullName })).status).toBe(201);
    expect(await queued(server, 'application-notice')).toEqual([]);

    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = (hour: number) =>
      new Date(Date.parse(`${today}T00:00:00.000Z`) + DAY_MS + hour * 3_600_000 + 60_000);
    expect(await server.app.digests.runOnce(tomorrow(DIGEST_HOUR - 1))).toBe(0);
    expect(await server.app.digests.runOnce(tomorrow(DIGEST_HOUR))).toBe(1);
    expect(await server.app.digests.runOnce(tomorrow(DIGEST_HOUR + 3))).toBe(0);
    const digests = await queued(server, 'application-digest');
    expect(digests).toHaveLength(1);
    const [{ recipient, message }] = digests as [(typeof digests)[number]];
    expect(recipient).toBe(company.supportEmail);
    expect(message.subject).toBe(`2 job applications on ${today}`);
    expect(message.text).toContain('Dana Digest: Digest Designer');
    expect(message.text).toContain('Eli Early: Digest Designer');
    expect(message.text).toContain(`${company.siteUrl}/staff/applications`);
    expect(message.text).not.toContain(APPLICANT.email);
    // The day after brought none: no digest.
    expect(
      await server.app.digests.runOnce(new Date(tomorrow(DIGEST_HOUR).getTime() + DAY_MS)),
    ).toBe(0);
  });

  it('records each day once when instances race for it', async () => {
    const email = {
      kind: 'application-digest',
      recipient: 'x@example.com',
      subject: 'x',
      payload: 'p',
    };
    const tries = await Promise.all(
      Array.from({ length: 5 }, () =>
        server.app.store.applications.recordDigest('2027-05-01', email),
      ),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
  });
});
