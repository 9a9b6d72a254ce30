// The tables as Kysely sees them: one interface per table, its columns as they come back from
// either database. Times are ISO 8601 text in SQLite and timestamptz in PostgreSQL (a Date when
// read); both take an ISO string when written. Booleans are 0/1 in SQLite and true/false in
// PostgreSQL; both take a boolean when written (sqlite.ts binds it as 1/0 for SQLite). The
// repositories turn rows into the shapes of types.ts and staff-types.ts (rows.ts).

import type { ColumnType, Generated } from 'kysely';
import type {
  EmploymentType,
  MessageStatus,
  PostType,
  Role,
  Workplace,
} from '../../contract/values/constants';
import type { LeadKind, LeadStage } from '../../contract/values/leads';
import type { ApplicationTables } from '../hiring/tables';
import type { MemberTables } from '../courses/tables';
import type { MediaFormat, MediaSourceType } from './staff-types';
import type { LinkPurpose, OutboxStatus } from './types';
import type {
  AnalyticsDailyTable,
  AnalyticsEventsTable,
  AnalyticsSaltsTable,
} from '../analytics/tables';

/** Read as a string (SQLite) or a Date (PostgreSQL); written as an ISO string. */
type Timestamp = ColumnType<string | Date, string, string>;
/** Read as 0/1 (SQLite) or a boolean (PostgreSQL); written as a boolean. */
type Bool = ColumnType<number | boolean, boolean, boolean>;
/** A time that may be missing (null). */
type NullableTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;
/** A column with a database default. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;

export interface UsersTable {
  id: Generated<number>;
  email: string;
  email_normalized: string;
  password_hash: string;
  name: string;
  phone: Defaulted<string>;
  address: Defaulted<string>;
  completed_courses: Defaulted<number>;
  enrolled_courses: Defaulted<number>;
  completed_internships: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
  token_version: Defaulted<number>;
  role: Defaulted<Role>;
  email_verified_at: NullableTimestamp;
  password_expires_at: NullableTimestamp;
  /** Set when its owner deleted the account: the row stays empty, keeping its id (member-data.ts). */
  deleted_at: NullableTimestamp;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  full_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Timestamp;
  status: Defaulted<MessageStatus>;
  kind: Defaulted<LeadKind>;
  /** QuoteDetails as JSON, for a quote request. */
  quote: string | null;
  stage: Defaulted<LeadStage>;
  lost_reason: string | null;
  owner_id: number | null;
  /** YYYY-MM-DD. */
  follow_up_on: string | null;
  stage_changed_at: NullableTimestamp;
  first_reply_at: NullableTimestamp;
}

interface LeadNotesTable {
  id: Generated<number>;
  message_id: number;
  author_id: number | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

/** Each daily lead digest sent: one per owner and day (server/leads/digest.ts). */
interface LeadDigestsTable {
  owner_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  sent_at: Timestamp;
}

interface RateCountersTable {
  key: string;
  count: number;
  reset_at: Timestamp;
}

export interface EmailOutboxTable {
  id: Generated<number>;
  kind: string;
  recipient: string;
  subject: string;
  payload: string;
  status: Defaulted<OutboxStatus>;
  attempts: Defaulted<number>;
  next_attempt_at: Timestamp;
  locked_until: ColumnType<string | Date | null, string | null | undefined, string | null>;
  last_error: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  sent_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  /** The record it is about (`lead:12`, `application:5`, `user:3`): erased with it (erasure.ts). */
  about: ColumnType<string | null, string | null | undefined, string | null>;
}

interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  purpose: Defaulted<LinkPurpose>;
}

