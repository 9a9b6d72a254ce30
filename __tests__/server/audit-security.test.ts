// The audit log records what security needs besides the staff's changes (docs/security.md): every
// failed login, known account or not; a signed-in caller turned away from a staff route, a
// demoted account or an ended session; role changes from the command line. And it is
// append-only: no code of the server updates or deletes its rows, but an account's deletion,
// which anonymises the lines by and about it.

import fs from 'node:fs';
import path from 'node:path';
import { COMMAND_LINE } from '../../server/cli/staff';
import { type TestServer, call, newUser, startServer, uniqueEmail } from './helpers';
import { newStaff } from './staff-support';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const newest = async () => (await server.app.store.staff.audit.list({})).items[0];

test('a failed login is audited with the address tried and the client, account or not', async () => {
  const { email } = await newUser(server, 'audited');
  const wrong = await call(server, '/api/auth/login', {
    json: { email: email.toUpperCase(), password: 'not the password' },
  });
  expect(wrong.status).toBe(401);
  expect(await newest()).toMatchObject({
    action: 'auth.login-failed',
    actorEmail: 'anonymous',
    entity: 'user',
    entityId: expect.any(Number),
    after: { email, client: '127.0.0.1' },
  });

  const stranger = uniqueEmail('nobody');
  expect(
    (await call(server, '/api/auth/login', { json: { email: stranger, password: 'whatever 1' } }))
      .status,
  ).toBe(401);
  expect(await newest()).toMatchObject({
    action: 'auth.login-failed',
    entityId: null,
    after: { email: stranger },
  });
});

test('an ended session on a staff route is audited; an anonymous call is not', async () => {
  const staff = await newStaff(server, 'ended');
  const changed = await call(server, '/api/profile/password', {
    method: 'PUT',
    token: staff.token,
    json: { currentPassword: 'correct horse 1', newPassword: 'another horse 22' },
  });
  expect(changed.status).toBe(200);
  expect((await call(server, '/api/staff/users?page=1', { token: staff.token })).status).toBe(401);
  expect(await newest()).toMatchObject({
    action: 'staff.refused',
    actorEmail: staff.email,
    entityId: staff.id,
    after: { method: 'GET', route: '/api/staff/users', reason: 'session ended', count: 1 },
  });
  const total = (await server.app.store.staff.audit.list({})).total;
  expect((await call(server, '/api/staff/users')).status).toBe(401);
  expect((await server.app.store.staff.audit.list({})).total).toBe(total);
});

test('a role change from the command line names the command line', async () => {
  const member = await newUser(server, 'promoted');
  const account = await server.app.store.users.findByEmail(member.email);
  await server.app.store.staff.accounts.setRole(account!.id, 'editor', COMMAND_LINE);
  expect(await newest()).toMatchObject({
    action: 'user.role',
    actorEmail: 'command line',
    before: { role: 'member' },
    after: { role: 'editor' },
  });
});

test('no code of the server updates or deletes audit rows but erasures and refusals', () => {
  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) =>
        entry.isDirectory()
          ? files(path.join(dir, entry.name))
          : entry.name.endsWith('.ts')
            ? [path.join(dir, entry.name)]
            : [],
      );
  const server = path.join(__dirname, '..', '..', 'server');
  const writes = files(server).filter((file) =>
    /updateTable\(\s*'audit_log'|deleteFrom\(\s*'audit_log'|UPDATE\s+audit_log|DELETE\s+FROM\s+audit_log/i.test(
      fs.readFileSync(file, 'utf8'),
    ),
  );
  expect(files(server).length).toBeGreaterThan(50);
  // Deleting an account anonymises the lines by and about it, erasing a record erases their
  // details, and a refused request's row counts the ones that follow it (docs/security.md); the
  // database refuses any other update (server/db/sql-dialect.ts, AUDIT_UPDATES).
  expect(writes.sort()).toEqual(
    [
      ['accounts', 'store', 'member-data.ts'],
      ['accounts', 'store', 'refusals.ts'],
      ['db', 'erasure.ts'],
    ].map((file) => path.join(server, ...file)),
  );
});
