// The members' courses and internships (docs/product.md §10.18), as Kysely sees them; tables.ts
// adds them to the rest. Times come back as db/columns.ts says (ISO text or a Date).

import type { Generated } from 'kysely';
import type { Defaulted, Timestamp } from '../db/columns';
import type { EnrolmentStatus } from '../../contract/api/members';

/** A member's enrolment in a course (members.ts): its key is the slug of the course's path. */
export interface EnrolmentsTable {
  id: Generated<number>;
  user_id: number;
  course_key: string;
  status: Defaulted<EnrolmentStatus>;
  enrolled_at: Timestamp;
  /** YYYY-MM-DD, once completed. */
  completed_on: string | null;
  /** 128 random bits in base64url, once completed: the certificate's address. */
  certificate_code: string | null;
}

/** An internship staff recorded as completed (its posting's title kept). */
interface CompletedInternshipsTable {
  id: Generated<number>;
  user_id: number;
  post_id: number | null;
  title: string;
  /** YYYY-MM-DD. */
  completed_on: string;
  created_at: Timestamp;
}

export interface MemberTables {
  enrolments: EnrolmentsTable;
  completed_internships: CompletedInternshipsTable;
}
