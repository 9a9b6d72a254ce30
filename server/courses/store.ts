// Courses and certificates (member-types.ts, docs/product.md §10.18), written once for both
// databases: enrolments, the internships staff record, the public certificate, the back office's
// list; staff changes write their audit row in the same transaction. A member's data export and
// the deletion of an account are member-data.ts's.

import type { Selectable } from 'kysely';
import type { Db, Executor, SqlDialect } from '../db/dialect';
import { readPage } from '../db/keyset';
import { countOf, iso, now, writeAudit } from '../db/rows';
import type { EnrolmentRecord, MembersRepository, StaffEnrolmentRecord } from './types';
import { PAGE_SIZE } from '../db/staff-types';
import type { EnrolmentsTable } from './tables';

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

/** An account's enrolments and internships (the profile, the export). */
function ofMemberQuery(db: Db) {
  return async (userId: number) => {
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
}

/** The members' courses and internships; their data export and deletion are member-data.ts's. */
export function membersRepository(
  db: Db,
  dialect: SqlDialect,
): Omit<MembersRepository, 'exportData' | 'deleteAccount'> {
  const ofMember = ofMemberQuery(db);

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
  };
}
