// The store's interface for courses, certificates and members' data (members.ts and member-data.ts implement it;
// courses/routes.ts, accounts/routes/data-rights.ts and courses/staff-routes.ts use it).

import type { MemberSubscription } from '../newsletter/subscribers/types';
import type { AuthorProfile } from '../../contract/api/staff-articles';
import type { EnrolmentStatus } from '../../contract/api/members';
import type { ApplicationByEmail } from '../hiring/types';
import type { Actor, AuditEntry, Page } from '../db/staff-types';

/** An outbox row to queue with the deletion (types.ts's NewOutboxEmail). */
interface QueuedEmail {
  kind: string;
  recipient: string;
  subject: string;
  payload: string;
}

export interface EnrolmentRecord {
  id: number;
  userId: number;
  course: string;
  status: EnrolmentStatus;
  enrolledAt: string;
  completedOn: string | null;
  certificateCode: string | null;
}

export interface StaffEnrolmentRecord extends EnrolmentRecord {
  member: { id: number; email: string; name: string };
}

interface InternshipRecord {
  id: number;
  title: string;
  completedOn: string;
}

/** What the profile counts: enrolled (not yet completed), completed, internships. */
interface MemberFigures {
  enrolled: number;
  completed: number;
  internships: number;
}

/** Everything stored about an account, as the data export shows it (no secret of any kind). */
/**
 * The records made without logging in (contact messages, quote requests, job applications) that
 * are matched to an account by its address: only once the address is verified (docs/security.md,
 * "Whose data is whose").
 */
export const ADDRESS_MATCHED = ['messages', 'applications'] as const;

/** An account's id and address, and when (if ever) the address was verified. */
export interface AccountAddress {
  id: number;
  email: string;
  emailVerifiedAt: string | null;
}

interface MemberData {
  /** How the address-matched sections were found: the address, and when it was verified. */
  addressMatch: {
    address: string;
    verifiedAt: string | null;
    sections: (typeof ADDRESS_MATCHED)[number][];
  };
  enrolments: EnrolmentRecord[];
  internships: InternshipRecord[];
  /** Contact messages and quote requests sent from the account's verified address (any case). */
  messages: {
    id: number;
    kind: string;
    fullName: string;
    email: string;
    subject: string;
    message: string;
    quote: unknown;
    createdAt: string;
  }[];
  sessions: { createdAt: string; lastSeenAt: string; endedAt: string | null }[];
  auditAbout: AuditEntry[];
  auditBy: AuditEntry[];
  /** Job applications sent from the account's verified address (any case). */
  applications: ApplicationByEmail[];
  /** The newsletter subscription made from the profile, or of the verified address. */
  newsletter: MemberSubscription | null;
  /** The author profile visitors see beside their articles (staff only). */
  authorProfile: AuthorProfile | null;
}

type EnrolOutcome = { status: 'enrolled'; enrolment: EnrolmentRecord } | { status: 'already' };
type LeaveOutcome = 'left' | 'none' | 'completed';
type CompleteOutcome =
  { status: 'completed'; enrolment: StaffEnrolmentRecord } | { status: 'unknown' | 'already' };

export interface MembersRepository {
  enrol(userId: number, course: string, at: string): Promise<EnrolOutcome>;
  /** Leaves a course not yet completed (the row is deleted). */
  leave(userId: number, course: string): Promise<LeaveOutcome>;
  /** The account's enrolments (oldest first) and completed internships (newest first). */
  ofMember(
    userId: number,
  ): Promise<{ enrolments: EnrolmentRecord[]; internships: InternshipRecord[] }>;
  figures(userId: number): Promise<MemberFigures>;
  /** A completed course's certificate by its code: the member's name, the course, the date. */
  certificate(
    code: string,
  ): Promise<{ name: string; course: string; completedOn: string } | undefined>;
  /** The back office's list: newest first, PAGE_SIZE a page, every status unless one is given. */
  page(query: { status?: EnrolmentStatus; cursor?: string }): Promise<Page<StaffEnrolmentRecord>>;
  /** Marks an enrolment completed on `day` with a new certificate code (audited). */
  complete(id: number, day: string, code: string, actor: Actor): Promise<CompleteOutcome>;
  /** Records a completed internship (audited); undefined when the posting is no internship. */
  recordInternship(
    userId: number,
    postId: number,
    day: string,
    actor: Actor,
  ): Promise<InternshipRecord | undefined>;
  /**
   * Everything about the account; the records made without logging in (ADDRESS_MATCHED) only
   * when its address is verified.
   */
  exportData(user: AccountAddress): Promise<MemberData>;
  /**
   * Deletes the account in one transaction (docs/security.md, "Deleting an account"): refuses the
   * last admin (LastAdminError), anonymises the audit log's lines by and about it and staff
   * records naming its address, deletes the contact messages, quote requests and job applications
   * sent from its address when that is verified (with their CVs and notes; each audited by its
   * id), its enrolments,
   * internships, sessions, links and second factor and the account itself, writes the audit row
   * and queues `emails`. False when there was no such account.
   */
  deleteAccount(userId: number, emails: QueuedEmail[]): Promise<boolean>;
}
