// The job applications' part of the store's contract (types.ts; docs/product.md §10.17): what a
// candidate sends, the hiring pipeline staff work in, and the retention that deletes applications
// a set number of days after their posting closes. Every staff action writes its audit row in the
// same transaction as the action itself.

import type { ApplicationStage, CvType } from '../../contract/values/applications';
import type {
  ApplicationDetail,
  ApplicationNote,
  ApplicationSummary,
  HiringPosting,
} from '../../contract/api/applications';
import type { Actor } from '../db/staff-types';
import type { NewOutboxEmail } from '../mail/types';

type Application = ApplicationSummary;
export type ApplicationWithNotes = ApplicationDetail;
type Note = ApplicationNote;
type Posting = HiringPosting;

interface NewApplication {
  postId: number;
  fullName: string;
  email: string;
  phone: string;
  portfolioUrl: string;
  githubUrl: string;
  linkedinUrl: string;
  coverLetter: string;
  cv: { name: string; type: CvType; data: Buffer };
  retentionDays: number;
}

interface ApplicationCv {
  name: string;
  type: CvType;
  data: Buffer;
}

/** What the members' data export shows of the applications sent from an address: no CV bytes. */
export interface ApplicationByEmail {
  id: number;
  postId: number;
  postTitle: string;
  stage: ApplicationStage;
  createdAt: string;
  cv: { name: string; type: CvType; bytes: number };
}

/** An application as the hiring inbox's notification and digest name it (no contact details). */
export interface ApplicationNotice {
  id: number;
  postId: number;
  fullName: string;
  /** The posting's title. */
  role: string;
}

/** The applications a day brought: how many, and the first few. */
export interface ApplicationsOfDay {
  count: number;
  applications: ApplicationNotice[];
}

/** The stored CVs would pass their quota with this one: `used` bytes are taken already. */
export class CvQuotaError extends Error {
  override name = 'CvQuotaError';
  constructor(readonly used: number) {
    super('The CVs take their whole quota.');
  }
}

/** What the stored CVs take: their bytes together, and how many there are. */
interface CvStorage {
  usedBytes: number;
  cvs: number;
}

export interface ApplicationsRepository {
  /** The days applications are kept after their posting closes (APPLICATION_RETENTION_DAYS). */
  readonly retentionDays: number;
  /**
   * Stores the application, its CV and its emails in one transaction: the acknowledgement (when
   * given) and the hiring inbox's notification, which `emails` makes once the application has its
   * id (its link names it). Refused when the stored CVs would then take more than `cvQuotaBytes`
   * together (CvQuotaError; checked under a lock every instance takes, so two cannot both take the
   * last room).
   */
  submit(
    application: NewApplication,
    emails: (id: number) => NewOutboxEmail[],
    cvQuotaBytes: number,
  ): Promise<{ id: number }>;
  /** What the stored CVs take (CV_QUOTA_MB counts it). */
  cvStorage(): Promise<CvStorage>;
  /** Every posting that has applications or is published, newest first, with counts by stage. */
  postings(at: Date): Promise<Posting[]>;
  /** A posting's applications, newest first. */
  list(postId: number, stage?: ApplicationStage): Promise<Application[]>;
  find(id: number): Promise<ApplicationWithNotes | undefined>;
  /** The CV's bytes; audited (application.cv-download). Undefined when there is none. */
  downloadCv(id: number, actor: Actor): Promise<ApplicationCv | undefined>;
  /** Stage and rating; one audit row each that changes (application.stage, .rating). */
  update(
    id: number,
    changes: { stage?: ApplicationStage; rating?: number | null },
    actor: Actor,
  ): Promise<ApplicationWithNotes | undefined>;
  /** Audited (application.note). */
  addNote(id: number, body: string, actor: Actor): Promise<Note | undefined>;
  /** Queues the email and its audit row (application.email) together; false: no such one. */
  recordEmail(id: number, template: string, email: NewOutboxEmail, actor: Actor): Promise<boolean>;
  /** The application and its CV, audited (application.export). */
  exportOne(
    id: number,
    actor: Actor,
  ): Promise<{ application: ApplicationWithNotes; cv: Buffer } | undefined>;
  /** How many applications posting `postId` has, and its closing time now (null: none). */
  appliedTo(postId: number): Promise<{ count: number; validThrough: string | null }>;
  /** Deletes the application, its CV and notes; audited (application.delete). */
  remove(id: number, actor: Actor): Promise<boolean>;
  /**
   * Starts the retention clock of the applications whose posting is now closed (at `at`: never
   * a closing date staff set) and stops it for those whose posting opened again; then deletes
   * every application whose clock started more than its retention days before `at`, one audit
   * row each (application.expire: its id and posting only); how many were deleted.
   * Safe on several instances at once: a row another deleted first is not counted again.
   */
  deleteExpired(at: Date): Promise<number>;
  /** The applications received on `day` (UTC): how many, and the first `listed`, oldest first. */
  receivedOn(day: string, listed: number): Promise<ApplicationsOfDay>;
  /**
   * Records that the digest of `day` is sent and, in the same transaction, queues its email; false
   * (and nothing queued) when it was recorded already.
   */
  recordDigest(day: string, email: NewOutboxEmail): Promise<boolean>;
}
