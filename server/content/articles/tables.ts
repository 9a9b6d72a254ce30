// The articles' tables (migration 28; docs/product.md, "Insights: articles"), as Kysely sees them;
// db/tables.ts adds them to the rest. Times come back as db/columns.ts says (ISO text or a Date).

import type { Generated } from 'kysely';
import type { ArticleStatus } from '../../../contract/values/content/articles';
import type { Defaulted, NullableTimestamp, Timestamp } from '../../db/columns';

/** An article: what is looked up and listed; its words are its document's (article-<id>). */
interface ArticlesTable {
  id: Generated<number>;
  /** Its slug as published (unique); null before its first publish. */
  slug: string | null;
  status: ArticleStatus;
  /** Its author as published (as drafted before the first publish). */
  author_id: number;
  reading_minutes: Defaulted<number>;
  first_published_at: NullableTimestamp;
  /** Its last publish. */
  published_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A published article's tag: its name as typed, and its slug. */
interface ArticleTagsTable {
  article_id: number;
  slug: string;
  name: string;
}

/** What visitors read about a staff member beside their articles. */
interface AuthorProfilesTable {
  id: Generated<number>;
  /** The staff account it is about; null once that account was deleted. */
  user_id: number | null;
  slug: string;
  name: string;
  role: Defaulted<string>;
  bio: Defaulted<string>;
  /** An image of the media library (its key). */
  photo: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticleTables {
  articles: ArticlesTable;
  article_tags: ArticleTagsTable;
  author_profiles: AuthorProfilesTable;
}
