// A posting's job applications are not an editor's to destroy (server/hiring/posting-guard.ts,
// docs/security.md): nobody deletes a posting that has applications (409 with the reason, and
// the database refuses the cascade); an editor cannot move its closing time into the past; the
// retention clock of an application starts when the retention job first sees the posting
// closed, never at a closing time someone typed. Over real HTTP, on each store.

import { type TestServer, call, startServer } from '../helpers';
import { apply, newPosting } from './application-support';
import { jobBody } from './posting-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const DAY_MS = 24 * 3600 * 1000;

describe.each(STORE_TABLE)('a posting with applications on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newStaff>>;
  let editor: Awaited<ReturnType<typeof newStaff>>;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    admin = await newStaff(server, 'posting-admin');
    editor = await newStaff(server, 'posting-editor', 'editor');
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  async function appliedPosting(title: string) {
    const post = await newPosting(server, admin.token, { title });
    const answer = await apply(server, post.slug);
    if (answer.status !== 201) throw new Error(answer.text);
    return { post, applicationId: answer.json.id as number };
  }
  const application = (id: number) =>
    call(server, `/api/staff/applications/${id}`, { token: admin.token });
  const deletePosting = (id: number, token: string) =>
    call(server, `/api/staff/posts/${id}`, { method: 'DELETE', token });

  it('cannot be deleted, by an editor or an admin, until its applications are', async () => {
    const { post, applicationId } = await appliedPosting('Kept Engineer');
    for (const who of [editor, admin]) {
      const refused = await deletePosting(post.id, who.token);
      expect(refused.status).toBe(409);
      expect((refused.json as { message: string }).message).toMatch(
        /has 1 application, .* cannot be deleted/,
      );
    }
    expect((await application(applicationId)).status).toBe(200);

    // The database refuses the cascade too, whoever asks it (ON DELETE RESTRICT).
    const rule =
      harness.name === 'SQLite'
        ? "SELECT on_delete AS rule FROM pragma_foreign_key_list('applications') WHERE \"table\" = 'posts'"
        : "SELECT confdeltype AS rule FROM pg_constraint WHERE conname = 'applications_post_id_fkey'";
    expect((await database.query(rule)).map((row) => row.rule)).toEqual([
      harness.name === 'SQLite' ? 'RESTRICT' : 'r',
    ]);

    // An admin deletes the application (audited), then the posting.
    const removed = await call(server, `/api/staff/applications/${applicationId}`, {
      method: 'DELETE',
      token: admin.token,
    });
    expect(removed.status).toBe(204);
    expect((await deletePosting(post.id, editor.token)).status).toBe(204);
    const audit = await database.query(
      `SELECT action FROM audit_log WHERE entity = 'application' AND entity_id = ${applicationId}`,
    );
    expect(audit.map((row) => row.action)).toContain('application.delete');
  });

  it('an editor cannot move its closing time into the past; an admin can', async () => {
    const { post, applicationId } = await appliedPosting('Backdated Engineer');
    const past = new Date(Date.now() - 400 * DAY_MS).toISOString();
    const change = (token: string, validThrough: string | null) =>
      call(server, `/api/staff/posts/${post.id}`, {
        method: 'PUT',
        token,
        json: jobBody({
          title: 'Backdated Engineer',
          datePosted: '2020-01-01',
          validThrough,
        }),
      });
    const refused = await change(editor.token, past);
    expect(refused.status).toBe(409);
    expect((refused.json as { message: string }).message).toMatch(/only an administrator/);
    // A closing time in the future is an editor's to set.
    const later = new Date(Date.now() + 30 * DAY_MS).toISOString();
    expect((await change(editor.token, later)).status).toBe(200);

    expect((await change(admin.token, past)).status).toBe(200);
    // The retention job sees it closed now: the clock starts now, not 400 days ago.
    const job = server.app.applicationRetention;
    expect(await job.runOnce(new Date())).toBe(0);
    expect((await application(applicationId)).status).toBe(200);
    expect(await job.runOnce(new Date(Date.now() + 179 * DAY_MS))).toBe(0);
    expect((await application(applicationId)).status).toBe(200);
    expect(await job.runOnce(new Date(Date.now() + 181 * DAY_MS))).toBe(1);
    expect((await application(applicationId)).status).toBe(404);
  });

  it('a posting opened again stops the clock', async () => {
    const { post, applicationId } = await appliedPosting('Reopened Engineer');
    const put = (closed: boolean) =>
      call(server, `/api/staff/posts/${post.id}`, {
        method: 'PUT',
        token: editor.token,
        json: jobBody({ title: 'Reopened Engineer', closed }),
      });
    expect((await put(true)).status).toBe(200);
    const job = server.app.applicationRetention;
    await job.runOnce(new Date());
    expect((await put(false)).status).toBe(200);
    await job.runOnce(new Date(Date.now() + DAY_MS));
    expect(await job.runOnce(new Date(Date.now() + 400 * DAY_MS))).toBe(0);
    expect((await application(applicationId)).status).toBe(200);
  });
});
