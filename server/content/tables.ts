// The content's tables: the collections staff edit (postings, testimonials, products) and the
// documents with their versions (docs/product.md §10.9, §10.12), as Kysely sees them;
// db/tables.ts adds them to the rest. Times and flags come back as db/columns.ts says.

import type { ColumnType, Generated } from 'kysely';
import type { EmploymentType, PostType, Workplace } from '../../contract/values/constants';
import type { PageNavPlace, PageStatus } from '../../contract/values/content/pages';
import type { RedirectKind } from '../../contract/values/content/redirects';
import type { Bool, Defaulted, NullableTimestamp, Timestamp } from '../db/columns';

/** What every collection staff edit has besides its own fields (collections.ts). */
interface CollectionColumns {
  id: Generated<number>;
  published: Bool;
  created_at: Timestamp;
  updated_at: Timestamp;
}

interface PostsTable extends CollectionColumns {
  type: PostType;
  title: string;
  body: string;
  /** Unique; made from the title when the post is created (slugs.ts), then kept. */
  slug: Defaulted<string>;
  /** YYYY-MM-DD. */
  date_posted: Defaulted<string>;
  valid_through: NullableTimestamp;
  employment_type: Defaulted<EmploymentType>;
  workplace: Defaulted<Workplace>;
  applicant_country: ColumnType<string | null, string | null | undefined, string | null>;
  salary_min_cents: ColumnType<number | null, number | null | undefined, number | null>;
  salary_max_cents: ColumnType<number | null, number | null | undefined, number | null>;
  salary_currency: Defaulted<string>;
  salary_unit: Defaulted<string>;
  closed: ColumnType<number | boolean, boolean | undefined, boolean>;
  /** When staff closed it (null while not closed): applications' retention runs from it. */
  closed_at: NullableTimestamp;
}

interface TestimonialsTable extends CollectionColumns {
  name: string;
  designation: string;
  message: string;
  photo: string | null;
}

interface ProductsTable extends CollectionColumns {
  title: string;
  price_cents: number;
  description: string;
  category: string;
  image: string;
  rating_rate: Defaulted<number>;
  rating_count: Defaulted<number>;
}

/** A content document (contract/documents/index.ts): its published data, its draft, its schedule. */
export interface SiteDocumentsTable {
  key: string;
  published_json: string;
  published_version: number;
  published_at: Timestamp;
  published_by: string;
  draft_json: string | null;
  /** Incremented by every change: the optimistic-concurrency token staff send back. */
  revision: number;
  changed_at: Timestamp;
  changed_by: string;
  publish_at: ColumnType<string | Date | null, string | null | undefined, string | null>;
  publish_note: string | null;
}

/** Every published version of every document (append-only in the code). */
interface SiteDocumentVersionsTable {
  key: string;
  version: number;
  data_json: string;
  note: string | null;
  author: string;
  created_at: Timestamp;
}

/** The redirects (content/redirects.ts): an old address answering 301 to its target, or 410. */
interface RedirectsTable {
  id: Generated<number>;
  /** As staff typed it. */
  from_path: string;
  /** redirectKey(from_path): unique. */
  from_key: string;
  kind: RedirectKind;
  to_target: string | null;
  changed_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The site search's index: one row per thing a visitor can find (content/search/). */
interface SearchEntriesTable {
  id: Generated<number>;
  source: string;
  path: string;
  title: string;
  body: string;
  until: NullableTimestamp;
  /** Where it is, as a visitor reads it, when its address says it badly (migration 25). */
  place: string | null;
}

/** What each source of the search's rows last wrote: its digest, to write it only when changed. */
interface SearchSourcesTable {
  source: string;
  digest: string;
  indexed_at: Timestamp;
}

/** Pages staff build from blocks (pages/): what is looked up; their words are documents'. */
interface PagesTable {
  id: Generated<number>;
  /** Where visitors find it as published (unique); null before its first publish. */
  path: string | null;
  status: PageStatus;
  nav_place: Defaulted<PageNavPlace>;
  nav_order: Defaulted<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ContentTables {
  posts: PostsTable;
  testimonials: TestimonialsTable;
  products: ProductsTable;
  site_documents: SiteDocumentsTable;
  site_document_versions: SiteDocumentVersionsTable;
  redirects: RedirectsTable;
  search_entries: SearchEntriesTable;
  search_sources: SearchSourcesTable;
  pages: PagesTable;
}
