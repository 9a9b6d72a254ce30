// The contract of the email outbox and of the password writes (server/db/types.ts: outbox,
// credentials), held against every store: SQLite always, PostgreSQL too with TEST_DATABASE_URL
// (stores.ts). What is written together commits together; a claimed email is leased; two stores
// on one database (two instances) never claim the same email at once.

import { openDataStore, type DataStore, type NewOutboxEmail } from '../../../server/db';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const email = (kind: string, recipient = 'to@example.com'): NewOutboxEmail => ({
  kind,
  recipient,
  subject: `subject of ${kind}`,
  payload: `sealed ${kind}`,
});

const CONTACT = { fullName: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' };
const t = (iso: string) => new Date(iso);
const NOW = t('2100-01-01T00:00:00.000Z');
const LEASE = 60_000;

describe.each(STORE_TABLE)('the %s outbox and credentials', (_name, harness) => {
  let database: FreshDatabase;
  let store: DataStore;
  const others: DataStore[] = [];

  beforeEach(async () => {
    database = await harness.fresh();
    store = await openDataStore(database.config);
  });

  afterEach(async () => {
    await Promise.all([store, ...others.splice(0)].map((s) => s.close()));
    await database.dispose();
  });

  it('a contact message and its emails commit together, or not at all', async () => {
    await store.contactMessages.insert(CONTACT, [email('note'), email('ack', 'ann@example.com')]);
    const rows = await store.outbox.list();
    expect(rows.map((r) => [r.kind, r.recipient, r.status, r.attempts])).toEqual([
      ['note', 'to@example.com', 'pending', 0],
      ['ack', 'ann@example.com', 'pending', 0],
    ]);
    expect(rows[0]).toMatchObject({ subject: 'subject of note', payload: 'sealed note' });
    expect(rows[0]?.lastError).toBeNull();

    // An email the outbox refuses (no recipient) takes the message down with it.
    const broken = { ...email('bad'), recipient: null as unknown as string };
    await expect(
      store.contactMessages.insert({ ...CONTACT, subject: 'lost' }, [email('fine'), broken]),
      // (Matched by message: the driver's error may come from another realm than Jest's Error.)
    ).rejects.toHaveProperty('message', expect.stringMatching(/not.null/i));
    expect((await store.contactMessages.list()).map((m) => m.subject)).toEqual(['Hi']);
    expect(await store.outbox.list()).toHaveLength(2);
  });

  it('a new account and its welcome email commit together', async () => {
    const user = await store.users.create(
      { email: 'w@example.com', passwordHash: 'h', name: 'w' },
      [email('welcome', 'w@example.com')],
    );
    expect(user.tokenVersion).toBe(0);
    expect((await store.outbox.list()).map((r) => r.kind)).toEqual(['welcome']);
  });

  it('claims due emails oldest first under a lease; retry, sent and failed change what is due', async () => {
    await store.outbox.enqueue([email('a'), email('b'), email('c')]);
    const claimed = await store.outbox.claimDue(NOW, 2, LEASE);
    expect(claimed.map((r) => r.kind)).toEqual(['a', 'b']);
    // Leased: the next claim gets only the third; after the lease, the first two again.
    expect((await store.outbox.claimDue(NOW, 10, LEASE)).map((r) => r.kind)).toEqual(['c']);
    expect(await store.outbox.claimDue(new Date(NOW.getTime() + LEASE - 1), 10, LEASE)).toEqual([]);
    const afterLease = new Date(NOW.getTime() + LEASE);
    expect((await store.outbox.claimDue(afterLease, 10, LEASE)).map((r) => r.kind)).toEqual([
      'a',
      'b',
      'c',
    ]);

    const [a, b, c] = await store.outbox.list();
    const retryAt = t('2100-01-01T01:00:00.000Z');
    await store.outbox.markSent(a?.id ?? 0, afterLease);
    await store.outbox.markRetry(b?.id ?? 0, retryAt, 'refused');
    await store.outbox.markFailed(c?.id ?? 0, 'gave up');

    const rows = await store.outbox.list();
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 1, null],
      ['pending', 1, 'refused'],
      ['failed', 1, 'gave up'],
    ]);
    expect(rows[0]).toMatchObject({ payload: '', sentAt: afterLease.toISOString() });
    expect(rows[1]?.nextAttemptAt).toBe(retryAt.toISOString());
    expect((await store.outbox.list('failed')).map((r) => r.kind)).toEqual(['c']);

    // Only the retried one is ever due again, and only from its time.
    const farLater = new Date(retryAt.getTime() + 10 * LEASE);
    expect(await store.outbox.claimDue(new Date(retryAt.getTime() - 1), 10, LEASE)).toEqual([]);
    expect((await store.outbox.claimDue(farLater, 10, LEASE)).map((r) => r.kind)).toEqual(['b']);
  });

  it('two stores on one database claiming at once never get the same email', async () => {
    const other = await openDataStore(database.config);
    others.push(other);
    await store.outbox.enqueue(Array.from({ length: 30 }, (_, i) => email(`m${i}`)));
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? other : store).outbox.claimDue(NOW, 5, LEASE)),
    );
    const ids = rounds.flat().map((r) => r.id);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('staff see a page of one status without payloads; a retry makes a failed email due now, once, audited', async () => {
    const actor = { id: null, email: 'command line' };
    await store.outbox.enqueue([email('a'), email('b'), email('c')]);
    const [a, b, c] = await store.outbox.list();
    await store.outbox.markFailed(a?.id ?? 0, 'gave up');
    await store.outbox.markFailed(b?.id ?? 0, 'gave up');
    const failed = await store.outbox.page({ status: 'failed' });
    expect(failed).toMatchObject({ total: 2, next: null, pageSize: 20, failed: 2 });
    expect(failed.items.map((e) => e.kind)).toEqual(['b', 'a']);
    expect(failed.items[0]).not.toHaveProperty('payload');
    expect(await store.outbox.retry(c?.id ?? 0, actor, { now: NOW })).toMatchObject({
      status: 'not-failed',
    });
    expect(await store.outbox.retry(999_999, actor, { now: NOW })).toEqual({ status: 'unknown' });
    expect(
      await store.outbox.retry(b?.id ?? 0, actor, { now: NOW, refuse: () => 'too late' }),
    ).toMatchObject({ status: 'refused', reason: 'too late' });

    // Two at once, from two instances: one wins, one audit row.
    const other = await openDataStore(database.config);
    others.push(other);
    const outcomes = await Promise.all([
      store.outbox.retry(a?.id ?? 0, actor, { now: NOW }),
      other.outbox.retry(a?.id ?? 0, actor, { now: NOW }),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['not-failed', 'retried']);
    const audit = await store.staff.audit.list({});
    expect(audit.items.filter((e) => e.action === 'email.retry')).toHaveLength(1);
    expect(
      (await store.outbox.list()).map((r) => [r.kind, r.status, r.attempts, r.lastError]),
    ).toEqual([
      ['a', 'pending', 0, null],
      ['b', 'failed', 1, 'gave up'],
      ['c', 'pending', 0, null],
    ]);
    expect((await store.outbox.claimDue(NOW, 10, LEASE)).map((r) => r.kind)).toEqual(['a', 'c']);
  });

  it('reset tokens: stored with their email; unknown, expired, used and done', async () => {
    const user = await store.users.create({
      email: 'r@example.com',
      passwordHash: 'old',
      name: 'r',
    });
    const expiresAt = t('2100-01-01T00:30:00.000Z');
    await store.credentials.createReset(
      { userId: user.id, tokenHash: 'h1', expiresAt },
      email('reset'),
    );
    await store.credentials.createReset(
      { userId: user.id, tokenHash: 'h2', expiresAt },
      email('reset'),
    );
    expect(await store.credentials.findReset('h1')).toEqual({
      userId: user.id,
      expiresAt: expiresAt.toISOString(),
      usedAt: null,
      purpose: 'reset',
    });
    expect(await store.credentials.findReset('nope')).toBeUndefined();
    expect((await store.outbox.list()).map((r) => r.kind)).toEqual(['reset', 'reset']);

    const emails = () => [email('changed')];
    expect(await store.credentials.resetPassword('nope', 'new', NOW, emails)).toEqual({
      status: 'unknown',
    });
    expect(await store.credentials.resetPassword('h1', 'new', expiresAt, emails)).toEqual({
      status: 'expired',
    });
    const done = await store.credentials.resetPassword('h1', 'new', NOW, emails);
    expect(done).toMatchObject({ status: 'done', user: { passwordHash: 'new', tokenVersion: 1 } });
    expect(await store.users.findById(user.id)).toMatchObject({
      passwordHash: 'new',
      tokenVersion: 1,
    });
    expect((await store.credentials.findReset('h1'))?.usedAt).not.toBeNull();
    expect(await store.credentials.resetPassword('h1', 'newer', NOW, emails)).toEqual({
      status: 'used',
    });
    // The account's other open token was closed by the reset.
    expect(await store.credentials.resetPassword('h2', 'newer', NOW, emails)).toEqual({
      status: 'used',
    });
    expect((await store.outbox.list()).map((r) => r.kind)).toEqual(['reset', 'reset', 'changed']);
  });

  it('two uses of one token at once: exactly one succeeds', async () => {
    const user = await store.users.create({
      email: 'x@example.com',
      passwordHash: 'old',
      name: 'x',
    });
    const expiresAt = t('2100-01-01T00:30:00.000Z');
    await store.credentials.createReset({ userId: user.id, tokenHash: 'h', expiresAt }, email('r'));
    const other = await openDataStore(database.config);
    others.push(other);
    const outcomes = await Promise.all([
      store.credentials.resetPassword('h', 'one', NOW, () => []),
      other.credentials.resetPassword('h', 'two', NOW, () => []),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['done', 'used']);
    expect((await store.users.findById(user.id))?.tokenVersion).toBe(1);
  });

  it('changing a password bumps the token version, closes reset tokens and queues its email', async () => {
    const user = await store.users.create({
      email: 'c@example.com',
      passwordHash: 'old',
      name: 'c',
    });
    const expiresAt = t('2100-01-01T00:30:00.000Z');
    await store.credentials.createReset(
      { userId: user.id, tokenHash: 'hc', expiresAt },
      email('r'),
    );
    const changed = await store.credentials.changePassword(user.id, 'new', [email('changed')]);
    expect(changed).toMatchObject({ id: user.id, passwordHash: 'new', tokenVersion: 1 });
    expect((await store.credentials.findReset('hc'))?.usedAt).not.toBeNull();
    expect((await store.outbox.list()).map((r) => r.kind)).toEqual(['r', 'changed']);
    expect(
      await store.credentials.changePassword(user.id + 1, 'x', [email('nobody')]),
    ).toBeUndefined();
    expect(await store.outbox.list()).toHaveLength(2);
  });
});
