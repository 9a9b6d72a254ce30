// The staff back office's part of the data module's contract (see types.ts): roles, the contact
// inbox, the content staff edit (jobs and internships, testimonials, products) and the append-only
// audit log. Every change made through these repositories writes its audit row in the same
// transaction as the change itself, on both stores.

import type { Static } from 'typebox';
import type { CollectionName } from '../../contract/values/collections';
import type { MessageStatus, Role } from '../../contract/values/constants';
import type { COLLECTION_SCHEMAS } from '../../contract/api/staff';
import type { Order } from './keyset';

/** Who made a change: a staff account, or the operator at the server's command line (id null). */
export interface Actor {
  id: number | null;
  email: string;
}

/** One page of a list (keyset.ts): its items, how many the whole list has, the next page's cursor. */
export interface Page<T> {
  items: T[];
  total: number;
  pageSize: number;
  /** Sent back as `cursor` for the page after this one; null on the last page. */
  next: string | null;
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
  /** Every word, as the start of a word of the name, email, subject or text (full-text.ts). */
  q?: string;
  status?: MessageStatus;
  /** Where the page starts: a `next` of the page before; none for the first. */
  cursor?: string;
}

/** A page of a collection: the published items only (the public reads) or every one (staff). */
export interface CollectionQuery<T> {
  publishedOnly?: boolean;
  /** Keeps the items whose text field has that value. */
  where?: { field: keyof T & string; value: string };
  /**
   * Keeps the items open at this time (ISO): not `closed` and before their `validThrough`, if
   * any (the postings: docs/product.md §10.9).
   */
  openAt?: string;
  /** Every word, as the start of a word of a searchable field (full-text.ts). */
  search?: string;
  /**
   * The order: the collection's own (default), the given columns (the last one unique), or
   * 'relevance' (the best match of `search` first; the collection's order without one).
   */
  order?: Order | 'relevance';
  /** Where the page starts: a `next` of the page before; or `offset` items in. */
  cursor?: string;
  offset?: number;
  limit: number;
}

/** One kind of content staff edit; every write records its audit row in the same transaction. */
/** A record others still refer to (a posting's applications): the database refused to delete it. */
export class RecordInUseError extends Error {
  override name = 'RecordInUseError';
  constructor(entity: string) {
    super(`The ${entity} is still in use.`);
  }
}

export interface CollectionRepository<T, I> {
  /** A page of the items; InvalidCursorError (keyset.ts) for a cursor it did not give. */
  page(query: CollectionQuery<T>): Promise<Page<T>>;
  /** The published items, in the same order; `where` keeps those whose text field has that value. */
  listPublished(where?: { field: keyof T & string; value: string }): Promise<T[]>;
  create(input: I, actor: Actor): Promise<T>;
  /** Undefined when there is no such item. */
  update(id: number, input: I, actor: Actor): Promise<T | undefined>;
  /** False when there was no such item; RecordInUseError when others still refer to it. */
  remove(id: number, actor: Actor): Promise<boolean>;
}

type Schemas = typeof COLLECTION_SCHEMAS;

/** A collection's stored item and input (contract/api/staff.ts). */
type CollectionItem<N extends CollectionName> = Static<Schemas[N]['item']>;
type CollectionInput<N extends CollectionName> = Static<Schemas[N]['input']>;

/** One repository per collection declared in contract/values/collections.ts. */
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
    /** Oldest first, PAGE_SIZE a page; `q`: every word, as the start of a word of the name or email. */
    list(query: { q?: string; cursor?: string }): Promise<Page<AccountSummary>>;
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
    list(query: { cursor?: string }): Promise<Page<AuditEntry>>;
    /** For changes that are not rows of their own (an uploaded file). */
    record(
      entry: Pick<AuditEntry, 'action' | 'entity' | 'entityId' | 'after'>,
      actor: Actor,
    ): Promise<void>;
    /**
     * A refused back-office request, counted in the row of its account, route and reason for
     * the window (`windowMs`) it falls in (refusals.ts).
     */
    refused(
      refusal: { method: string; route: string; reason: string },
      actor: Actor,
      at: Date,
      windowMs: number,
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

// The media library (media.ts): images staff upload, each stored as the variants the image
// pipeline made of it (server/media/pipeline.ts), so that every instance serves every upload.

/** A variant's encoding; JPEG or PNG (for images with transparency) is every browser's fallback. */
export type MediaFormat = 'avif' | 'webp' | 'jpeg' | 'png';
/** What was uploaded. */
export type MediaSourceType = 'png' | 'jpeg' | 'webp';

export interface MediaVariant {
  width: number;
  height: number;
  format: MediaFormat;
  bytes: number;
}

export interface MediaRecord {
  /** Generated (a UUID); the image is served at /media/uploads/<key>.<ext>. */
  key: string;
  originalType: MediaSourceType;
  /** The largest variant's size in pixels. */
  width: number;
  height: number;
  /** What the image shows ('' until staff say). */
  alt: string;
  /** The name of the file it was uploaded as ('' when not known). */
  fileName: string;
  /** The point crops keep in view, as fractions of the width and height (0–1). */
  focalX: number;
  focalY: number;
  /** The variants' bytes together. */
  bytes: number;
  createdAt: string;
  createdBy: string;
  variants: MediaVariant[];
}

interface NewMedia extends Omit<MediaRecord, 'variants' | 'bytes' | 'createdAt' | 'createdBy'> {
  /** When it was made (an imported file: when it was uploaded); now when absent. */
  createdAt?: string;
  variants: (MediaVariant & { data: Buffer })[];
}

/** The library would pass its quota with this image: `used` bytes are taken already. */
export class MediaQuotaError extends Error {
  override name = 'MediaQuotaError';
  constructor(readonly used: number) {
    super('The media library is full.');
  }
}

/** The storage behind the media library: put, get, list, delete (and what staff say of one). */
/** One place an image shows: what staff call it, and the back office's page that edits it. */
export interface MediaUse {
  label: string;
  path: string;
}

export interface MediaRepository {
  /**
   * Stores an image and its variants, with its audit row, unless the library's bytes would then
   * pass `quotaBytes` (MediaQuotaError; checked under a lock every instance takes). Answers
   * undefined when an image with this key exists already (an import made by another instance).
   */
  put(media: NewMedia, quotaBytes: number, actor: Actor): Promise<MediaRecord | undefined>;
  /** One image's record, without bytes. */
  find(key: string): Promise<MediaRecord | undefined>;
  /** The records of those keys that exist. */
  findMany(keys: readonly string[]): Promise<MediaRecord[]>;
  /** One variant's bytes. */
  get(key: string, width: number, format: MediaFormat): Promise<Buffer | undefined>;
  /** The newest images first. */
  list(limit: number): Promise<MediaRecord[]>;
  /** Sets the alt text and focal point; undefined when there is no such image. */
  describe(
    key: string,
    facts: Pick<MediaRecord, 'alt' | 'focalX' | 'focalY'>,
    actor: Actor,
  ): Promise<MediaRecord | undefined>;
  /**
   * Removes the image and its variants: 'deleted', 'missing' when there was none, or where it is
   * used (it is then kept: a page would lose it).
   */
  delete(key: string, actor: Actor): Promise<'deleted' | 'missing' | MediaUse[]>;
  /** Where each image is used (the documents and collection items that show it), by key. */
  uses(keys?: readonly string[]): Promise<Map<string, MediaUse[]>>;
  /** The bytes of every variant of every image. */
  usedBytes(): Promise<number>;
}
