// Job applications (application-types.ts, ApplicationsRepository; docs/product.md §10.17),
// written once for both databases: a row per application in `applications`, its CV's bytes in
// `application_files` (SQLite BLOB, PostgreSQL bytea: never a file, never the media library),
// staff's notes in `application_notes`. Every staff action writes its audit row in the same
// transaction; the retention's deletions too, with no personal data in the row (store-deletion.ts).

import { APPLICATION_STAGES } from '../../contract/values/applications';
import type { Actor } from '../db/staff-types';
import type { Db, Executor, SqlDialect } from '../db/dialect';
import { about } from '../db/erasure';
import { insertOutboxRows } from '../mail/outbox';
import { bool, countOf, iso, isoOrNull, now, num, writeAudit } from '../db/rows';
import { type ApplicationsRepository, CvQuotaError } from './types';
import { SUMMARY, closedAt, findApplication, toSummary } from './store-reads';
import { deleteApplication, deleteExpiredApplications } from './store-deletion';
import { applicationDigests } from './store-digests';

/** The lock every instance takes to count the stored CVs and add one (PostgreSQL's advisory). */
const CV_QUOTA_LOCK_KEY = 4_711_202_615;

/** The stored CVs' bytes together and their number (each application has one). */
const cvStorageOf = async (executor: Executor) => {
  const row = await executor
    .selectFrom('applications')
    .select((eb) => [eb.fn.sum<number>('cv_bytes').as('bytes'), eb.fn.countAll<number>().as('n')])
    .executeTakeFirst();
  return { usedBytes: num(row?.bytes ?? 0), cvs: num(row?.n ?? 0) };
};

