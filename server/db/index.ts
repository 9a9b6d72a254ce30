// Opens the configured store: PostgreSQL when DATABASE_URL is set (config.ts accepts only a
// postgres:// or postgresql:// URL there), else the SQLite file in DATA_DIR. Either way the schema
// is brought up to date before the store is returned.

import type { DatabaseSettings } from './settings';
import { openPostgresStore } from './postgres';
import { openSqliteStore } from './sqlite';
import type { DataStore } from './types';

export * from './types';
export * from './staff-types';

export interface StoreConfig extends Partial<DatabaseSettings> {
  databaseFile: string;
}

export interface StoreLogger {
  error(details: object, message: string): void;
}

export async function openDataStore(config: StoreConfig, log?: StoreLogger): Promise<DataStore> {
  if (config.databaseUrl !== undefined) {
    return openPostgresStore({ url: config.databaseUrl, pool: config.databasePool, log });
  }
  return openSqliteStore(config.databaseFile);
}
