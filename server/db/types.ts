// The data module's contract. Routes only see these functions, never SQL: the SQLite store
// (sqlite.ts, the default) and the PostgreSQL store (postgres.ts, behind DATABASE_URL) both
// implement it, and __tests__/server/db.test.ts holds both to the same contract suite. The
// functions are async for PostgreSQL's sake, although the SQLite store answers synchronously.

import type { CounterStore } from '../limits/counter-store';

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
  /**
   * Throttling counters kept in the database and so shared by every instance that uses it
   * (PostgreSQL); undefined for a store that serves one process (SQLite: counters in memory).
   */
  counters?: CounterStore;
  users: UsersRepository;
  contactMessages: ContactMessagesRepository;
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
