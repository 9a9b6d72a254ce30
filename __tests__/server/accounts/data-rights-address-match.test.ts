// A member's data rights over real HTTP, on each store (docs/security.md, "Whose data is whose"):
// what was sent from the account's address without logging in (job applications, messages) is
// exported, and deleted with the account, only through a verified address; an unverified account
// neither exports nor deletes it, and verifying the address later brings it into the export. The
// export's sections and the account's deletion: data-rights-export-deletion.test.ts.

import { type TestServer, call, logIn, signUp, uniqueEmail } from '../helpers';
import { APPLICANT, PDF, apply, newPosting } from '../hiring/application-support';
import { newVerifiedUser, verifyAddress } from '../link-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { PASSWORD, dataRightsCalls, openDataRightsServer } from './data-rights-support';

describe.each(STORE_TABLE)('data rights on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    ({ database, server } = await openDataRightsServer(harness));
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const { remove, outboxTo } = dataRightsCalls(() => server);

  it("exports the job applications sent from the account's address, and deletes them with it", async () => {
    const admin = await newStaff(server, 'hirer');
    const posting = await newPosting(server, admin.token, { title: 'Data rights engineer' });
    const { email, token } = await newVerifiedUser(server, 'candidate');
    const applied = await apply(server, posting.slug, { email: email.toUpperCase() });
    expect(applied.status).toBe(201);
    const data = (await call(server, '/api/profile/data', { token })).json as {
      applications: { id: number; postTitle: string; stage: string; cv: object }[];
    };
    expect(data.applications).toEqual([
      expect.objectContaining({
        postTitle: 'Data rights engineer',
        stage: 'new',
        cv: { name: 'cv.pdf', type: 'pdf', bytes: PDF.length },
      }),
    ]);
    // Metadata only: neither the CV's bytes nor the cover letter.
    const text = JSON.stringify(data);
    expect(text).not.toContain(PDF.toString('base64'));
    expect(text).not.toContain(APPLICANT.coverLetter);

    const id = data.applications[0]!.id;
    expect((await remove(token, { password: PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    const cv = await call(server, `/api/staff/applications/${id}/cv`, { token: admin.token });
    expect(cv.status).toBe(404);
    const audit = (await call(server, '/api/staff/audit', { token: admin.token })).json as {
      items: { action: string; entityId: number | null; before: unknown; after: unknown }[];
    };
    const deletion = audit.items.find(
      (e) => e.action === 'application.delete' && e.entityId === id,
    );
    expect(deletion).toBeDefined();
    expect(JSON.stringify(deletion)).not.toContain(email);
  });

  // Someone signs up with another person's address and never verifies it (they cannot): what that
  // person sent without an account is not theirs to read or delete (docs/security.md).
  it('an unverified account neither exports nor deletes what was sent from its address', async () => {
    const admin = await newStaff(server, 'guard');
    const posting = await newPosting(server, admin.token, { title: 'Unverified trap' });
    const victim = uniqueEmail('victim');
    expect((await apply(server, posting.slug, { email: victim })).status).toBe(201);
    const sent = await call(server, '/api/contact', {
      json: { fullName: 'Victim', email: victim, subject: 'Private', message: 'My secret plans' },
    });
    expect(sent.status).toBe(201);
    const [application] = await server.app.store.applications.list(posting.id);

    await signUp(server, victim);
    const token = await logIn(server, victim);
    const answer = await call(server, '/api/profile/data', { token });
    expect(answer.status).toBe(200);
    const data = answer.json as {
      messages: unknown[];
      applications: unknown[];
      addressMatch: unknown;
    };
    expect(data.messages).toEqual([]);
    expect(data.applications).toEqual([]);
    expect(data.addressMatch).toEqual({ address: victim, verifiedAt: null, sections: [] });
    expect(answer.text).not.toContain('My secret plans');
    expect(answer.text).not.toContain('Unverified trap');

    expect((await remove(token, { password: PASSWORD, confirm: 'DELETE' })).status).toBe(200);
    const kept = await call(server, `/api/staff/applications/${application!.id}`, {
      token: admin.token,
    });
    expect(kept.status).toBe(200);
    const messages = await server.app.store.contactMessages.list();
    expect(messages.filter((m) => m.email === victim).map((m) => m.message)).toEqual([
      'My secret plans',
    ]);
    // The acknowledgements the person was sent are theirs too: still in the outbox.
    expect(await outboxTo(victim)).toEqual(
      expect.arrayContaining(['application-received', 'account-deleted']),
    );
  });

  it('verifying the address later brings its messages and applications into the export', async () => {
    const admin = await newStaff(server, 'later');
    const posting = await newPosting(server, admin.token, { title: 'Verified later' });
    const email = uniqueEmail('owner');
    expect((await apply(server, posting.slug, { email })).status).toBe(201);
    await call(server, '/api/contact', {
      json: { fullName: 'Owner', email, subject: 'Mine', message: 'Written before signing up' },
    });
    await signUp(server, email);
    const token = await logIn(server, email);
    const before = (await call(server, '/api/profile/data', { token })).json as {
      messages: unknown[];
    };
    expect(before.messages).toEqual([]);

    await verifyAddress(server, email);
    const after = (await call(server, '/api/profile/data', { token })).json as {
      messages: { message: string }[];
      applications: { postTitle: string }[];
      addressMatch: { verifiedAt: string | null; sections: string[] };
    };
    expect(after.messages.map((m) => m.message)).toEqual(['Written before signing up']);
    expect(after.applications.map((a) => a.postTitle)).toEqual(['Verified later']);
    expect(after.addressMatch.sections).toEqual(['messages', 'applications']);
    expect(Date.parse(after.addressMatch.verifiedAt ?? '')).not.toBeNaN();
  });
});
