// The audit log cannot be flooded (server/accounts/store/refusals.ts, docs/security.md "Refused requests"):
// a self-registered member sending a thousand requests to the back office writes a handful of
// rows, each counting its refusals, and is held to RATE_LIMIT_STAFF_ACCOUNT_MAX requests a minute;
// an admin still sees who tried, where, why and how often. Over real HTTP, on each store.

import { type TestServer, call, newUser, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

interface Entry {
  action: string;
  actorEmail: string;
  after: { method: string; route: string; reason: string; count: number; lastAt: string };
}

describe.each(STORE_TABLE)('refused back-office requests on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    // The setting's default: a minute's worth of requests from one account.
    server = await startServer({ env: { ...database.env, RATE_LIMIT_STAFF_ACCOUNT_MAX: '600' } });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('a thousand refusals write a handful of rows that an admin reads', async () => {
    const admin = await newStaff(server, 'watcher');
    const member = await newUser(server, 'flooder');
    const statuses: number[] = [];
    // A thousand requests, twenty at a time.
    for (let batch = 0; batch < 50; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call(server, `/api/staff/applications/${batch * 20 + i + 1}`, { token: member.token }),
        ),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    const refused = statuses.filter((s) => s === 403).length;
    const limited = statuses.filter((s) => s === 429).length;
    expect(refused + limited).toBe(1000);
    // At most RATE_LIMIT_STAFF_ACCOUNT_MAX (600) a minute get as far as the database.
    expect(refused).toBe(600);

    const rows = await database.query(
      "SELECT after_json FROM audit_log WHERE action = 'staff.refused'",
    );
    expect(rows.length).toBeLessThanOrEqual(3);

    const audit = (await call(server, '/api/staff/audit', { token: admin.token })).json as {
      items: Entry[];
    };
    const mine = audit.items.filter(
      (e) => e.action === 'staff.refused' && e.actorEmail === member.email,
    );
    expect(mine).toEqual([
      expect.objectContaining({
        after: expect.objectContaining({
          method: 'GET',
          route: '/api/staff/applications/:id',
          reason: 'not staff',
          count: refused,
        }),
      }),
    ]);
  });

  it('another route or reason starts a row of its own', async () => {
    const member = await newUser(server, 'wanderer');
    const editor = await newStaff(server, 'curious', 'editor');
    await call(server, '/api/staff/users', { token: member.token });
    await call(server, '/api/staff/users', { token: member.token });
    await call(server, '/api/staff/audit', { token: member.token });
    await call(server, '/api/staff/users', { token: editor.token });
    const rows = (
      await database.query(
        "SELECT actor_email, after_json FROM audit_log WHERE action = 'staff.refused'",
      )
    )
      .filter((row) => row.actor_email === member.email || row.actor_email === editor.email)
      .map((row) => {
        const after = JSON.parse(String(row.after_json)) as Entry['after'];
        return `${String(row.actor_email) === member.email ? 'member' : 'editor'} ${after.route} ${after.reason} ${after.count}`;
      })
      .sort();
    expect(rows).toEqual([
      'editor /api/staff/users not admin 1',
      'member /api/staff/audit not staff 1',
      'member /api/staff/users not staff 2',
    ]);
  });
});
