// The job applications' tables (docs/product.md §10.17), as Kysely sees them; db/tables.ts adds them
// to the rest. Times and the CV's bytes come back as db/columns.ts says (ISO text or a Date; a Buffer).

import type { ColumnType, Generated } from 'kysely';
import type { Defaulted, NullableTimestamp, Timestamp } from '../db/columns';
import type { ApplicationStage, CvType } from '../../contract/values/applications';

/** A job application (server/hiring/store.ts); its CV's bytes are in application_files. */
interface ApplicationsTable {
  id: Generated<number>;
  post_id: number;
  full_name: string;
  email: string;
  email_normalized: string;
  phone: Defaulted<string>;
  portfolio_url: Defaulted<string>;
  github_url: Defaulted<string>;
  linkedin_url: Defaulted<string>;
  cover_letter: string;
  stage: Defaulted<ApplicationStage>;
  rating: ColumnType<number | null, number | null | undefined, number | null>;
  cv_name: string;
  cv_type: CvType;
  cv_bytes: number;
  retention_days: number;
  consented_at: Timestamp;
  stage_changed_at: NullableTimestamp;
  created_at: Timestamp;
  /**
   * When the retention period started: the first time the retention job saw the posting closed
   * (migration 18), never a date staff set. Null while the posting is open.
   */
  retention_from: NullableTimestamp;
}

interface ApplicationFilesTable {
  application_id: number;
  data: Buffer;
}

interface ApplicationNotesTable {
  id: Generated<number>;
  application_id: number;
  author_id: number | null;
  author_email: string;
  body: string;
  created_at: Timestamp;
}

/** Each daily digest of applications sent to the hiring inbox: one per day it lists. */
interface ApplicationDigestsTable {
  /** YYYY-MM-DD (UTC). */
  day: string;
  sent_at: Timestamp;
}

export interface ApplicationTables {
  applications: ApplicationsTable;
  application_files: ApplicationFilesTable;
  application_notes: ApplicationNotesTable;
  application_digests: ApplicationDigestsTable;
}