/** What every collection staff edit has besides its own fields (collections.ts). */
interface CollectionColumns {
  id: Generated<number>;
  published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface PostsTable extends CollectionColumns {
  type: PostType;
  title: string;
  body: string;
  /** Unique; made from the title when the post is created (slugs.ts), then kept. */
  slug: Defaulted<string>;
  /** YYYY-MM-DD. */
  date_posted: Defaulted<string>;
  valid_through: NullableTimestamp;
  employment_type: Defaulted<EmploymentType>;
  workplace: Defaulted<Workplace>;
  applicant_country: ColumnType<string | null, string | null | undefined, string | null>;
  salary_min_cents: ColumnType<number | null, number | null | undefined, number | null>;
  salary_max_cents: ColumnType<number | null, number | null | undefined, number | null>;
  salary_currency: Defaulted<string>;
  salary_unit: Defaulted<string>;
  closed: ColumnType<number | boolean, boolean | undefined, boolean>;
  /** When staff closed it (null while not closed): applications' retention runs from it. */
  closed_at: NullableTimestamp;
}

interface TestimonialsTable extends CollectionColumns {
  name: string;
  designation: string;
  message: string;
  photo: string | null;
}

interface ProductsTable extends CollectionColumns {
  title: string;
  price_cents: number;
  description: string;
  category: string;
  image: string;
  rating_rate: Defaulted<number>;
  rating_count: Defaulted<number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: Timestamp;
  actor_id: number | null;
  actor_email: string;
  action: string;
  entity: string;
  entity_id: number | null;
  before_json: string | null;
  after_json: string | null;
}

/** A time that may be missing (written as an ISO string or null). */
type OptionalTimestamp = ColumnType<string | Date | null, string | null | undefined, string | null>;

interface SessionsTable {
  id: string;
  user_id: number;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  ended_at: OptionalTimestamp;
}

interface SecondFactorsTable {
  user_id: number;
  /** The TOTP secret, sealed (server/accounts/second-factor.ts). */
  secret: string;
  /** Null while pending (set up, not yet confirmed with a code). */
  enabled_at: OptionalTimestamp;
  /** The last TOTP time step accepted: a code of that step or an older one is refused. */
  last_step: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: Timestamp;
}

interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: OptionalTimestamp;
}

/** A content document (contract/documents/index.ts): its published data, its draft, its schedule. */
export interface SiteDocumentsTable {
  key: string;
  published_json: string;
  published_version: number;
  published_at: Timestamp;
  published_by: string;
  draft_json: string | null;
  /** Incremented by every change: the optimistic-concurrency token staff send back. */
  revision: number;
  changed_at: Timestamp;
  changed_by: string;
  publish_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  publish_note: string | null;
}

/** Every published version of every document (append-only in the code). */
interface SiteDocumentVersionsTable {
  key: string;
  version: number;
  data_json: string;
  note: string | null;
  author: string;
  created_at: Timestamp;
}

/** An image of the media library (media.ts): what staff say of it; its bytes are its variants. */
interface MediaTable {
  id: Generated<number>;
  /** Generated (a UUID): the image's address is /media/uploads/<key>.<ext>. */
  key: string;
  original_type: MediaSourceType;
  /** The largest variant's size in pixels (as it shows: its EXIF rotation applied). */
  width: number;
  height: number;
  alt: Defaulted<string>;
  focal_x: Defaulted<number>;
  focal_y: Defaulted<number>;
  /** The variants' bytes together (what UPLOADS_QUOTA_MB counts). */
  bytes: number;
  created_at: Timestamp;
  created_by: string;
}

/** One width of one image in one format. */
interface MediaVariantsTable {
  media_id: number;
  width: number;
  height: number;
  format: MediaFormat;
  bytes: number;
  data: Buffer;
}

export interface Tables extends ApplicationTables, MemberTables {
  users: UsersTable;
  contact_messages: ContactMessagesTable;
  lead_notes: LeadNotesTable;
  lead_digests: LeadDigestsTable;
  rate_counters: RateCountersTable;
  email_outbox: EmailOutboxTable;
  password_resets: PasswordResetsTable;
  posts: PostsTable;
  testimonials: TestimonialsTable;
  products: ProductsTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  second_factors: SecondFactorsTable;
  recovery_codes: RecoveryCodesTable;
  site_documents: SiteDocumentsTable;
  site_document_versions: SiteDocumentVersionsTable;
  media: MediaTable;
  media_variants: MediaVariantsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_daily: AnalyticsDailyTable;
}
