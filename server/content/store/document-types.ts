// The content documents' store interface (documents.ts implements it), all that routes see.

import type { Actor } from '../../db/staff-types';

export interface StoredDocument {
  key: string;
  revision: number;
  changedAt: string;
  changedBy: string;
  published: unknown;
  publishedVersion: number;
  publishedAt: string;
  publishedBy: string;
  draft: unknown;
  publishAt: string | null;
}

interface DocumentVersionEntry {
  version: number;
  author: string;
  createdAt: string;
  note: string | null;
}

/** A change refused because the document changed since the revision it was based on. */
export interface DocumentConflict {
  conflict: { changedBy: string; changedAt: string; revision: number };
}

export type DocumentChange = StoredDocument | DocumentConflict | undefined;

export const isConflict = (change: DocumentChange): change is DocumentConflict =>
  change !== undefined && 'conflict' in change;

export interface DocumentsRepository {
  get(key: string): Promise<StoredDocument | undefined>;
  list(): Promise<StoredDocument[]>;
  /** Publishes `seed` as version 1 of each key that has no document yet (start-up). */
  seed(seeds: Record<string, unknown>): Promise<void>;
  saveDraft(key: string, data: unknown, revision: number, actor: Actor): Promise<DocumentChange>;
  discardDraft(key: string, revision: number, actor: Actor): Promise<DocumentChange>;
  /**
   * Publishes the draft (or, without one, republishes nothing and answers the document) now, or
   * schedules it for `at` when that is later than now.
   */
  publish(
    key: string,
    options: { revision: number; note?: string; at?: Date },
    actor: Actor,
  ): Promise<DocumentChange>;
  /** Publishes every document whose scheduled time has come; the keys published. */
  publishDue(at: Date): Promise<string[]>;
  versions(key: string): Promise<DocumentVersionEntry[]>;
  version(key: string, version: number): Promise<unknown>;
  /** Makes an old version the draft. */
  restore(key: string, version: number, revision: number, actor: Actor): Promise<DocumentChange>;
  /**
   * Calls `listener` with a document's key when its published version changes, on this instance
   * or another sharing the database ('*': any may have); the way to stop listening.
   */
  onPublish(listener: (key: string) => void): () => void;
}
