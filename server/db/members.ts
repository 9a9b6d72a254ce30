// Courses, certificates and members' data (member-types.ts, docs/product.md §10.18), written
// once for both databases: enrolments, the internships staff record, the public certificate, the
// data export and the deletion of an account. Staff changes write their audit row in the same
// transaction; the deletion anonymises the audit log's lines about the account rather than
// deleting them (docs/security.md, "Deleting an account").

import { sql, type Selectable } from 'kysely';
import { type Db, DELETED_MEMBER, type Executor, type SqlDialect } from './dialect';
import { readPage } from './keyset';
import { quoteOf } from './lead-rows';
import { insertOutboxRows } from './outbox';
import { countOf, iso, isoOrNull, now, toAuditEntry, writeAudit } from './rows';
import type { EnrolmentRecord, MembersRepository, StaffEnrolmentRecord } from './member-types';
import { keepAnAdmin } from './staff-store';
import { PAGE_SIZE } from './staff-types';
import type { EnrolmentsTable } from './tables';
import { normalizeEmail } from './types';

const toEnrolment = (row: Selectable<EnrolmentsTable>): EnrolmentRecord => ({
  id: row.id,
  userId: row.user_id,
  course: row.course_key,
  status: row.status,
  enrolledAt: iso(row.enrolled_at),
  completedOn: row.completed_on,
  certificateCode: row.certificate_code,
});

const STAFF_COLUMNS = [
  'enrolments.id',
  'enrolments.user_id',
  'enrolments.course_key',
  'enrolments.status',
  'enrolments.enrolled_at',
  'enrolments.completed_on',
  'enrolments.certificate_code',
  'users.email',
  'users.name',
] as const;

const staffQuery = (db: Executor) =>
  db
    .selectFrom('enrolments')
    .innerJoin('users', 'users.id', 'enrolments.user_id')
    .select(STAFF_COLUMNS);

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffQuery>['executeTakeFirstOrThrow']>>;

const toStaffEnrolment = (row: StaffRow): StaffEnrolmentRecord => ({
  ...toEnrolment(row as unknown as Selectable<EnrolmentsTable>),
  member: { id: row.user_id, email: row.email, name: row.name },
});

/** The rows of an account that go when it is deleted. */
const OWN_ROWS = [
  'sessions',
  'second_factors',
  'recovery_codes',
  'password_resets',
  'enrolments',
  'completed_internships',
] as const;

/** How the audit log and staff records name a deleted account. */
const deletedMember = (id: number) => `${DELETED_MEMBER}${id}`;

/** The audit rows by or about the account, and every staff record naming its address. */
async function anonymise(trx: Executor, id: number, emails: readonly string[]): Promise<void> {
  const label = deletedMember(id);
  const scrub = (column: 'before_json' | 'after_json') =>
    emails.reduce<ReturnType<typeof sql<string>>>(
      (value, email) =>
        sql<string>`replace(${value}, ${JSON.stringify(email)}, ${JSON.stringify(label)})`,
      sql<string>`${sql.ref(column)}`,
    );
  await trx
    .updateTable('audit_log')
    .set({ actor_email: label })
    .where('actor_id', '=', id)
    .execute();
  await trx
    .updateTable('audit_log')
    .set({ before_json: scrub('before_json'), after_json: scrub('after_json') })
    .where((eb) =>
      eb.or([
        eb('actor_id', '=', id),
        eb.and([eb('entity', '=', 'user'), eb('entity_id', '=', id)]),
      ]),
    )
    .execute();
  // What staff wrote keeps their words but no longer their address.
  await trx
    .updateTable('lead_notes')
    .set({ author_email: label })
    .where('author_id', '=', id)
    .execute();
  for (const email of emails) {
    await trx
      .updateTable('media')
      .set({ created_by: label })
      .where('created_by', '=', email)
      .execute();
    await trx
      .updateTable('site_documents')
      .set({ published_by: label })
      .where('published_by', '=', email)
      .execute();
    await trx
      .updateTable('site_documents')
      .set({ changed_by: label })
      .where('changed_by', '=', email)
      .execute();
    await trx
      .updateTable('site_document_versions')
      .set({ author: label })
      .where('author', '=', email)
      .execute();
  }
}

