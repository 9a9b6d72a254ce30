// The job applications' API (docs/product.md §10.17; docs/api.md): the candidate's answer to
// POST /api/posts/:slug/applications (a multipart form: applications.ts holds its field rules),
// and the hiring pipeline's part of the back office (/api/staff/applications*, admins only).

import { type Static, Type } from 'typebox';
import {
  APPLICATION_EMAILS,
  APPLICATION_LIMITS,
  APPLICATION_STAGES,
  CV_TYPES,
} from '../values/applications';
import { PATTERNS } from '../values/constants';
import { Body, Id, Text, Timestamp } from '../fields';
import { PostType } from './public';
import { AuditEntry } from './staff';

const Stage = Type.Enum(APPLICATION_STAGES);
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** The posting's address in the apply call. */
export const SlugParams = Type.Object(
  {
    slug: Type.String({
      title: 'The posting’s address',
      maxLength: 200,
      pattern: '^[a-z0-9-]{1,200}$',
    }),
  },
  { additionalProperties: false },
);
export type SlugParams = Static<typeof SlugParams>;

/** What the candidate is told once the application is stored. */
export const ApplicationReceived = Type.Object({
  id: Id,
  message: Type.String(),
});
export type ApplicationReceived = Static<typeof ApplicationReceived>;

/** A posting as the pipeline's picker shows it, with its applications counted by stage. */
export const HiringPosting = Type.Object({
  id: Id,
  title: Type.String(),
  type: PostType,
  /** Staff closed it or its closing time has passed. */
  open: Type.Boolean(),
  /** When it closed (null while open): the retention period runs from here. */
  closedAt: Nullable(Timestamp),
  counts: Type.Record(Type.String(), Type.Integer()),
  total: Type.Integer(),
});
export type HiringPosting = Static<typeof HiringPosting>;
export const HiringPostings = Type.Array(HiringPosting);
export type HiringPostings = Static<typeof HiringPostings>;

/** How full the CVs' storage is: the stored CVs' bytes and number, and the quota (CV_QUOTA_MB). */
export const CvStorage = Type.Object({
  usedBytes: Type.Integer(),
  quotaBytes: Type.Integer(),
  cvs: Type.Integer(),
});
export type CvStorage = Static<typeof CvStorage>;

export const ApplicationsQuery = Type.Object(
  { postId: Type.String({ pattern: PATTERNS.id }), stage: Type.Optional(Stage) },
  { additionalProperties: false },
);
export type ApplicationsQuery = Static<typeof ApplicationsQuery>;

export const ApplicationSummary = Type.Object({
  id: Id,
  postId: Id,
  fullName: Type.String(),
  email: Type.String(),
  stage: Stage,
  rating: Nullable(Type.Integer({ minimum: 1, maximum: 5 })),
  createdAt: Timestamp,
});
export type ApplicationSummary = Static<typeof ApplicationSummary>;
export const ApplicationList = Type.Array(ApplicationSummary);
export type ApplicationList = Static<typeof ApplicationList>;

export const ApplicationNote = Type.Object({
  id: Id,
  authorEmail: Type.String(),
  body: Type.String(),
  createdAt: Timestamp,
});
export type ApplicationNote = Static<typeof ApplicationNote>;

/**
 * A row of an application's history: the audit log's row, and the name of the staff member who
 * acted as their account says it now (null when the account is gone or has no name: the
 * history names them by the address the audit log kept).
 */
const ApplicationHistoryEntry = Type.Object({
  ...AuditEntry.properties,
  actorName: Nullable(Type.String()),
});

/** One application: the candidate's fields, the CV's facts (its bytes: the download), notes. */
export const ApplicationDetail = Type.Object({
  ...ApplicationSummary.properties,
  postTitle: Type.String(),
  phone: Type.String(),
  portfolioUrl: Type.String(),
  githubUrl: Type.String(),
  linkedinUrl: Type.String(),
  coverLetter: Type.String(),
  cv: Type.Object({ name: Type.String(), type: Type.Enum(CV_TYPES), bytes: Type.Integer() }),
  /** The days after the posting closes that the candidate agreed it is kept. */
  retentionDays: Type.Integer(),
  consentedAt: Timestamp,
  stageChangedAt: Nullable(Timestamp),
  notes: Type.Array(ApplicationNote),
  /** The audit log's rows about it, newest first (at most 50), each with its author's name. */
  history: Type.Array(ApplicationHistoryEntry),
});
export type ApplicationDetail = Static<typeof ApplicationDetail>;

/** A change: its stage, its rating (1 to 5, or null), or both. */
export const ApplicationChange = Type.Object(
  {
    stage: Type.Optional(Stage),
    rating: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: 5 }))),
  },
  { additionalProperties: false },
);
export type ApplicationChange = Static<typeof ApplicationChange>;

export const ApplicationNoteInput = Body({ body: Text(APPLICATION_LIMITS.note) });
export type ApplicationNoteInput = Static<typeof ApplicationNoteInput>;

export const ApplicationEmailParams = Type.Object(
  { id: Type.String({ pattern: PATTERNS.id }), template: Type.Enum(APPLICATION_EMAILS) },
  { additionalProperties: false },
);
export type ApplicationEmailParams = Static<typeof ApplicationEmailParams>;

/** A template email filled for this candidate: what the preview shows and the send queues. */
export const ApplicationEmailText = Type.Object({
  to: Type.String(),
  subject: Type.String(),
  body: Type.String(),
});
export type ApplicationEmailText = Static<typeof ApplicationEmailText>;

/** One candidate's data (the export): the application, its notes, and the CV as base64. */
export const ApplicationExport = Type.Object({
  application: ApplicationDetail,
  cvBase64: Type.String(),
  exportedAt: Timestamp,
});
export type ApplicationExport = Static<typeof ApplicationExport>;
