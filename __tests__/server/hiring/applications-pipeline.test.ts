// The hiring pipeline (docs/product.md §10.17) over real HTTP: stages, notes and a rating, each
// audited; the interview and rejection emails filled from the `hiring` document and queued;
// one candidate's export and deletion on request; the retention job, driven by a clock of the
// test's own, deleting an expired application and its CV and keeping a fresh one; and what a
// member's data export will read (applicationsByEmail).

import { applicationsByEmail } from '../../../server/db';
import { openPostgres, openSqlite } from '../../../server/db/dialect';
import { type TestServer, call, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { APPLICANT, PDF, apply, newPosting, queuedTo } from './application-support';
import { jobBody } from './posting-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const DAY_MS = 24 * 3600 * 1000;

describe.each(STORE_TABLE)('job applications on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let admin: Awaited<ReturnType<typeof newStaff>>;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    admin = await newStaff(server, 'pipeline-admin');
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  /** Rows read behind the store's back (ids are numbers: nothing else is spliced in). */
  const rows = (sql: string) => database.query(sql);

  const staffCall = (path: string, options: Parameters<typeof call>[2] = {}) =>
    call(server, `/api/staff/applications${path}`, { token: admin.token, ...options });

  async function applied(fields: Record<string, string> = {}, postFields = {}) {
    const post = await newPosting(server, admin.token, {
      title: 'Pipeline Engineer',
      ...postFields,
    });
    const answer = await apply(server, post.slug, fields);
    if (answer.status !== 201) throw new Error(answer.text);
    return { post, id: answer.json.id as number };
  }

  const actions = async (id: number) =>
    ((await staffCall(`/${id}`)).json as { history: { action: string }[] }).history.map(
      (h) => h.action,
    );

  describe('the pipeline', () => {
    it('counts applications per posting and stage, and lists a posting’s', async () => {
      const { post, id } = await applied();
      await staffCall(`/${id}`, { method: 'PATCH', json: { stage: 'screening' } });
      const postings = (await staffCall('/postings')).json as {
        id: number;
        counts: Record<string, number>;
        total: number;
        open: boolean;
      }[];
      expect(postings.find((p) => p.id === post.id)).toMatchObject({
        open: true,
        total: 1,
        counts: { new: 0, screening: 1, rejected: 0 },
      });
      const list = await staffCall(`?postId=${post.id}&stage=screening`);
      expect((list.json as { id: number }[]).map((a) => a.id)).toEqual([id]);
      expect((await staffCall(`?postId=${post.id}&stage=new`)).json).toEqual([]);
    });

    it('moves through the stages, takes a rating and notes, each audited', async () => {
      const { id } = await applied();
      for (const stage of ['screening', 'interview', 'offer', 'hired'])
        expect((await staffCall(`/${id}`, { method: 'PATCH', json: { stage } })).status).toBe(200);
      const rated = await staffCall(`/${id}`, { method: 'PATCH', json: { rating: 4 } });
      expect(rated.json).toMatchObject({ stage: 'hired', rating: 4 });
      expect((await staffCall(`/${id}`, { method: 'PATCH', json: { rating: 6 } })).status).toBe(
        400,
      );
      expect((await staffCall(`/${id}`, { method: 'PATCH', json: {} })).status).toBe(400);
      const note = await staffCall(`/${id}/notes`, { json: { body: 'Strong portfolio.' } });
      expect(note.status).toBe(201);
      const found = (await staffCall(`/${id}`)).json as { notes: { body: string }[] };
      expect(found.notes.map((n) => n.body)).toEqual(['Strong portfolio.']);
      const history = await actions(id);
      expect(history.filter((a) => a === 'application.stage')).toHaveLength(4);
      expect(history).toEqual(expect.arrayContaining(['application.rating', 'application.note']));
      expect((await staffCall('/999999')).status).toBe(404);
    });

    it('names who did each thing in the history by their account’s name', async () => {
      const { id } = await applied();
      const named = await call(server, '/api/profile', {
        method: 'PUT',
        token: admin.token,
        json: { name: 'Amara Okafor', phone: '', address: '' },
      });
      expect(named.status).toBe(200);
      await staffCall(`/${id}`, { method: 'PATCH', json: { stage: 'interview' } });
      expect((await staffCall(`/${id}/cv`)).status).toBe(200);
      const { history } = (await staffCall(`/${id}`)).json as {
        history: {
          action: string;
          actorName: string | null;
          actorEmail: string;
          after?: unknown;
        }[];
      };
      expect(history).toEqual([
        expect.objectContaining({ action: 'application.cv-download', actorName: 'Amara Okafor' }),
        expect.objectContaining({
          action: 'application.stage',
          actorName: 'Amara Okafor',
          actorEmail: admin.email,
          after: { stage: 'interview' },
        }),
      ]);
    });

    it('sends the interview invitation and the rejection from the templates, filled in', async () => {
      const email = 'invited.candidate@example.com';
      const { id } = await applied({ email, fullName: 'Grace Hopper' });
      const preview = await staffCall(`/${id}/emails/interview`);
      expect(preview.json).toEqual({
        to: email,
        subject: 'Interview invitation: Pipeline Engineer',
        body: expect.stringContaining('Hello Grace Hopper,') as string,
      });
      expect((await staffCall(`/${id}/emails/interview`, { method: 'POST' })).status).toBe(201);
      expect((await staffCall(`/${id}/emails/rejection`, { method: 'POST' })).status).toBe(201);
      expect((await staffCall(`/${id}/emails/offer`, { method: 'POST' })).status).toBe(400);
      const [invitation] = await queuedTo(server, 'application-interview', email);
      expect(invitation?.subject).toBe('Interview invitation: Pipeline Engineer');
      expect(invitation?.text).toContain('Thank you for your application for Pipeline Engineer.');
      const [rejection] = await queuedTo(server, 'application-rejection', email);
      expect(rejection?.text).toContain('Hello Grace Hopper,');
      expect(rejection?.text).not.toMatch(/\{(name|role|company)\}/);
      expect((await actions(id)).filter((a) => a === 'application.email')).toHaveLength(2);
    });

    it('exports one candidate’s data with the CV, and deletes it on request', async () => {
      const { id } = await applied();
      const exported = await staffCall(`/${id}/export`);
      expect(exported.status).toBe(200);
      expect(exported.headers.get('content-disposition')).toBe(
        `attachment; filename="application-${id}.json"`,
      );
      const body = exported.json as { application: { fullName: string }; cvBase64: string };
      expect(body.application.fullName).toBe(APPLICANT.fullName);
      expect(Buffer.from(body.cvBase64, 'base64').equals(PDF)).toBe(true);
      expect(await actions(id)).toContain('application.export');

      expect((await staffCall(`/${id}`, { method: 'DELETE' })).status).toBe(204);
      expect((await staffCall(`/${id}`)).status).toBe(404);
      expect((await staffCall(`/${id}/cv`)).status).toBe(404);
      const audit = await rows(
        `SELECT before_json, after_json FROM audit_log WHERE action = 'application.delete' AND entity_id = ${id}`,
      );
      expect(audit).toEqual([
        { before_json: expect.stringMatching(/^\{"postId":\d+\}$/) as string, after_json: null },
      ]);
    });

    it('lists the applications sent from an address, without the CV', async () => {
      const email = 'Export.Me@example.com';
      const { post } = await applied({ email });
      const url = database.config.databaseUrl;
      const opened = url ? openPostgres({ url }) : openSqlite(database.config.databaseFile);
      try {
        const found = await applicationsByEmail(opened.db, 'export.me@EXAMPLE.com');
        expect(found).toEqual([
          expect.objectContaining({
            postId: post.id,
            postTitle: 'Pipeline Engineer',
            stage: 'new',
          }),
        ]);
        expect(JSON.stringify(found)).not.toContain('PDF');
      } finally {
        await opened.close();
      }
    });
  });

  describe('retention', () => {
    it('deletes an application and its CV N days after the posting closes, keeps a fresh one', async () => {
      const expired = await applied();
      const fresh = await applied();
      // Staff close the first posting now: its applications go 180 days later.
      const closed = await call(server, `/api/staff/posts/${expired.post.id}`, {
        method: 'PUT',
        token: admin.token,
        json: jobBody({ title: 'Pipeline Engineer', closed: true }),
      });
      expect(closed.status).toBe(200);
      const job = server.app.applicationRetention;
      // The round that first sees the posting closed starts the clock of its applications.
      expect(await job.runOnce(new Date())).toBe(0);
      expect(await job.runOnce(new Date(Date.now() + 179 * DAY_MS))).toBe(0);
      expect(await job.runOnce(new Date(Date.now() + 181 * DAY_MS))).toBe(1);

      expect((await staffCall(`/${expired.id}`)).status).toBe(404);
      expect((await staffCall(`/${fresh.id}`)).status).toBe(200);
      const files = await rows('SELECT application_id FROM application_files');
      const ids = files.map((f) => Number(f.application_id));
      expect(ids).not.toContain(expired.id);
      expect(ids).toContain(fresh.id);
      const audit = await rows(
        `SELECT before_json FROM audit_log WHERE action = 'application.expire' AND entity_id = ${expired.id}`,
      );
      expect(audit).toEqual([{ before_json: JSON.stringify({ postId: expired.post.id }) }]);
      // A second round (another instance's) finds nothing more to delete.
      expect(await job.runOnce(new Date(Date.now() + 181 * DAY_MS))).toBe(0);
    });
  });
});