export function applicationsRepository(
  db: Db,
  dialect: SqlDialect,
  retentionDays: number,
): ApplicationsRepository {
  const audit = (trx: Executor, actor: Actor, id: number, action: string, details?: object) =>
    writeAudit(trx, actor, { action, entity: 'application', entityId: id, after: details });
  const exists = async (trx: Executor, id: number) =>
    (await trx.selectFrom('applications').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined;

  return {
    retentionDays,
    ...applicationDigests(db),

    submit: (application, emails, cvQuotaBytes) =>
      db.transaction().execute(async (trx) => {
        await dialect.lockTransaction(trx, CV_QUOTA_LOCK_KEY);
        const { usedBytes } = await cvStorageOf(trx);
        if (usedBytes + application.cv.data.length > cvQuotaBytes)
          throw new CvQuotaError(usedBytes);
        const at = now();
        const row = await trx
          .insertInto('applications')
          .values({
            post_id: application.postId,
            full_name: application.fullName,
            email: application.email,
            email_normalized: application.email.trim().toLowerCase(),
            phone: application.phone,
            portfolio_url: application.portfolioUrl,
            github_url: application.githubUrl,
            linkedin_url: application.linkedinUrl,
            cover_letter: application.coverLetter,
            cv_name: application.cv.name,
            cv_type: application.cv.type,
            cv_bytes: application.cv.data.length,
            retention_days: application.retentionDays,
            consented_at: at,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const id = num(row.id);
        await trx
          .insertInto('application_files')
          .values({ application_id: id, data: application.cv.data })
          .execute();
        await insertOutboxRows(trx, about('application', id, emails(id)));
        return { id };
      }),

    cvStorage: () => cvStorageOf(db),

    async postings(at) {
      const [posts, counts] = await Promise.all([
        db
          .selectFrom('posts')
          .select(['id', 'title', 'type', 'closed', 'closed_at', 'valid_through', 'published'])
          .orderBy('created_at', 'desc')
          .orderBy('id', 'asc')
          .execute(),
        db
          .selectFrom('applications')
          .select(['post_id', 'stage', (eb) => eb.fn.countAll().as('n')])
          .groupBy(['post_id', 'stage'])
          .execute(),
      ]);
      return posts.flatMap((post) => {
        const mine = counts.filter((c) => num(c.post_id) === num(post.id));
        if (mine.length === 0 && !bool(post.published)) return [];
        const byStage = Object.fromEntries(APPLICATION_STAGES.map((s) => [s, 0]));
        for (const c of mine) byStage[c.stage] = num(c.n);
        const closed = closedAt(post, at);
        return [
          {
            id: num(post.id),
            title: post.title,
            type: post.type,
            open: closed === undefined && !bool(post.closed),
            closedAt: closed ? closed.toISOString() : null,
            counts: byStage,
            total: mine.reduce((sum, c) => sum + num(c.n), 0),
          },
        ];
      });
    },

    async list(postId, stage) {
      const rows = await db
        .selectFrom('applications')
        .select([...SUMMARY])
        .where('post_id', '=', postId)
        .$if(stage !== undefined, (q) => q.where('stage', '=', stage!))
        .orderBy('id', 'desc')
        .execute();
      return rows.map(toSummary);
    },

    find: (id) => findApplication(db, id),

    downloadCv: (id, actor) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('applications')
          .innerJoin('application_files', 'application_files.application_id', 'applications.id')
          .select(['applications.cv_name', 'applications.cv_type', 'application_files.data'])
          .where('applications.id', '=', id)
          .executeTakeFirst();
        if (!row) return undefined;
        await audit(trx, actor, id, 'application.cv-download');
        return { name: row.cv_name, type: row.cv_type, data: Buffer.from(row.data) };
      }),

    update: (id, changes, actor) =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('applications')
          .select(['stage', 'rating'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) return undefined;
        const at = now();
        if (changes.stage !== undefined && changes.stage !== row.stage) {
          await trx
            .updateTable('applications')
            .set({ stage: changes.stage, stage_changed_at: at })
            .where('id', '=', id)
            .execute();
          await writeAudit(trx, actor, {
            action: 'application.stage',
            entity: 'application',
            entityId: id,
            before: { stage: row.stage },
            after: { stage: changes.stage },
          });
        }
        const rating = row.rating === null ? null : num(row.rating);
        if (changes.rating !== undefined && changes.rating !== rating) {
          await trx
            .updateTable('applications')
            .set({ rating: changes.rating })
            .where('id', '=', id)
            .execute();
          await writeAudit(trx, actor, {
            action: 'application.rating',
            entity: 'application',
            entityId: id,
            before: { rating },
            after: { rating: changes.rating },
          });
        }
        return findApplication(trx, id);
      }),

    addNote: (id, body, actor) =>
      db.transaction().execute(async (trx) => {
        if (!(await exists(trx, id))) return undefined;
        const note = await trx
          .insertInto('application_notes')
          .values({
            application_id: id,
            author_id: actor.id,
            author_email: actor.email,
            body,
            created_at: now(),
          })
          .returning(['id', 'author_email', 'body', 'created_at'])
          .executeTakeFirstOrThrow();
        await audit(trx, actor, id, 'application.note', { noteId: num(note.id) });
        return {
          id: num(note.id),
          authorEmail: note.author_email,
          body: note.body,
          createdAt: iso(note.created_at),
        };
      }),

    recordEmail: (id, template, email, actor) =>
      db.transaction().execute(async (trx) => {
        if (!(await exists(trx, id))) return false;
        await insertOutboxRows(trx, about('application', id, [email]));
        await audit(trx, actor, id, 'application.email', { template });
        return true;
      }),

    exportOne: (id, actor) =>
      db.transaction().execute(async (trx) => {
        const application = await findApplication(trx, id);
        if (!application) return undefined;
        const file = await trx
          .selectFrom('application_files')
          .select('data')
          .where('application_id', '=', id)
          .executeTakeFirstOrThrow();
        await audit(trx, actor, id, 'application.export');
        return { application, cv: Buffer.from(file.data) };
      }),

    async appliedTo(postId) {
      const [count, post] = await Promise.all([
        countOf(db.selectFrom('applications').where('post_id', '=', postId)),
        db.selectFrom('posts').select('valid_through').where('id', '=', postId).executeTakeFirst(),
      ]);
      return { count, validThrough: isoOrNull(post?.valid_through ?? null) };
    },

    remove: (id, actor) =>
      db.transaction().execute((trx) => deleteApplication(trx, id, actor, 'application.delete')),

    deleteExpired: (at) => deleteExpiredApplications(db, at, retentionDays),
  };
}
