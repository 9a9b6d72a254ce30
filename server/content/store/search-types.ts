// The site search index's store interface (search.ts implements it), all that others see.

/** One thing a visitor can find: its address, title and words as published. */
export interface SearchEntry {
  path: string;
  title: string;
  body: string;
  /** Found until then (ISO time: a posting's closing time); null while it is published. */
  until: string | null;
  /**
   * Where it is, as a visitor reads it (its page's name › its own), when its address says it
   * badly; none: the address is shown.
   */
  place?: string | null;
}

/** A page of the matches, the best first, with how many there are. */
interface SearchHits {
  items: (SearchEntry & { source: string })[];
  total: number;
}

export interface SearchRepository {
  /**
   * Makes `entries` the source's rows, unless they are what it last wrote (then nothing is
   * written); answers whether it wrote.
   */
  replace(source: string, entries: readonly SearchEntry[], at: string): Promise<boolean>;
  /** The rows matching every word (searchWords), found at `now`, from `offset`. */
  search(
    words: readonly string[],
    page: { offset: number; limit: number; now: string },
  ): Promise<SearchHits>;
}
