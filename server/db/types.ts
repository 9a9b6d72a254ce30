// The data module's contract. Routes only see these functions, never SQL: the store is written
// once with Kysely (index.ts) and runs on SQLite (the default) or PostgreSQL (behind DATABASE_URL);
// __tests__/server/db/db.test.ts holds both databases to the same contract suite. The back office's
// repositories (content, staff) are in staff-types.ts.

import type { AnalyticsRepository } from '../analytics/types';
import type { DocumentsRepository } from '../content/store/document-types';
import type { RedirectsRepository } from '../content/store/redirect-types';
import type { SearchRepository } from '../content/store/search-types';
import type { ArticlesRepository } from '../content/articles/types';
import type { PagesRepository } from '../content/store/page-types';
import type { ApplicationsRepository } from '../hiring/types';
import type { LeadsRepository } from '../leads/types';
import type { MembersRepository } from '../courses/types';
import type {
  StaffSubscribersRepository,
  SubscribersRepository,
} from '../newsletter/subscribers/types';
import type { CampaignsRepository } from '../newsletter/campaigns/types';
import type { SecondFactorRepository, SessionsRepository } from '../accounts/store/session-types';
import type { Role } from '../../contract/values/constants';
import type { QuoteDetails } from '../../contract/values/leads';
import type { CounterStore } from '../security/counter-store';
import type { NewOutboxEmail, OutboxRepository } from '../mail/types';
import type { Actor, ContentStore, MediaRepository, StaffStore } from './staff-types';

export interface User {
  id: number;
  email: string;
  passwordHash: string;
  name: string;
  phone: string;
  address: string;
  role: Role;
  createdAt: string;
  updatedAt: string;
  /** Bumped by a password reset or change: login tokens issued under an older one stop working. */
  tokenVersion: number;
  /** When a link emailed to the address was used; null: the address is not verified. */
  emailVerifiedAt: string | null;
  /**
   * Set while the password is a one-time password printed by the command line: it works until
   * then, and a session opened with it may only change it (accounts/authenticate.ts).
   */
  passwordExpiresAt: string | null;
}

interface NewUser {
  email: string;
  /** '' for an account without a usable password (a staff invitation sets one by link). */
  passwordHash: string;
  name: string;
  passwordExpiresAt?: Date;
  /** Set when whoever makes the account vouches for the address (npm run staff -- add). */
  emailVerifiedAt?: Date;
}

/** What a single-use link emailed to an account is for (the password_resets table). */
export type LinkPurpose = 'reset' | 'invite' | 'verify';

/** A single-use link to store: only its token's SHA-256 hash is kept. */
export interface NewLink {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  /** Default 'reset'. */
  purpose?: LinkPurpose;
}

interface ProfileChanges {
  name?: string;
  phone?: string;
  address?: string;
}

export interface ContactMessage {
  id: number;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
}

export type NewContactMessage = Omit<ContactMessage, 'id' | 'createdAt'>;

export interface UsersRepository {
  /**
   * Throws DuplicateEmailError when the email (ignoring case) is already registered. The emails
   * (the welcome, the verification) and the link they carry are stored in the same transaction.
   */
  create(user: NewUser, emails?: NewOutboxEmail[], link?: Omit<NewLink, 'userId'>): Promise<User>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: number): Promise<User | undefined>;
  /** Changes only the given fields; undefined when there is no such user. */
  updateProfile(id: number, changes: ProfileChanges): Promise<User | undefined>;
}

export interface ContactMessagesRepository {
  /**
   * Resolves once the message, and the emails it causes, are committed together. With `quote`,
   * the lead is a quote request (kind `quote`, its details stored as JSON: contract/values/leads.ts).
   */
  insert(
    message: NewContactMessage,
    emails?: NewOutboxEmail[],
    quote?: QuoteDetails,
  ): Promise<ContactMessage>;
  /** Oldest first. */
  list(): Promise<ContactMessage[]>;
}

