// Reading job applications (docs/product.md §10.17): one with its notes and history, a summary
// row, when a posting closed (the retention counts from it), and, for a member's data export, the
// applications sent from an address (metadata only: never the CV's bytes, the cover letter or
// staff's notes). The repository (applications.ts) writes.

import type { Executor } from '../db/dialect';
import { bool, iso, isoOrNull, num, toAuditEntry } from '../db/rows';
import type { ApplicationByEmail, ApplicationWithNotes } from './types';

const HISTORY_MAX = 50;

export const SUMMARY = [
  'applications.id',
  'applications.post_id',
  'applications.full_name',
  'applications.email',
  'applications.stage',
  'applications.rating',
  'applications.created_at',
] as const;

interface SummaryRow {
  id: number;
  post_id: number;
  full_name: string;
  email: string;
  stage: ApplicationWithNotes['stage'];
  rating: number | null;
  created_at: string | Date;
}

export const toSummary = (row: SummaryRow) => ({
  id: num(row.id),
  postId: num(row.post_id),
  fullName: row.full_name,
  email: row.email,
  stage: row.stage,
  rating: row.rating === null ? null : num(row.rating),
  createdAt: iso(row.created_at),
});

/** When a posting closed, if it has by `at`: staff closing it, or its closing time passing. */
export function closedAt(
  post: {
    closed: number | boolean;
    closed_at: string | Date | null;
    valid_through: string | Date | null;
  },
  at: Date,
): Date | undefined {
  const times = [
    bool(post.closed) && post.closed_at !== null ? new Date(iso(post.closed_at)) : undefined,
    post.valid_through !== null ? new Date(iso(post.valid_through)) : undefined,
  ].filter((time): time is Date => time !== undefined && time.getTime() <= at.getTime());
  return times.sort((a, b) => a.getTime() - b.getTime())[0];
}

export async function findApplication(
  db: Executor,
  id: number,
): Promise<ApplicationWithNotes | undefined> {
  const row = await db
    .selectFrom('applications')
    .innerJoin('posts', 'posts.id', 'applications.post_id')
    .select([...SUMMARY, 'posts.title'])
    .select([
      'applications.phone',
      'applications.portfolio_url',
      'applications.github_url',
      'applications.linkedin_url',
      'applications.cover_letter',
      'applications.cv_name',
      'applications.cv_type',
      'applications.cv_bytes',
      'applications.retention_days',
      'applications.consented_at',
      'applications.stage_changed_at',
    ])
    .where('applications.id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const [notes, history] = await Promise.all([
    db
      .selectFrom('application_notes')
      .select(['id', 'author_email', 'body', 'created_at'])
      .where('application_id', '=', id)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('audit_log')
      .leftJoin('users', 'users.id', 'audit_log.actor_id')
      .selectAll('audit_log')
      .select('users.name as actor_name')
      .where('audit_log.entity', '=', 'application')
      .where('audit_log.entity_id', '=', id)
      // SQLite may give a deleted application's id to a new one: not its history.
      .where('audit_log.at', '>=', iso(row.created_at))
      .orderBy('audit_log.id', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
  ]);
  return {
    ...toSummary(row),
    postTitle: row.title,
    phone: row.phone,
    portfolioUrl: row.portfolio_url,
    githubUrl: row.github_url,
    linkedinUrl: row.linkedin_url,
    coverLetter: row.cover_letter,
    cv: { name: row.cv_name, type: row.cv_type, bytes: num(row.cv_bytes) },
    retentionDays: num(row.retention_days),
    consentedAt: iso(row.consented_at),
    stageChangedAt: isoOrNull(row.stage_changed_at),
    notes: notes.map((n) => ({
      id: num(n.id),
      authorEmail: n.author_email,
      body: n.body,
      createdAt: iso(n.created_at),
    })),
    history: history.map(({ actor_name, ...entry }) => ({
      ...toAuditEntry(entry),
      actorName: actor_name || null,
    })),
  };
}

/** The applications sent from `email` (compared as the store keeps addresses), oldest first. */
export async function applicationsByEmail(
  db: Executor,
  email: string,
): Promise<ApplicationByEmail[]> {
  const rows = await db
    .selectFrom('applications')
    .innerJoin('posts', 'posts.id', 'applications.post_id')
    .select([
      'applications.id',
      'applications.post_id',
      'posts.title',
      'applications.stage',
      'applications.created_at',
      'applications.cv_name',
      'applications.cv_type',
      'applications.cv_bytes',
    ])
    .where('applications.email_normalized', '=', email.trim().toLowerCase())
    .orderBy('applications.id')
    .execute();
  return rows.map((row) => ({
    id: num(row.id),
    postId: num(row.post_id),
    postTitle: row.title,
    stage: row.stage,
    createdAt: iso(row.created_at),
    cv: { name: row.cv_name, type: row.cv_type, bytes: num(row.cv_bytes) },
  }));
}
