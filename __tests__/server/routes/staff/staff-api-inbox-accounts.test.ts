// The back office's API over real HTTP, its inbox and accounts: messages searched, paged and
// marked handled (audited), accounts listed without hashes, the last admin cannot demote itself,
// and a member is promoted only once verified. The collections: staff-api-collections.test.ts.

import { NOT_VERIFIED } from '../../../../server/accounts/routes/staff-accounts';
import { type TestServer, call, newUser, startServer } from '../../helpers';
import { linkToken } from '../../link-support';
import { newStaff } from '../../staff-support';
import { staffCalls } from './staff-api-support';

let server: TestServer;
let staff: { token: string; id: number; email: string };

beforeAll(async () => {
  server = await startServer();
  staff = await newStaff(server);
});
afterAll(() => server.close());

const { as, lastAudit } = staffCalls(() => ({ server, staff }));

it('searches, filters and pages the inbox, newest first, and marks messages handled', async () => {
  for (let i = 1; i <= 22; i += 1) {
    await call(server, '/api/contact', {
      json: {
        fullName: `Visitor ${i}`,
        email: `v${i}@example.com`,
        subject: `Quote ${i}`,
        message: i === 7 ? 'Need 100% uptime_now' : 'Hello',
      },
    });
  }
  const first = (await as('GET', '/api/staff/messages')).json as {
    items: { id: number; fullName: string; status: string }[];
    total: number;
    unread: number;
    next: string;
  };
  expect(first.items).toHaveLength(20);
  expect(first.items[0]?.fullName).toBe('Visitor 22');
  expect(first.unread).toBe(first.total);
  const second = (await as('GET', `/api/staff/messages?cursor=${first.next}`)).json as {
    items: { fullName: string }[];
    next: string | null;
  };
  expect(second.items.length).toBe(first.total - 20);
  expect(second.next).toBeNull();
  expect(second.items.map((m) => m.fullName)).not.toContain(first.items[19]?.fullName);
  const found = (await as('GET', '/api/staff/messages?q=100%25%20UPTIME_')).json as {
    items: { fullName: string }[];
  };
  expect(found.items.map((m) => m.fullName)).toEqual(['Visitor 7']);
  expect(((await as('GET', '/api/staff/messages?q=50%25')).json as { total: number }).total).toBe(
    0,
  );

  const id = first.items[0]!.id;
  const handled = await as('PATCH', `/api/staff/messages/${id}`, { status: 'handled' });
  expect(handled.json).toMatchObject({ id, status: 'handled' });
  const unread = (await as('GET', '/api/staff/messages?status=unread')).json as {
    total: number;
    unread: number;
  };
  expect(unread.total).toBe(first.total - 1);
  expect(unread.unread).toBe(first.total - 1);
  expect((await lastAudit()).items[0]).toMatchObject({
    action: 'message.status',
    before: { status: 'unread' },
    after: { status: 'handled' },
  });
});

it('lists accounts without hashes; the last admin cannot demote itself', async () => {
  const users = (await as('GET', '/api/staff/users')).json as { items: Record<string, unknown>[] };
  expect(users.items).toContainEqual(
    expect.objectContaining({ email: staff.email, role: 'admin' }),
  );
  expect(JSON.stringify(users)).not.toMatch(/argon2|passwordHash|password_hash/);
  const [local] = staff.email.split('@');
  const found = (await as('GET', `/api/staff/users?q=${encodeURIComponent(local!.slice(0, 4))}`))
    .json as { items: { email: string }[] };
  expect(found.items.map((u) => u.email)).toContain(staff.email);
  expect((await as('GET', '/api/staff/users?q=qqzzx')).json).toMatchObject({ total: 0 });
  const self = await as('PATCH', `/api/staff/users/${staff.id}`, { role: 'member' });
  expect(self.status).toBe(409);
  expect((self.json as { message: string }).message).toMatch(/last admin account/);
  expect((await as('GET', '/api/staff/audit')).status).toBe(200);
});

it('promotes a member only once their address is verified, as the command line does', async () => {
  const member = await newUser(server, 'promoted');
  const account = await server.app.store.users.findByEmail(member.email);
  const refused = await as('PATCH', `/api/staff/users/${account!.id}`, { role: 'editor' });
  expect(refused.status).toBe(409);
  expect(refused.json).toEqual({ message: NOT_VERIFIED });
  expect((await server.app.store.users.findById(account!.id))?.role).toBe('member');

  const token = await linkToken(server, 'email-verification', member.email, '/verify-email');
  const verified = await call(server, '/api/auth/verify-email', { json: { token } });
  expect(verified.status).toBe(200);
  const promoted = await as('PATCH', `/api/staff/users/${account!.id}`, { role: 'editor' });
  expect(promoted.status).toBe(200);
  expect(promoted.json).toMatchObject({ email: member.email, role: 'editor' });
});
