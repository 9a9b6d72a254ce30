// The back office's API (/api/staff/*, staff only): the inbox, the content staff publish, members
// and the audit log. Prices are whole cents here; the public API sends dollars.

import { type Static, Type, type TSchema } from 'typebox';
import {
  EMAIL_STATUSES,
  EMPLOYMENT_TYPES,
  LIMITS,
  MESSAGE_STATUSES,
  PATTERNS,
  SALARY_CURRENCIES,
  SALARY_UNITS,
  WORKPLACES,
} from '../values/constants';
import { Body, Id, Line, MediaPath, Text, Timestamp } from '../fields';
import { LIST_LIMIT_PATTERN, Post, PostType, ProductCategory, Role, Testimonial } from './public';

/** A record's id in a path: digits (a number too large to name anything answers 404). */
export const IdParams = Type.Object(
  { id: Type.String({ pattern: PATTERNS.id }) },
  { additionalProperties: false },
);
export type IdParams = Static<typeof IdParams>;

/** Where a page starts: the `next` of the page before (server/db/keyset.ts), as it was given. */
const Cursor = Type.String({ pattern: PATTERNS.cursor });

/** A search in the back office: one line (no control characters), at most LIMITS.search. */
const Search = Type.String({ maxLength: LIMITS.search, pattern: PATTERNS.singleLine });