export function membersRepository(db: Db, dialect: SqlDialect): MembersRepository {
  const ofMember = async (userId: number) => {
    const [enrolments, internships] = await Promise.all([
      db.selectFrom('enrolments').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
      db
        .selectFrom('completed_internships')
        .select(['id', 'title', 'completed_on'])
        .where('user_id', '=', userId)
        .orderBy('completed_on', 'desc')
        .orderBy('id', 'desc')
        .execute(),
    ]);
    return {
      enrolments: enrolments.map(toEnrolment),
      internships: internships.map((r) => ({
        id: r.id,
        title: r.title,
        completedOn: r.completed_on,
      })),
    };
  };

  return {
    async enrol(userId, course, at) {
      try {
        const row = await db
          .insertInto('enrolments')
          .values({ user_id: userId, course_key: course, enrolled_at: at })
          .returningAll()
          .executeTakeFirstOrThrow();
        return { status: 'enrolled', enrolment: toEnrolment(row) };
      } catch (error) {
        if (dialect.isUniqueViolation(error)) return { status: 'already' };
        throw error;
      }
    },
    async leave(userId, course) {
      return db.transaction().execute(async (trx) => {
        const found = await trx
          .selectFrom('enrolments')
          .select(['id', 'status'])
          .where('user_id', '=', userId)
          .where('course_key', '=', course)
          .executeTakeFirst();
        if (!found) return 'none';
        if (found.status === 'completed') return 'completed';
        await trx.deleteFrom('enrolments').where('id', '=', found.id).execute();
        return 'left';
      });
    },
    ofMember,
    async figures(userId) {
      const count = (status: 'enrolled' | 'completed') =>
        countOf(
          db.selectFrom('enrolments').where('user_id', '=', userId).where('status', '=', status),
        );
      const [enrolled, completed, internships] = await Promise.all([
        count('enrolled'),
        count('completed'),
        countOf(db.selectFrom('completed_internships').where('user_id', '=', userId)),
      ]);
      return { enrolled, completed, internships };
    },
    async certificate(code) {
      const row = await db
        .selectFrom('enrolments')
        .innerJoin('users', 'users.id', 'enrolments.user_id')
        .select(['users.name', 'enrolments.course_key', 'enrolments.completed_on'])
        .where('enrolments.certificate_code', '=', code)
        .where('enrolments.status', '=', 'completed')
        .executeTakeFirst();
      return row?.completed_on
        ? { name: row.name, course: row.course_key, completedOn: row.completed_on }
        : undefined;
    },
    async page(query) {
      const filtered = () =>
        db
          .selectFrom('enrolments')
          .$if(query.status !== undefined, (q) => q.where('enrolments.status', '=', query.status!));
      const [page, total] = await Promise.all([
        readPage(
          staffQuery(db).$if(query.status !== undefined, (q) =>
            q.where('enrolments.status', '=', query.status!),
          ),
          [['enrolments.id', 'desc']],
          query.cursor,
          PAGE_SIZE,
        ),
        countOf(filtered()),
      ]);
      return {
        items: page.rows.map(toStaffEnrolment),
        total,
        pageSize: PAGE_SIZE,
        next: page.next,
      };
    },
    async complete(id, day, code, actor) {
      return db.transaction().execute(async (trx) => {
        const found = await staffQuery(trx).where('enrolments.id', '=', id).executeTakeFirst();
        if (!found) return { status: 'unknown' };
        if (found.status === 'completed') return { status: 'already' };
        await trx
          .updateTable('enrolments')
          .set({ status: 'completed', completed_on: day, certificate_code: code })
          .where('id', '=', id)
          .execute();
        await writeAudit(trx, actor, {
          action: 'enrolment.complete',
          entity: 'enrolment',
          entityId: id,
          before: { userId: found.user_id, course: found.course_key, status: found.status },
          after: { userId: found.user_id, course: found.course_key, completedOn: day },
        });
        const after = await staffQuery(trx)
          .where('enrolments.id', '=', id)
          .executeTakeFirstOrThrow();
        return { status: 'completed', enrolment: toStaffEnrolment(after) };
      });
    },
    async recordInternship(userId, postId, day, actor) {
      return db.transaction().execute(async (trx) => {
        const post = await trx
          .selectFrom('posts')
          .select(['title'])
          .where('id', '=', postId)
          .where('type', '=', 'internship')
          .executeTakeFirst();
        if (!post) return undefined;
        const row = await trx
          .insertInto('completed_internships')
          .values({
            user_id: userId,
            post_id: postId,
            title: post.title,
            completed_on: day,
            created_at: now(),
          })
          .returning(['id', 'title', 'completed_on'])
          .executeTakeFirstOrThrow();
        await writeAudit(trx, actor, {
          action: 'internship.record',
          entity: 'internship',
          entityId: row.id,
          after: { userId, postId, title: row.title, completedOn: day },
        });
        return { id: row.id, title: row.title, completedOn: row.completed_on };
      });
    },
    async exportData(userId, email) {
      const address = normalizeEmail(email);
      const [mine, messages, sessions, about, by] = await Promise.all([
        ofMember(userId),
        db
          .selectFrom('contact_messages')
          .select(['id', 'kind', 'full_name', 'email', 'subject', 'message', 'quote', 'created_at'])
          .where(sql<string>`lower(email)`, '=', address)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('sessions')
          .select(['created_at', 'last_seen_at', 'ended_at'])
          .where('user_id', '=', userId)
          .orderBy('created_at')
          .execute(),
        db
          .selectFrom('audit_log')
          .selectAll()
          .where('entity', '=', 'user')
          .where('entity_id', '=', userId)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('audit_log')
          .selectAll()
          .where('actor_id', '=', userId)
          .orderBy('id')
          .execute(),
      ]);
      return {
        ...mine,
        messages: messages.map((m) => ({
          id: m.id,
          kind: m.kind,
          fullName: m.full_name,
          email: m.email,
          subject: m.subject,
          message: m.message,
          quote: quoteOf(m.quote),
          createdAt: iso(m.created_at),
        })),
        sessions: sessions.map((s) => ({
          createdAt: iso(s.created_at),
          lastSeenAt: iso(s.last_seen_at),
          endedAt: isoOrNull(s.ended_at),
        })),
        auditAbout: about.map(toAuditEntry),
        auditBy: by.map(toAuditEntry),
      };
    },
    async deleteAccount(userId, emails) {
      return db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select(['email', 'role'])
          .where('id', '=', userId)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!user) return false;
        await keepAnAdmin(trx, dialect, user.role);
        const address = normalizeEmail(user.email);
        await anonymise(trx, userId, [...new Set([user.email, address])]);
        // Their messages and quote requests go, with the notes staff wrote on them.
        await trx
          .deleteFrom('contact_messages')
          .where(sql<string>`lower(email)`, '=', address)
          .execute();
        for (const table of OWN_ROWS) {
          await trx.deleteFrom(table).where('user_id', '=', userId).execute();
        }
        await trx.deleteFrom('lead_digests').where('owner_id', '=', userId).execute();
        // The row stays, empty, so that its id is never another account's.
        const stamp = now();
        await trx
          .updateTable('users')
          .set((eb) => ({
            email: deletedMember(userId),
            email_normalized: deletedMember(userId),
            password_hash: '',
            name: deletedMember(userId),
            phone: '',
            address: '',
            role: 'member',
            token_version: eb('token_version', '+', 1),
            email_verified_at: null,
            password_expires_at: null,
            updated_at: stamp,
            deleted_at: stamp,
          }))
          .where('id', '=', userId)
          .execute();
        await writeAudit(
          trx,
          { id: userId, email: deletedMember(userId) },
          { action: 'user.delete', entity: 'user', entityId: userId },
        );
        await insertOutboxRows(trx, emails);
        return true;
      });
    },
  };
}
