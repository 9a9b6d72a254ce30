// The data module's contract. Routes only see these functions, never SQL: the SQLite store
// (sqlite.ts, the default) and the PostgreSQL store (postgres.ts, behind DATABASE_URL) both
// implement it, and __tests__/server/db.test.ts holds both to the same contract suite. The
// functions are async for PostgreSQL's sake, although the SQLite store answers synchronously.
// The back office's repositories (content, staff) are in staff-types.ts.

import type { ContentStore, Role, StaffStore } from './staff-types';

export interface User {
  id: number;
  email: string;
  passwordHash: string;
  name: string;
  phone: string;
  address: string;
  completedCourses: number;
  enrolledCourses: number;
  completedInternships: number;
  role: Role;
  createdAt: string;
  updatedAt: string;
}

export interface NewUser {
  email: string;
  passwordHash: string;
  name: string;
}

export interface ProfileChanges {
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
  /** Throws DuplicateEmailError when the email (ignoring case) is already registered. */
  create(user: NewUser): Promise<User>;
  /** Case-insensitive. */
  findByEmail(email: string): Promise<User | undefined>;
  findById(id: number): Promise<User | undefined>;
  /** Changes only the given fields; undefined when there is no such user. */
  updateProfile(id: number, changes: ProfileChanges): Promise<User | undefined>;
}

export interface ContactMessagesRepository {
  /** Resolves once the message is committed to storage. */
  insert(message: NewContactMessage): Promise<ContactMessage>;
  /** Oldest first. */
  list(): Promise<ContactMessage[]>;
}

export interface DataStore {
  /** Which store this is, for the start-up log and the README's "which limit store" question. */
  kind: 'sqlite' | 'postgres';
  users: UsersRepository;
  contactMessages: ContactMessagesRepository;
  /** Jobs and internships, testimonials, products: what staff edit and the public pages show. */
  content: ContentStore;
  /** The back office: inbox, accounts and roles, audit log. */
  staff: StaffStore;
  /** Resolves when the database answers a trivial query (the readiness probe uses it). */
  ping(): Promise<void>;
  /** Closes the file or the connection pool; later calls do nothing. */
  close(): Promise<void>;
}

export class DuplicateEmailError extends Error {
  override name = 'DuplicateEmailError';
  constructor() {
    super('An account with this email already exists.');
  }
}

/** The form in which emails are compared and kept unique. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();
