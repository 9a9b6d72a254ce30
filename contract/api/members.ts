// Courses, certificates and members' data (docs/product.md §10.18, docs/api.md): a member's
// enrolments and the internships staff recorded, the public certificate, the data export and the
// account's deletion, and the back office's enrolments screen. The server validates with these;
// the site takes their types (`import type`).

import { type Static, Type } from 'typebox';
import { APPLICATION_STAGES, CV_TYPES } from '../values/applications';
import { LIMITS, PATTERNS } from '../values/constants';
import { AccountSummary, AuditEntry, PageOf } from './staff';
import { Body, Id, Timestamp } from '../fields';
import { MemberSubscription } from './newsletter';
import { AuthorProfile } from './staff-articles';

export const ENROLMENT_STATUSES = ['enrolled', 'completed'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

/** What a member types to confirm the deletion of their account. */
export const DELETE_CONFIRMATION = 'DELETE';

/** A course, by the slug of its page's path in the `courses` document (/courses/<key>). */
const CourseKey = Type.String({ pattern: PATTERNS.slug, minLength: 1, maxLength: 80 });
/** A calendar date, YYYY-MM-DD. */
const Day = Type.String({ pattern: PATTERNS.date });
/** A certificate's code: 128 random bits in base64url. */
export const CERTIFICATE_CODE = '^[A-Za-z0-9_-]{22}$';

export const CourseParams = Type.Object({ course: CourseKey }, { additionalProperties: false });
export type CourseParams = Static<typeof CourseParams>;
export const EnrolmentRequest = Body({ course: CourseKey });
export type EnrolmentRequest = Static<typeof EnrolmentRequest>;

export const Enrolment = Type.Object({
  course: CourseKey,
  /** The course's title as the `courses` document has it now (the key when it is gone). */
  title: Type.String(),
  status: Type.Enum(ENROLMENT_STATUSES),
  enrolledAt: Timestamp,
  completedOn: Type.Union([Day, Type.Null()]),
  /** Its certificate's page is /certificates/<code>; null until completed. */
  certificateCode: Type.Union([Type.String(), Type.Null()]),
});
export type Enrolment = Static<typeof Enrolment>;

export const CompletedInternship = Type.Object({
  id: Id,
  title: Type.String(),
  completedOn: Day,
});
export type CompletedInternship = Static<typeof CompletedInternship>;

export const MyCourses = Type.Object({
  enrolments: Type.Array(Enrolment),
  internships: Type.Array(CompletedInternship),
});
export type MyCourses = Static<typeof MyCourses>;

export const CertificateParams = Type.Object(
  { code: Type.String({ pattern: CERTIFICATE_CODE }) },
  { additionalProperties: false },
);
export type CertificateParams = Static<typeof CertificateParams>;

/** What anyone sees of a certificate: the name, the course and the date, nothing else. */
export const Certificate = Type.Object({
  name: Type.String(),
  course: Type.String(),
  completedOn: Day,
});
export type Certificate = Static<typeof Certificate>;

/** Password again, the second factor's code when the account has one, and "DELETE". */
export const AccountDeletion = Body({
  password: Type.String({ minLength: 1, maxLength: LIMITS.passwordMax }),
  code: Type.Optional(Type.String({ maxLength: 32 })),
  confirm: Type.String({ maxLength: 20 }),
});
export type AccountDeletion = Static<typeof AccountDeletion>;

const Dated = { createdAt: Timestamp };

/** Everything stored about a member (GET /api/profile/data): no hash, token or secret. */
export const DataExport = Type.Object({
  exportedAt: Timestamp,
  /**
   * The records made without logging in (messages, quote requests, applications) are matched by
   * the account's address, and only once it is verified: which sections were, and since when.
   */
  addressMatch: Type.Object({
    address: Type.String(),
    verifiedAt: Type.Union([Timestamp, Type.Null()]),
    sections: Type.Array(Type.Union([Type.Literal('messages'), Type.Literal('applications')])),
  }),
  profile: Type.Object({
    id: Id,
    email: Type.String(),
    name: Type.String(),
    phone: Type.String(),
    address: Type.String(),
    role: Type.String(),
    emailVerifiedAt: Type.Union([Timestamp, Type.Null()]),
    secondFactor: Type.Boolean(),
    ...Dated,
    updatedAt: Timestamp,
  }),
  enrolments: Type.Array(Enrolment),
  internships: Type.Array(CompletedInternship),
  messages: Type.Array(
    Type.Object({
      id: Id,
      kind: Type.String(),
      fullName: Type.String(),
      email: Type.String(),
      subject: Type.String(),
      message: Type.String(),
      quote: Type.Union([Type.Unknown(), Type.Null()]),
      ...Dated,
    }),
  ),
  sessions: Type.Array(
    Type.Object({
      ...Dated,
      lastSeenAt: Timestamp,
      endedAt: Type.Union([Timestamp, Type.Null()]),
    }),
  ),
  auditAbout: Type.Array(AuditEntry),
  auditBy: Type.Array(AuditEntry),
  /** Job applications sent from the address: never the CV's bytes or staff's notes. */
  applications: Type.Array(
    Type.Object({
      id: Id,
      postId: Id,
      postTitle: Type.String(),
      stage: Type.Union(APPLICATION_STAGES.map((s) => Type.Literal(s))),
      createdAt: Timestamp,
      cv: Type.Object({
        name: Type.String(),
        type: Type.Union(CV_TYPES.map((t) => Type.Literal(t))),
        bytes: Type.Integer({ minimum: 0 }),
      }),
    }),
  ),
  /** The newsletter subscription made from the profile, or of the verified address. */
  newsletter: Type.Union([MemberSubscription, Type.Null()]),
  /** A staff member's author profile (the name, role, bio and photo beside their articles). */
  authorProfile: Type.Union([AuthorProfile, Type.Null()]),
});
export type DataExport = Static<typeof DataExport>;

// The back office (admins).

export const StaffEnrolment = Type.Object({
  id: Id,
  member: Type.Pick(AccountSummary, ['id', 'email', 'name']),
  ...Enrolment.properties,
});
export type StaffEnrolment = Static<typeof StaffEnrolment>;
export const StaffEnrolmentPage = PageOf(StaffEnrolment);
export type StaffEnrolmentPage = Static<typeof StaffEnrolmentPage>;

export const EnrolmentsQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(ENROLMENT_STATUSES)),
    cursor: Type.Optional(Type.String({ pattern: PATTERNS.cursor })),
  },
  { additionalProperties: false },
);
export type EnrolmentsQuery = Static<typeof EnrolmentsQuery>;

export const CompleteEnrolment = Body({ completedOn: Day });
export type CompleteEnrolment = Static<typeof CompleteEnrolment>;

/** A completed internship: the member's address, an internship posting, the day it ended. */
export const InternshipRecord = Body({
  email: Type.String({ minLength: 1, maxLength: LIMITS.email }),
  postId: Id,
  completedOn: Day,
});
export type InternshipRecord = Static<typeof InternshipRecord>;
