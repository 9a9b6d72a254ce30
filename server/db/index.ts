// Opens the configured store: PostgreSQL when DATABASE_URL is set (config.ts accepts only a
// postgres:// or postgresql:// URL there), else the SQLite file in DATA_DIR. Either way the schema
// is brought up to date before the store is returned. The repositories are written once with
// Kysely (accounts.ts, outbox.ts, staff-store.ts, collections.ts); what differs between the two
// databases is in dialect.ts (sqlite.ts and postgres.ts are the only modules that import a driver).

import { createPostgresCounterStore } from '../security/postgres-counter-store';
import {
  contactMessagesRepository,
  credentialsRepository,
  usersRepository,
} from '../accounts/store/accounts';
import { contentStore } from '../content/store/collections';
import { DOCUMENT_KEYS, DOCUMENTS } from '../../contract/documents';
import { ALL_DOCUMENTS, PUBLISH_CHANNEL, REDIRECTS_CHANGED } from '../content/publish-channel';
import { documentsRepository } from '../content/store/documents';
import { redirectsRepository } from '../content/store/redirects';
import { pagesRepository } from '../content/store/pages';
import { articlesRepository } from '../content/articles/store';
import { searchRepository } from '../content/store/search';
import { applicationsRepository } from '../hiring/store';
import { analyticsRepository } from '../analytics/store';
import { leadsRepository } from '../leads/store';
import { mediaRepository } from '../media/store';
import { membersRepository } from '../courses/store';
import { memberDataRepository } from '../accounts/store/member-data';
import { describeDatabaseUrl, type OpenedDatabase, openPostgres, openSqlite } from './dialect';
import { migrate, NewerSchemaError } from './migrations';
import { outboxRepository } from '../mail/store';
import { subscribersRepository } from '../newsletter/subscribers/store';
import { staffSubscribersRepository } from '../newsletter/subscribers/store-staff';
import { campaignsRepository } from '../newsletter/campaigns/store';
import { secondFactorRepository, sessionsRepository } from '../accounts/store/sessions';
import type { DatabaseSettings } from './settings';
import { staffStore } from '../accounts/store/staff';
import type { DataStore } from './types';
import { sql } from 'kysely';
import { DEFAULT_RETENTION_DAYS } from '../../contract/values/applications';

export * from './types';
export * from './staff-types';
export * from '../leads/types';
export * from '../hiring/types';
export { applicationsByEmail } from '../hiring/store-reads';
export * from '../courses/types';
export * from '../analytics/types';
export * from '../mail/types';
export { isConflict, type StoredDocument } from '../content/store/document-types';

export interface StoreConfig extends Partial<DatabaseSettings> {
  databaseFile: string;
  /** Days job applications are kept after their posting closes (default 180). */
  applicationRetentionDays?: number;
}

export interface StoreLogger {
  error(details: object, message: string): void;
}

/** Opens the database and brings its schema up to date (closing it again if that fails). */
async function openMigrated(config: StoreConfig, log?: StoreLogger): Promise<OpenedDatabase> {
  const url = config.databaseUrl;
  const opened =
    url === undefined
      ? openSqlite(config.databaseFile)
      : openPostgres({ url, pool: config.databasePool, log });
  try {
    await migrate(opened.db, opened.dialect);
    return opened;
  } catch (error) {
    await opened.close().catch(() => undefined);
    if (url === undefined || error instanceof NewerSchemaError) throw error;
    // (Not `instanceof Error`: errors from Node's sockets may come from another realm in tests.)
    const reason = (error as { message?: unknown } | undefined)?.message ?? String(error);
    throw new Error(
      `Cannot use the PostgreSQL database at ${describeDatabaseUrl(url)} ` +
        `(DATABASE_URL): ${String(reason)}`,
      { cause: error },
    );
  }
}

export async function openDataStore(config: StoreConfig, log?: StoreLogger): Promise<DataStore> {
  const opened = await openMigrated(config, log);
  const { db, dialect } = opened;
  const documents = documentsRepository(db, dialect);
  const members = membersRepository(db, dialect);
  const redirects = redirectsRepository(db, dialect);
  // Documents declared since the database was made are published as their seeds.
  let stopListening: (() => Promise<void>) | undefined;
  try {
    await documents.seed(Object.fromEntries(DOCUMENT_KEYS.map((k) => [k, DOCUMENTS[k].seed])));
    // Publishes by other instances (PostgreSQL): this instance's listeners hear of them too.
    stopListening = await opened.listen?.(PUBLISH_CHANNEL, (key) => {
      if (key === REDIRECTS_CHANGED || key === ALL_DOCUMENTS) redirects.changed();
      if (key !== REDIRECTS_CHANGED) documents.published(key);
    });
  } catch (error) {
    await opened.close().catch(() => undefined);
    throw error;
  }
  let closed = false;
  return {
    kind: dialect.kind,
    // SQLite serves one process: its counters stay in memory (app.ts).
    counters: dialect.kind === 'postgres' ? createPostgresCounterStore(db, { log }) : undefined,
    users: usersRepository(db, dialect),
    contactMessages: contactMessagesRepository(db),
    outbox: outboxRepository(db, dialect),
    credentials: credentialsRepository(db, dialect),
    content: contentStore(db, dialect),
    staff: staffStore(db, dialect),
    leads: leadsRepository(db, dialect),
    sessions: sessionsRepository(db),
    secondFactor: secondFactorRepository(db),
    documents,
    redirects,
    pages: pagesRepository(db, dialect, (key) => documents.published(key)),
    articles: articlesRepository(db, dialect, (key) => documents.published(key)),
    search: searchRepository(db, dialect),
    media: mediaRepository(db, dialect, (key) => documents.published(key)),
    applications: applicationsRepository(
      db,
      dialect,
      config.applicationRetentionDays ?? DEFAULT_RETENTION_DAYS,
    ),
    members: { ...members, ...memberDataRepository(db, dialect, members.ofMember) },
    analytics: analyticsRepository(db, dialect),
    newsletter: { ...subscribersRepository(db, dialect), ...staffSubscribersRepository(db) },
    campaigns: campaignsRepository(db, dialect),
    async ping() {
      if (closed) throw new Error('The store is closed.');
      await sql`SELECT 1`.execute(db);
    },
    async close() {
      if (closed) return;
      closed = true;
      await stopListening?.();
      await opened.close();
    },
  };
}
