// Shapes exchanged with the API, taken from the contract the server validates and answers with
// (contract/api/public.ts, contract/api/staff.ts; docs/architecture.md, "The contract"). Type
// imports only: no schema code reaches the browser.

import type { MessageStatus } from '../../contract/values/constants';
import type * as Api from '../../contract/api/public';
import type * as Staff from '../../contract/api/staff';
import type * as Media from '../../contract/api/media';
import type * as Leads from '../../contract/api/leads';
import type * as Redirects from '../../contract/api/redirects';
import type * as Search from '../../contract/api/search';
import type * as Pages from '../../contract/api/pages';

export type { MessageStatus, PostType, Role } from '../../contract/values/constants';
export type { CompanyFactsData, DocumentData, DocumentKey } from '../../contract/documents';

export type Credentials = Api.Credentials;

/** The login's answer for an account with a second factor (contract/api/second-factor.ts). */
export type SecondFactorNeeded = import('../../contract/api/second-factor').SecondFactorNeeded;

export type MessageResponse = Api.Message;

/** `photo`: URL of the portrait; null when there is none (a placeholder portrait is shown). */
export type Testimonial = Api.Testimonial;

/** What the media library says of an upload: size, alt text, focal point. */
export type ImageInfo = Api.ImageInfo;

export type Post = Api.Post;

/** One posting, open or closed, for its page (/careers/jobs/<slug>). */
export type JobPosting = Api.JobPosting;

/** A product as the API sends it: `price` in dollars. */
export type ProductResponse = Api.PublicProduct;

/** A product as the site uses it: the price in whole cents, converted once (api.ts). */
export interface Product extends Omit<ProductResponse, 'price'> {
  priceCents: number;
}

/** A page of the shop as the API sends it (GET /api/shop/products). */
export type ShopPageResponse = Api.ShopPage;
export type SearchResults = Search.SearchResults;
export type SnippetPart = Search.SnippetPart;
/** A published page staff built from blocks, and the frame's entries of such pages. */
export type BuiltPage = Pages.PublicPage;

/** A page of the shop as the site uses it: its products with prices in cents. */
export type ShopPage = Omit<ShopPageResponse, 'items'> & { items: Product[] };

/** `website` is the form's honeypot, sent only when something filled it. */
export type ContactMessage = Api.ContactMessage;
export type QuoteRequest = Api.QuoteRequest;
export type QuoteAccepted = Api.QuoteAccepted;

/** `role` shows the navigation's Staff link; the server decides every staff request itself. */
export type Profile = Api.Profile;

/** The profile's edit panel sends all three fields (the server would keep one left out). */
export type ProfileUpdate = Required<Api.ProfileChanges>;

export type PasswordReset = Api.ResetPassword;

export type PasswordChange = Api.ChangePassword;

export type EmailVerification = Api.VerifyEmail;

/** The answer to a password change: a fresh token for this tab (the older ones have ended). */
export type PasswordChanged = Api.PasswordChanged;

// The back office (/api/staff/*).

/** One page of a list (the contract's PageOf, for any item). */
export type PageOf<T> = Omit<Staff.AccountPage, 'items'> & { items: T[] };

export type StaffMessage = Staff.StaffMessage;

/** The inbox's search, filter and page as the inbox page keeps them ('' = any status). */
export interface MessageQuery {
  q: string;
  status: MessageStatus | '';
  /** Where the page starts (a page's `next`); none for the first. */
  cursor?: string;
}

/**
 * A job or internship as the back office sees it (every collection: AnyItem of
 * src/staff/collections/collectionsApi.ts).
 */
export type StaffPost = Staff.StaffPost;

export type AccountSummary = Staff.AccountSummary;

export type AuditEntry = Staff.AuditEntry;

export type MediaItem = Media.MediaItem;

/** A redirect staff manage: an old address, 301 to its target or 410 (contract/api/redirects.ts). */
export type Redirect = Redirects.Redirect;
export type RedirectInput = Redirects.RedirectInput;

export type MediaFacts = Media.MediaFacts;
export type EmailStatus = Staff.EmailStatus;
/** An email of the outbox as the back office sees it (never its message). */
export type StaffEmail = Staff.StaffEmail;

export interface EmailQuery {
  status: EmailStatus;
  cursor?: string;
}

// Leads (/api/staff/leads*: contract/api/leads.ts).

export type {
  LeadSummary,
  LeadDetail,
  LeadNote,
  LeadOwner,
  LeadStats,
  LeadChange,
} from '../../contract/api/leads';
/** The list's query: its filters ('' for none), its page size and its page. */
export type LeadsQuery = { [K in keyof Leads.LeadsQuery]?: string };

// Job applications (POST /api/posts/:slug/applications, /api/staff/applications*:
// contract/api/applications.ts).

export type {
  ApplicationReceived,
  HiringPosting,
  CvStorage,
  ApplicationSummary,
  ApplicationDetail,
  ApplicationNote,
  ApplicationChange,
  ApplicationEmailText,
} from '../../contract/api/applications';
// Courses, certificates and members' data (contract/api/members.ts).
export type {
  MyCourses,
  Enrolment,
  Certificate,
  AccountDeletion,
  EnrolmentStatus,
  StaffEnrolmentPage,
  StaffEnrolment,
  InternshipRecord,
  CompletedInternship,
} from '../../contract/api/members';
// Analytics (/api/staff/analytics: contract/api/analytics.ts).
export type { AnalyticsReport } from '../../contract/api/analytics';
