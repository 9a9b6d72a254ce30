// The staff back office's part of the data module's contract (see types.ts): roles, the contact
// inbox, the content staff edit (jobs and internships, testimonials, products) and the append-only
// audit log. Every change made through these repositories writes its audit row in the same
// transaction as the change itself, on both stores.

import type { Static } from 'typebox';
import type { CollectionName } from '../../contract/collections';
import type { MessageStatus, Role } from '../../contract/constants';
import type { COLLECTION_SCHEMAS } from '../../contract/staff-api';

/** Who made a change: a staff account, or the operator at the server's command line (id null). */
export interface Actor {
  id: number | null;
  email: string;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  actorId: number | null;
  actorEmail: string;
  /** `<entity>.<verb>`: post.create, product.update, message.status, user.role, media.upload... */
  action: string;
  entity: string;
  entityId: number | null;
  before: unknown;
  after: unknown;
}

export interface AccountSummary {
  id: number;
  email: string;
  name: string;
  role: Role;
  createdAt: string;
}

export interface StaffMessage {
  id: number;
  fullName: string;
  email: string;
  subject: string;
  message: string;
  status: MessageStatus;
  createdAt: string;
}

interface MessageQuery {
  /** Matched, ignoring case, against name, email, subject and text. */
  q?: string;
  status?: MessageStatus;
  /** 1-based. */
  page?: number;
}

/** One kind of content staff edit; every write records its audit row in the same transaction. */
export interface CollectionRepository<T, I> {
  /**
   * Everything, published or not, in the collection's order; with `search`, the items whose
   * searchable fields contain it, ignoring case.
   */
  list(search?: string): Promise<T[]>;
  /** The published items, in the same order; `where` keeps those whose text field has that value. */
  listPublished(where?: { field: keyof T & string; value: string }): Promise<T[]>;
  create(input: I, actor: Actor): Promise<T>;
  /** Undefined when there is no such item. */
  update(id: number, input: I, actor: Actor): Promise<T | undefined>;
  /** False when there was no such item. */
  remove(id: number, actor: Actor): Promise<boolean>;
}

type Schemas = typeof COLLECTION_SCHEMAS;

/** A collection's stored item and input (contract/staff-api.ts). */
type CollectionItem<N extends CollectionName> = Static<Schemas[N]['item']>;
type CollectionInput<N extends CollectionName> = Static<Schemas[N]['input']>;

/** One repository per collection declared in contract/collections.ts. */
export type ContentStore = {
  [N in CollectionName]: CollectionRepository<CollectionItem<N>, CollectionInput<N>>;
};

export interface StaffStore {
  messages: {
    /** Newest first, PAGE_SIZE a page; `unread` counts every unread message. */
    list(query: MessageQuery): Promise<Page<StaffMessage> & { unread: number }>;
    countUnread(): Promise<number>;
    /** Undefined when there is no such message. */
    setStatus(id: number, status: MessageStatus, actor: Actor): Promise<StaffMessage | undefined>;
  };
  accounts: {
    /** Oldest first, PAGE_SIZE a page. */
    list(page: number): Promise<Page<AccountSummary>>;
    /** The editors and admins, oldest first. */
    listStaff(): Promise<AccountSummary[]>;
    /**
     * Undefined when there is no such account. Throws LastAdminError when the change would leave
     * no admin at all. The audit row (user.role) names the role before and after.
     */
    setRole(id: number, role: Role, actor: Actor): Promise<AccountSummary | undefined>;
  };
  audit: {
    /** Newest first, PAGE_SIZE a page. */
    list(page: number): Promise<Page<AuditEntry>>;
    /** For changes that are not rows of their own (an uploaded file). */
    record(
      entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'after'>,
      actor: Actor,
    ): Promise<void>;
  };
}

export const PAGE_SIZE = 20;

export class LastAdminError extends Error {
  override name = 'LastAdminError';
  constructor() {
    super('This is the last admin account: make another account admin first.');
  }
}