export const PageQuery = Type.Object(
  { cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type PageQuery = Static<typeof PageQuery>;

/** The members' list: a search and a page. */
export const AccountsQuery = Type.Object(
  { q: Type.Optional(Search), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type AccountsQuery = Static<typeof AccountsQuery>;

/** A page of a list: its items, how many the whole list has, the cursor of the page after it. */
const pageFields = <T extends TSchema>(item: T) => ({
  items: Type.Array(item),
  total: Type.Integer(),
  pageSize: Type.Integer(),
  /** Send it as `cursor` for the next page; null on the last page. */
  next: Type.Union([Type.String(), Type.Null()]),
});

export const PageOf = <T extends TSchema>(item: T) => Type.Object(pageFields(item));

// The inbox.

const MessageStatus = Type.Enum(MESSAGE_STATUSES);

export const StaffMessage = Type.Object({
  id: Id,
  fullName: Type.String(),
  email: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  status: MessageStatus,
  createdAt: Timestamp,
});
export type StaffMessage = Static<typeof StaffMessage>;

export const MessagesQuery = Type.Object(
  {
    q: Type.Optional(Search),
    status: Type.Optional(MessageStatus),
    cursor: Type.Optional(Cursor),
  },
  { additionalProperties: false },
);
export type MessagesQuery = Static<typeof MessagesQuery>;

export const MessagePage = Type.Object({
  ...pageFields(StaffMessage),
  /** Unread messages in the whole inbox. */
  unread: Type.Integer(),
});
export type MessagePage = Static<typeof MessagePage>;

export const UnreadCount = Type.Object({ unread: Type.Integer() });
export type UnreadCount = Static<typeof UnreadCount>;

export const MessageStatusChange = Body({ status: MessageStatus });
export type MessageStatusChange = Static<typeof MessageStatusChange>;

// What staff publish. Each resource: the input staff send, and the stored item.

const Stamps = { createdAt: Timestamp, updatedAt: Timestamp };

const SalaryCents = Type.Union([
  Type.Integer({ minimum: 0, maximum: LIMITS.salaryCentsMax }),
  Type.Null(),
]);
/** A job or internship; what the fields' rules cannot say is COLLECTIONS.posts.check's. */
const PostInput = Body({
  type: PostType,
  title: Line(LIMITS.title),
  body: Text(LIMITS.postBody),
  datePosted: Type.String({ pattern: PATTERNS.date }),
  validThrough: Type.Union([Type.String({ pattern: PATTERNS.dateTime }), Type.Null()]),
  employmentType: Type.Enum(EMPLOYMENT_TYPES),
  workplace: Type.Enum(WORKPLACES),
  applicantCountry: Type.Union([Line(LIMITS.country), Type.Null()]),
  salaryMinCents: SalaryCents,
  salaryMaxCents: SalaryCents,
  salaryCurrency: Type.Enum(SALARY_CURRENCIES),
  salaryUnit: Type.Enum(SALARY_UNITS),
  closed: Type.Boolean(),
  published: Type.Boolean(),
});
/** The public post, with what only staff see. */
export const StaffPost = Type.Object({
  ...Post.properties,
  type: PostType,
  closed: Type.Boolean(),
  published: Type.Boolean(),
  ...Stamps,
});
export type StaffPost = Static<typeof StaffPost>;

const TestimonialInput = Body({
  name: Line(LIMITS.name),
  designation: Line(LIMITS.title),
  message: Text(LIMITS.description),
  photo: Type.Union([MediaPath, Type.Null()]),
  published: Type.Boolean(),
});
/** The public testimonial, with what only staff see. */
const StaffTestimonial = Type.Object({
  ...Testimonial.properties,
  published: Type.Boolean(),
  ...Stamps,
});

export const ProductInput = Body({
  title: Line(LIMITS.title),
  priceCents: Type.Integer({ minimum: 0, maximum: LIMITS.priceCentsMax }),
  description: Text(LIMITS.description),
  category: ProductCategory,
  image: MediaPath,
  published: Type.Boolean(),
});
export type ProductInput = Static<typeof ProductInput>;
export const StaffProduct = Type.Object({
  id: Id,
  title: Type.String(),
  priceCents: Type.Integer({ description: 'Whole cents.' }),
  description: Type.String(),
  category: ProductCategory,
  image: Type.String(),
  ratingRate: Type.Number(),
  ratingCount: Type.Integer(),
  published: Type.Boolean(),
  ...Stamps,
});
export type StaffProduct = Static<typeof StaffProduct>;

/**
 * The request and answer schemas of each collection declared in collections.ts: the input staff
 * send (its editable fields) and the stored item.
 */
export const COLLECTION_SCHEMAS = {
  posts: { input: PostInput, item: StaffPost },
  testimonials: { input: TestimonialInput, item: StaffTestimonial },
  products: { input: ProductInput, item: StaffProduct },
} as const;

/** A collection's list in the back office: everything, or what its search matches; by pages. */
const collectionParams = { q: Type.Optional(Search), cursor: Type.Optional(Cursor) };

export const CollectionQuery = Type.Object(collectionParams, { additionalProperties: false });
export type CollectionQuery = Static<typeof CollectionQuery>;

/**
 * The jobs and internships: also one kind only, and more a page (a picker lists every
 * internship posting at once: /staff/enrolments).
 */
export const StaffPostsQuery = Type.Object(
  {
    ...collectionParams,
    type: Type.Optional(PostType),
    limit: Type.Optional(
      Type.String({ pattern: LIST_LIMIT_PATTERN, description: '1 to 100 (20 when not given).' }),
    ),
  },
  { additionalProperties: false },
);
export type StaffPostsQuery = Static<typeof StaffPostsQuery>;

/** A page of a collection's items (the back office's list). */
export const CollectionPage = <T extends TSchema>(item: T) => PageOf(item);

// Members and the audit log.

export const AccountSummary = Type.Object({
  id: Id,
  email: Type.String(),
  name: Type.String(),
  role: Role,
  createdAt: Timestamp,
});
export type AccountSummary = Static<typeof AccountSummary>;

export const RoleChange = Body({ role: Role });
export type RoleChange = Static<typeof RoleChange>;

export const AuditEntry = Type.Object({
  id: Id,
  at: Timestamp,
  actorId: Type.Union([Id, Type.Null()]),
  actorEmail: Type.String(),
  /** `<entity>.<verb>`: post.create, product.update, message.status, user.role, media.upload... */
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Union([Id, Type.Null()]),
  before: Type.Optional(Type.Unknown()),
  after: Type.Optional(Type.Unknown()),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AccountPage = PageOf(AccountSummary);
export type AccountPage = Static<typeof AccountPage>;
export const AuditPage = PageOf(AuditEntry);
export type AuditPage = Static<typeof AuditPage>;

// The outbox (failed emails and sending them again).

export const EmailStatus = Type.Enum(EMAIL_STATUSES);
export type EmailStatus = Static<typeof EmailStatus>;

/** An email as the back office sees it: never its message. */
export const StaffEmail = Type.Object(
  {
    id: Id,
    /** What sent it: 'contact-notification', 'contact-acknowledgement', 'welcome'... */
    kind: Type.String(),
    recipient: Type.String(),
    subject: Type.String(),
    status: EmailStatus,
    attempts: Type.Integer(),
    /** The last attempt's error, shortened, without secrets. */
    lastError: Type.Union([Type.String(), Type.Null()]),
    createdAt: Timestamp,
    /** When the next attempt is due (pending emails only). */
    nextAttemptAt: Type.Union([Timestamp, Type.Null()]),
    sentAt: Type.Union([Timestamp, Type.Null()]),
    /** Why this failed email cannot be sent again (an expired reset link), or null. */
    cannotRetry: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
);
export type StaffEmail = Static<typeof StaffEmail>;

export const EmailsQuery = Type.Object(
  { status: Type.Optional(EmailStatus), cursor: Type.Optional(Cursor) },
  { additionalProperties: false },
);
export type EmailsQuery = Static<typeof EmailsQuery>;

export const EmailPage = Type.Object({
  ...pageFields(StaffEmail),
  /** Failed emails in the whole outbox. */
  failed: Type.Integer(),
});
export type EmailPage = Static<typeof EmailPage>;
