// Opens the configured store. Only SQLite exists today; config.ts refuses a DATABASE_URL.

import type { Config } from '../config';
import { openSqliteStore } from './sqlite';
import type { DataStore } from './types';

export * from './types';

export function openDataStore(config: Pick<Config, 'databaseFile'>): DataStore {
  return openSqliteStore(config.databaseFile);
}
