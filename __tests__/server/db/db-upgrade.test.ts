// An installation made before the data layer was written once upgrades in place with nothing
// lost: a database is built the way the former code built it (fixtures/legacy-schema.ts, version
// 4, with its own way of recording the version), filled behind the store's back, opened by
// today's server (which applies the migrations it lacks) and read back through the store.

import Database from 'better-sqlite3';
import { openDataStore } from '../../../server/db';
import { MIGRATIONS } from '../../../server/db/migrations';
import { LEGACY_POSTGRES, LEGACY_SQLITE } from '../fixtures/legacy-schema';
import { withClient } from '../pg-template';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { postInput } from '../hiring/posting-support';

const T1 = '2026-03-01T10:00:00.000Z';
const T2 = '2026-03-02T11:30:00.500Z';

/** What an installation holds: one of each kind of row. */
const FILL = [
  `INSERT INTO users (email, email_normalized, password_hash, name, phone, address,
     completed_courses, enrolled_courses, completed_internships, created_at, updated_at,
     token_version, role)
   VALUES ('Ada@Example.com', 'ada@example.com', 'hash-1', 'Ada', '+44 1', '1 Road',
     2, 1, 1, '${T1}', '${T2}', 3, 'staff')`,
  `INSERT INTO users (email, email_normalized, password_hash, name, created_at, updated_at)
   VALUES ('eve@example.com', 'eve@example.com', 'hash-2', 'Eve', '${T1}', '${T1}')`,
  `INSERT INTO contact_messages (full_name, email, subject, message, created_at, status)
   VALUES ('Bob', 'bob@example.com', 'Quote', 'Hello there', '${T1}', 'handled')`,
  `INSERT INTO email_outbox (kind, recipient, subject, payload, status, attempts,
     next_attempt_at, last_error, created_at, sent_at)
   VALUES ('welcome', 'ada@example.com', 'Welcome', 'sealed', 'failed', 8, '${T1}',
     'Mailbox unavailable', '${T1}', NULL)`,
  `INSERT INTO password_resets (token_hash, user_id, expires_at, used_at, created_at)
   VALUES ('digest-1', 1, '${T2}', NULL, '${T1}')`,
  `INSERT INTO testimonials (name, designation, message, photo, published, created_at, updated_at)
   VALUES ('Cy', 'CTO', 'Great work.', NULL, FALSE, '${T1}', '${T1}')`,
  `INSERT INTO products (title, price_cents, description, category, image, rating_rate,
     rating_count, published, created_at, updated_at)
   VALUES ('Kit', 1999, 'A kit.', 'ui-kits', '/media/kit.svg', 4.5, 12, TRUE, '${T1}', '${T1}')`,
  `INSERT INTO audit_log (at, actor_id, actor_email, action, entity, entity_id, before_json,
     after_json)
   VALUES ('${T2}', NULL, 'operator', 'user.role', 'user', 1, '{"role":"member"}',
     '{"role":"staff"}')`,
];

