// Two staff roles over real HTTP, on each store: an editor reaches the content's routes and gets
// 403 with the reason on every administration route (the walk takes every /api/staff operation
// of the API description, so a route added later is walked too); an admin reaches them all;
// admins change roles from the back office, never leaving no admin, each change in the audit log.

import { jobBody } from '../../hiring/posting-support';
import { ADMINS_ONLY } from '../../../../server/accounts/authenticate';
import { describeApi } from '../../../../server/platform/api/openapi';
import { type TestServer, call, newUser, startServer } from '../../helpers';
import { newStaff } from '../../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../../stores';

type Operation = { tags?: string[]; security?: unknown[] };
type Document = { paths: Record<string, Record<string, Operation>> };

/** The administration: members, roles, the audit log, the inbox, leads, the emails, applications, enrolments. */
const ADMINISTRATION =
  /^\/api\/staff\/(users|audit|messages|leads|applications|emails|enrolments|internships|analytics|newsletter\/(subscribers|campaigns))(\/|$)/;

let operations: { method: string; url: string; admin: boolean }[] = [];

beforeAll(async () => {
  const document = (await describeApi()) as unknown as Document;
  operations = Object.entries(document.paths)
    .filter(([url]) => url.startsWith('/api/staff/'))
    .flatMap(([url, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        // An id or key that names nothing: the walk must not change anything.
        url: url.replace('{id}', '999999').replace(/\{[a-z]+\}/gi, 'nothing-here'),
        admin: operation.tags?.includes('staff-admin') ?? false,
      })),
    );
});

test('the description tags exactly the administration routes as staff-admin', () => {
  expect(operations.length).toBeGreaterThanOrEqual(20);
  const mismatched = operations.filter(({ url, admin }) => ADMINISTRATION.test(url) !== admin);
  expect(mismatched).toEqual([]);
  expect(operations.filter(({ admin }) => admin).length).toBeGreaterThanOrEqual(7);
});

describe.each(STORE_TABLE)('staff roles on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  /**
   * Over a hundred calls, each route's checks compiled at its first: the two walks below have a
   * minute each.
   */
  const WALK_MS = 60_000;
  /** Every /api/staff operation's status with this token (empty JSON bodies). */
  const walk = (token: string) =>
    Promise.all(
      operations.map(async ({ method, url }) => {
        const body = method === 'GET' || method === 'DELETE' ? {} : { json: {} };
        const answer = await call(server, url, { method, token, ...body });
        return { method, url, status: answer.status, json: answer.json };
      }),
    );

  it(
    'gives an editor 403 with the reason exactly on the administration routes',
    async () => {
      const editor = await newStaff(server, 'editor', 'editor');
      const answers = await walk(editor.token);
      const refused = answers.filter(({ status }) => status === 403);
      expect(refused.map(({ method, url }) => `${method} ${url}`)).toEqual(
        operations.filter(({ admin }) => admin).map(({ method, url }) => `${method} ${url}`),
      );
      for (const answer of refused) expect(answer.json).toEqual({ message: ADMINS_ONLY });
      // Each refusal is in the audit log, with its reason.
      const audit = await server.app.store.staff.audit.list({});
      expect(audit.items[0]).toMatchObject({
        action: 'staff.refused',
        actorEmail: editor.email,
        after: { reason: 'not admin' },
      });
      // Nothing else turned the editor away (no 401 either): the content is theirs.
      expect(answers.filter(({ status }) => status === 401)).toEqual([]);
    },
    WALK_MS,
  );

  it(
    'lets an admin reach every back-office route',
    async () => {
      const admin = await newStaff(server, 'admin');
      const answers = await walk(admin.token);
      expect(answers.filter(({ status }) => status === 401 || status === 403)).toEqual([]);
    },
    WALK_MS,
  );

  it('lets an editor create a job, and not read the inbox', async () => {
    const editor = await newStaff(server, 'writer', 'editor');
    const created = await call(server, '/api/staff/posts', {
      token: editor.token,
      json: jobBody({
        type: 'job',
        title: 'Editor job',
        body: 'Written by an editor.',
        published: false,
      }),
    });
    expect(created.status).toBe(201);
    const messages = await call(server, '/api/staff/messages', { token: editor.token });
    expect([messages.status, messages.json]).toEqual([403, { message: ADMINS_ONLY }]);
  });

  it('has admins change roles, audited, never leaving no admin', async () => {
    const admin = await newStaff(server, 'chief');
    const member = await newUser(server, 'future-editor');
    const id = (await server.app.store.users.findByEmail(member.email))!.id;
    await database.query(`UPDATE users SET email_verified_at = '2026-11-25T09:00:00.000Z'
      WHERE id = ${id}`);
    const as = (token: string, role: string, target = id) =>
      call(server, `/api/staff/users/${target}`, { method: 'PATCH', token, json: { role } });

    const made = await as(admin.token, 'editor');
    expect([made.status, made.json]).toEqual([200, expect.objectContaining({ role: 'editor' })]);
    const audit = (await server.app.store.staff.audit.list({})).items[0];
    expect(audit).toMatchObject({
      action: 'user.role',
      actorId: admin.id,
      actorEmail: admin.email,
      entityId: id,
      before: { email: member.email, role: 'member' },
      after: { email: member.email, role: 'editor' },
    });
    // The new editor, on its very next request: content yes, members no.
    expect((await call(server, '/api/staff/posts', { token: member.token })).status).toBe(200);
    expect((await call(server, '/api/staff/users', { token: member.token })).status).toBe(403);
    // An editor cannot make itself an admin.
    expect((await as(member.token, 'admin')).status).toBe(403);
    expect((await as(admin.token, 'admin')).status).toBe(200);
    expect((await call(server, '/api/staff/users', { token: member.token })).status).toBe(200);
    // An unknown role is refused with the reason, and changes nothing.
    const bad = await as(admin.token, 'staff');
    expect(bad.status).toBe(400);
    expect((await server.app.store.users.findById(id))?.role).toBe('admin');
  });

  it('refuses to demote the last admin, however many editors there are', async () => {
    // Every admin but one becomes an editor; the last one cannot.
    const last = await newStaff(server, 'last');
    const admins = (await server.app.store.staff.accounts.listStaff()).filter(
      (account) => account.role === 'admin' && account.id !== last.id,
    );
    for (const account of admins) {
      expect(
        (
          await call(server, `/api/staff/users/${account.id}`, {
            method: 'PATCH',
            token: last.token,
            json: { role: 'editor' },
          })
        ).status,
      ).toBe(200);
    }
    for (const role of ['editor', 'member']) {
      const refused = await call(server, `/api/staff/users/${last.id}`, {
        method: 'PATCH',
        token: last.token,
        json: { role },
      });
      expect([refused.status, refused.json]).toEqual([
        409,
        { message: 'This is the last admin account: make another account admin first.' },
      ]);
    }
    expect((await server.app.store.users.findById(last.id))?.role).toBe('admin');
  });
});