export interface DataStore {
  /** Which store this is, for the start-up log and the README's "which limit store" question. */
  kind: 'sqlite' | 'postgres';
  /**
   * Throttling counters kept in the database and so shared by every instance that uses it
   * (PostgreSQL); undefined for a store that serves one process (SQLite: counters in memory).
   */
  counters?: CounterStore;
  users: UsersRepository;
  contactMessages: ContactMessagesRepository;
  outbox: OutboxRepository;
  credentials: CredentialsRepository;
  /** Jobs and internships, testimonials, products: what staff edit and the public pages show. */
  content: ContentStore;
  /** The back office: inbox, accounts and roles, audit log. */
  staff: StaffStore;
  /** Every contact message and quote request as a lead: stage, owner, follow-up, notes. */
  leads: LeadsRepository;
  /** Sessions kept on the server: logout, log out everywhere, staff idle time. */
  sessions: SessionsRepository;
  /** The staff second factor: TOTP secrets, used time steps, recovery codes. */
  secondFactor: SecondFactorRepository;
  /** The content documents: published data, drafts, schedules, versions (documents.ts). */
  documents: DocumentsRepository;
  /** The redirects: old addresses answering 301 or 410 (content/store/redirects.ts). */
  redirects: RedirectsRepository;
  /** The pages staff build from blocks: addresses, navigation (content/store/pages.ts). */
  pages: PagesRepository;
  /** The insights' articles and their authors (content/articles/store.ts). */
  articles: ArticlesRepository;
  /** The site search's index (content/store/search.ts). */
  search: SearchRepository;
  /** The media library: uploaded images and their variants (media.ts). */
  media: MediaRepository;
  /** Job applications, their CVs, notes and retention (applications.ts). */
  applications: ApplicationsRepository;
  /** Enrolments, completed internships, certificates, the data export, deletion (members.ts, member-data.ts). */
  members: MembersRepository;
  /** First-party analytics: raw events, daily salts and rollups (analytics.ts). */
  analytics: AnalyticsRepository;
  /** The newsletter's subscribers, their topics, suppressed addresses (newsletter/subscribers/). */
  newsletter: SubscribersRepository & StaffSubscribersRepository;
  /** The newsletter's campaigns, their recipients, the sending pace (newsletter/campaigns/). */
  campaigns: CampaignsRepository;
  /** Resolves when the database answers a trivial query (the readiness probe uses it). */
  ping(): Promise<void>;
  /** Closes the file or the connection pool; later calls do nothing. */
  close(): Promise<void>;
}

interface PasswordReset {
  userId: number;
  expiresAt: string;
  usedAt: string | null;
  purpose: LinkPurpose;
}

type ResetOutcome = { status: 'done'; user: User } | { status: 'unknown' | 'expired' | 'used' };
type VerifyOutcome =
  { status: 'done'; userId: number; already: boolean } | { status: 'unknown' | 'expired' | 'used' };

export interface CredentialsRepository {
  /** Stores a link's token hash (a reset unless told) and queues its email, in one transaction. */
  createReset(reset: NewLink, email: NewOutboxEmail): Promise<void>;
  findReset(tokenHash: string): Promise<PasswordReset | undefined>;
  /**
   * Uses a reset or invitation token once, in one transaction: checks it is unused and not
   * expired at `now`, marks it and every other open password link of its account used, sets the
   * password hash, bumps the token version, ends a one-time password, marks the address verified
   * (the link reached it; written to the audit log) and queues `emails(user)`.
   */
  resetPassword(
    tokenHash: string,
    passwordHash: string,
    now: Date,
    emails: (user: User) => NewOutboxEmail[],
  ): Promise<ResetOutcome>;
  /**
   * Sets a new password hash, bumps the token version, closes open reset tokens and queues the
   * emails, in one transaction; the updated user, or undefined when there is none.
   */
  changePassword(
    userId: number,
    passwordHash: string,
    emails: NewOutboxEmail[],
  ): Promise<User | undefined>;
  /**
   * Replaces a password hash by one of the same password made with the current cost, unless the
   * password changed since `previousHash` was read (then nothing is written); true when written.
   * Sessions, the token version and the account's dates stay as they were.
   */
  upgradeHash(userId: number, previousHash: string, passwordHash: string): Promise<boolean>;
  /**
   * Uses a verification token once: marks the address verified (and writes it to the audit log,
   * by the account) unless it already was; `already` says it was.
   */
  verifyEmail(tokenHash: string, now: Date): Promise<VerifyOutcome>;
  /**
   * A staff invitation for an account: its password is cleared (no login until the link is
   * used), its token version bumped (its sessions end), its open password links closed; the
   * invitation link and its email are stored and the audit log records it, in one transaction.
   */
  invite(link: NewLink, email: NewOutboxEmail, actor: Actor): Promise<void>;
}

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
  constructor() {
    super('An account with this email already exists.');
  }
}

/** The form in which emails are compared and kept unique. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
