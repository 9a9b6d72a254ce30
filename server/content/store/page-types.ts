// The pages' store interface (pages.ts implements it), all that the pages' service sees. A page's
// words, draft, schedule and versions are its content document's (documents.ts, key page-<id>);
// this keeps what is looked up: its address as published, whether visitors see it, its place in
// the navigation.

import type { PageNavPlace, PageStatus } from '../../../contract/values/content/pages';
import type { Actor } from '../../db/staff-types';

export interface StoredPage {
  id: number;
  key: string;
  /** Its address as published; null before its first publish. */
  path: string | null;
  status: PageStatus;
  navPlace: PageNavPlace;
  navOrder: number;
  createdAt: string;
  updatedAt: string;
  /** Its document as published (version 0: its first draft, never published) and its draft. */
  published: unknown;
  publishedVersion: number;
  draft: unknown;
  publishAt: string | null;
}

/** Another page has this address already. */
export class TakenPathError extends Error {
  override name = 'TakenPathError';
}

export interface PagesRepository {
  /** Every page, in the navigation's order (then the oldest first). */
  list(): Promise<StoredPage[]>;
  get(id: number): Promise<StoredPage | undefined>;
  /** Adds a page whose document is `data`, a draft never published; its id. */
  create(data: unknown, actor: Actor): Promise<number>;
  /**
   * After its document was published: visitors see it at `path` (TakenPathError when another
   * page has it). False when there is no such page.
   */
  published(id: number, path: string, actor: Actor): Promise<boolean>;
  /** Takes a published page down (its address answers 404 until it is published again). */
  unpublish(id: number, actor: Actor): Promise<boolean>;
  /** Sets the pages' places in the navigation: each id's place and order. */
  place(
    places: { id: number; navPlace: PageNavPlace; navOrder: number }[],
    actor: Actor,
  ): Promise<void>;
  /** Removes the page and its document with every version; the removed page. */
  remove(id: number, actor: Actor): Promise<StoredPage | undefined>;
}
