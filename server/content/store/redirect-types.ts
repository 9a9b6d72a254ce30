// The redirects' store interface (redirects.ts implements it), all that routes and the service see.

import type { Redirect, RedirectInput } from '../../../contract/api/redirects';
import type { Actor } from '../../db/staff-types';

/** A redirect as stored, with its key. */
export interface StoredRedirect extends Redirect {
  key: string;
}

/** A redirect to write: its old address, kind and target, as the service checked them. */
interface RedirectWrite extends Required<Pick<RedirectInput, 'from' | 'kind'>> {
  to: string | null;
}

/** Another redirect already has this old address. */
export class DuplicateRedirectError extends Error {
  override name = 'DuplicateRedirectError';
}

export interface RedirectsRepository {
  /** A page of the list, by old address; `q`: contained in the old address or the target. */
  list(query: { q?: string; cursor?: string }): Promise<{
    items: StoredRedirect[];
    total: number;
    pageSize: number;
    next: string | null;
  }>;
  /** Every redirect (the in-memory table every instance answers from). */
  all(): Promise<StoredRedirect[]>;
  get(id: number): Promise<StoredRedirect | undefined>;
  /**
   * Adds a redirect (`id` undefined) or changes one; undefined when there is no such id,
   * DuplicateRedirectError when another has its old address. With `follow`, the redirects that
   * led to its old address now lead where it does, and one whose old address is its target
   * (a page renamed back) is removed: every redirect stays one hop.
   */
  save(
    id: number | undefined,
    write: RedirectWrite,
    actor: Actor,
    options?: { follow?: boolean },
  ): Promise<StoredRedirect | undefined>;
  /** False when there was no such redirect. */
  remove(id: number, actor: Actor): Promise<boolean>;
  /** Calls `listener` after any change, on this instance or another sharing the database. */
  onChange(listener: () => void): () => void;
}