/** Builds version 4 as the former code did, then fills it. */
async function buildLegacy(database: FreshDatabase, name: string): Promise<void> {
  if (name === 'SQLite') {
    const db = new Database(database.config.databaseFile);
    try {
      LEGACY_SQLITE.forEach((migration, index) =>
        db.transaction(() => {
          db.exec(migration);
          db.pragma(`user_version = ${index + 1}`);
        })(),
      );
      for (const statement of FILL) db.exec(statement);
    } finally {
      db.close();
    }
    return;
  }
  await withClient(database.config.databaseUrl!, async (client) => {
    await client.query(
      `CREATE TABLE schema_migrations (
         version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    for (const [index, migration] of LEGACY_POSTGRES.entries()) {
      await client.query(migration);
      await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [index + 1]);
    }
    for (const statement of FILL) await client.query(statement);
  });
}

describe.each(STORE_TABLE)('a %s database made by the former code', (name, harness) => {
  let database: FreshDatabase;

  beforeEach(async () => {
    database = await harness.fresh();
    await buildLegacy(database, name);
  });

  afterEach(() => database.dispose());

  it('upgrades in place: every row reads back through the store, and writes go on', async () => {
    const store = await openDataStore(database.config);
    try {
      expect(await store.users.findByEmail('ada@example.com')).toEqual({
        id: 1,
        email: 'Ada@Example.com',
        passwordHash: 'hash-1',
        name: 'Ada',
        phone: '+44 1',
        address: '1 Road',
        // (Its old course counters stay in their columns, unread since migration 16.)
        // Staff at the upgrade: an admin since migration 9 (two staff roles), nothing lost.
        role: 'admin',
        createdAt: T1,
        updatedAt: T2,
        tokenVersion: 3,
        // Staff at the upgrade: counted verified (an operator promoted them); no one-time password.
        emailVerifiedAt: expect.any(String),
        passwordExpiresAt: null,
      });
      // A member at the upgrade: not verified (the profile offers the link).
      expect(await store.users.findByEmail('eve@example.com')).toMatchObject({
        role: 'member',
        emailVerifiedAt: null,
        passwordExpiresAt: null,
      });
      expect((await store.staff.messages.list({})).items).toEqual([
        {
          id: 1,
          fullName: 'Bob',
          email: 'bob@example.com',
          subject: 'Quote',
          message: 'Hello there',
          status: 'handled',
          createdAt: T1,
        },
      ]);
      expect(await store.outbox.list('failed')).toEqual([
        expect.objectContaining({
          id: 1,
          kind: 'welcome',
          payload: 'sealed',
          attempts: 8,
          lastError: 'Mailbox unavailable',
          createdAt: T1,
          sentAt: null,
        }),
      ]);
      expect(await store.credentials.findReset('digest-1')).toEqual({
        userId: 1,
        expiresAt: T2,
        usedAt: null,
        purpose: 'reset',
      });
      expect(
        (await store.content.posts.page({ limit: 100 })).items.map((p) => [
          p.id,
          p.title,
          p.published,
        ]),
      ).toEqual([
        [1, 'Seeded job', true],
        [2, 'Seeded internship', true],
      ]);
      // Migration 10: each post's page address from its title, posted the day it was created,
      // open until filled, full time (an internship: intern), at the office, no salary.
      const [job, internship] = (await store.content.posts.page({ limit: 100 })).items;
      expect(job).toMatchObject({
        slug: 'seeded-job',
        datePosted: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        validThrough: null,
        employmentType: 'FULL_TIME',
        workplace: 'onsite',
        applicantCountry: null,
        salaryMinCents: null,
        closed: false,
      });
      expect(job!.datePosted).toBe(job!.createdAt.slice(0, 10));
      expect(internship).toMatchObject({ slug: 'seeded-internship', employmentType: 'INTERN' });
      expect((await store.content.testimonials.page({ limit: 100 })).items).toEqual([
        expect.objectContaining({ name: 'Cy', photo: null, published: false }),
      ]);
      expect(await store.content.products.listPublished()).toEqual([
        expect.objectContaining({
          title: 'Kit',
          priceCents: 1999,
          ratingRate: 4.5,
          ratingCount: 12,
        }),
      ]);
      expect((await store.staff.audit.list({})).items).toEqual([
        expect.objectContaining({
          at: T2,
          action: 'user.role',
          before: { role: 'member' },
          after: { role: 'staff' },
        }),
      ]);

      // New rows continue after the old ones, and the audit log is still append-only.
      const actor = { id: 1, email: 'ada@example.com' };
      const post = await store.content.posts.create(
        postInput({ type: 'job', title: 'New', body: 'New job.', published: true } as const),
        actor,
      );
      expect(post.id).toBe(3);
      // Sessions kept on the server and the second factor work on the upgraded database.
      await store.sessions.open('session-1', 1, T2, T1);
      expect(await store.sessions.find('session-1')).toEqual({
        userId: 1,
        lastSeenAt: T2,
        endedAt: null,
      });
      expect(await store.sessions.endAll(1, T2, actor)).toBe(1);
      expect(await store.secondFactor.begin(1, 'sealed-secret', T2)).toBe(true);
      expect(await store.secondFactor.enable(1, 100, ['hash-a'], T2, actor)).toBe(true);
      expect(await store.secondFactor.useStep(1, 100)).toBe(false);
      expect(await store.secondFactor.useStep(1, 101)).toBe(true);
      expect(await store.secondFactor.useRecoveryCode(1, 'hash-a', T2, actor)).toBe(true);
      expect(await store.secondFactor.useRecoveryCode(1, 'hash-a', T2, actor)).toBe(false);
      // (The driver's error may come from another realm: compare its message.)
      const deleting = await database.query('DELETE FROM audit_log').then(
        () => 'deleted',
        (error: { message?: string }) => String(error.message),
      );
      expect(deleting).toMatch(/append-only/);
    } finally {
      await store.close();
    }
  });

  it('records the new version the way it recorded the old one, and gains the index it lacked', async () => {
    await (await openDataStore(database.config)).close();
    if (name === 'SQLite') {
      const db = new Database(database.config.databaseFile, { readonly: true });
      try {
        expect(db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
        expect(db.prepare("PRAGMA index_list('audit_log')").all()).toContainEqual(
          expect.objectContaining({ name: 'audit_log_at' }),
        );
      } finally {
        db.close();
      }
    } else {
      const versions = await database.query('SELECT version FROM schema_migrations ORDER BY 1');
      expect(versions.map((row) => row.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    }
    expect(MIGRATIONS.length).toBeGreaterThan(LEGACY_SQLITE.length);
  });
});
