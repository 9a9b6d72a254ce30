// The leads' repository on each store (SQLite always; PostgreSQL when TEST_DATABASE_URL is set):
// the stage rules and the first reply, the owner among admins, the figures computed by the
// database (the median by its position, seconds between two timestamps on either), the export's
// keyset batches, the due follow-ups, and a digest recorded once when five calls race for it.

import { openDataStore, type DataStore } from '../../../server/db';
import { COMMAND_LINE } from '../../../server/cli/staff';
import { type FreshDatabase, STORE_TABLE } from '../stores';

describe.each(STORE_TABLE)('leads on %s', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  let admin: number;
  let editor: number;
  const ids: number[] = [];

  beforeAll(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
    const account = async (email: string, role: 'admin' | 'editor') => {
      const user = await store.users.create({ email, passwordHash: '', name: email });
      await store.staff.accounts.setRole(user.id, role, COMMAND_LINE);
      return user.id;
    };
    admin = await account('boss@example.com', 'admin');
    editor = await account('ed@example.com', 'editor');
    for (let i = 0; i < 5; i += 1) {
      const lead = await store.contactMessages.insert({
        fullName: `Lead ${i}`,
        email: `lead${i}@example.com`,
        subject: `Subject ${i}`,
        message: `Message ${i}`,
      });
      ids.push(lead.id);
    }
    // Arrived on Monday 2026-11-23 at 09:00; replied 1, 3, 5 and 10 hours later (one not yet).
    const hours = [1, 3, 5, 10];
    for (const [i, id] of ids.entries()) {
      const reply = hours[i];
      await database.query(
        `UPDATE contact_messages SET created_at = '2026-11-23T09:00:00.000Z', ` +
          `first_reply_at = ${reply === undefined ? 'NULL' : `'2026-11-23T${String(9 + reply).padStart(2, '0')}:00:00.000Z'`}, ` +
          `stage = '${['won', 'won', 'lost', 'contacted', 'new'][i]}', ` +
          `owner_id = ${i < 2 ? admin : 'NULL'}, follow_up_on = '2026-11-2${i}' WHERE id = ${id}`,
      );
    }
  });
  afterAll(async () => {
    await store.close();
    await database.dispose();
  });

  it('computes the figures in the database', async () => {
    const stats = await store.leads.stats(new Date('2026-11-25T12:00:00.000Z'));
    expect(stats.weeks.at(-1)).toEqual({ weekOf: '2026-11-23', count: 5 });
    expect(stats).toMatchObject({ won: 2, lost: 1, winRate: 2 / 3, medianFirstReplyHours: 4 });
  });

  it('keeps the stage rules and stamps the first reply once', async () => {
    const id = ids[4]!;
    await expect(store.leads.update(id, { stage: 'lost' }, COMMAND_LINE)).rejects.toThrow(
      /lostReason is required/,
    );
    await expect(store.leads.update(id, { ownerId: editor }, COMMAND_LINE)).rejects.toThrow(
      /must be an administrator/,
    );
    const moved = await store.leads.update(id, { stage: 'proposal' }, COMMAND_LINE);
    expect(moved?.firstReplyAt).toEqual(moved?.stageChangedAt);
    const lost = await store.leads.update(
      id,
      { stage: 'lost', lostReason: 'Budget', ownerId: admin },
      COMMAND_LINE,
    );
    expect(lost).toMatchObject({ stage: 'lost', lostReason: 'Budget', ownerId: admin });
    expect(lost?.firstReplyAt).toBe(moved?.firstReplyAt);
    expect(lost?.history.map((h) => h.action)).toEqual(['lead.owner', 'lead.stage', 'lead.stage']);
  });

  it('reads the export in keyset batches, every lead once, in order', async () => {
    const rows = [];
    for await (const row of store.leads.exportRows('2026-11-23', '2026-11-23', 2)) rows.push(row);
    expect(rows.map((r) => r.id)).toEqual(ids);
    expect(rows[0]).toMatchObject({ owner: 'boss@example.com', followUpOn: '2026-11-20' });
  });

  it('finds the due follow-ups of admins and records a digest once when calls race', async () => {
    // Leads 0 and 1 are the admin's but won: not due. Lead 3 (contacted) becomes due.
    await store.leads.update(ids[3]!, { ownerId: admin, followUpOn: '2026-11-21' }, COMMAND_LINE);
    const due = await store.leads.dueFollowUps('2026-11-21', 20);
    expect(due).toEqual([
      expect.objectContaining({
        ownerId: admin,
        count: 1,
        leads: [expect.objectContaining({ id: ids[3], followUpOn: '2026-11-21' })],
      }),
    ]);
    const email = {
      kind: 'lead-digest',
      recipient: 'boss@example.com',
      subject: 's',
      payload: 'p',
    };
    const tries = await Promise.all(
      Array.from({ length: 5 }, () => store.leads.recordDigest(admin, '2026-11-21', email)),
    );
    expect(tries.filter(Boolean)).toHaveLength(1);
    const queued = (await store.outbox.list('pending')).filter((e) => e.kind === 'lead-digest');
    expect(queued).toHaveLength(1);
  });
});
