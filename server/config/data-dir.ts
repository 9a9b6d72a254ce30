// DATA_DIR holds password hashes, emails, phone numbers and messages: only the server's own user
// may read it. The folder is created 0700; an existing folder with looser bits is tightened when
// it belongs to us, and reported when it does not (see docs/security.md).

import fs from 'node:fs';
import { ConfigError } from './env';

const DATA_DIR_MODE = 0o700;
export const DATA_FILE_MODE = 0o600;

const octal = (mode: number) => `0${(mode & 0o777).toString(8)}`;

/** Creates DATA_DIR (0700) or tightens it; returns warnings for the operator. */
export function ensureDataDir(dataDir: string): string[] {
  try {
    fs.mkdirSync(dataDir, { recursive: true, mode: DATA_DIR_MODE });
  } catch (error) {
    throw new ConfigError(`Cannot create DATA_DIR ${dataDir}: ${(error as Error).message}`);
  }
  const stat = fs.statSync(dataDir);
  if (!stat.isDirectory()) throw new ConfigError(`DATA_DIR ${dataDir} is not a folder.`);
  if ((stat.mode & 0o077) === 0) return [];

  const ours = typeof process.getuid !== 'function' || stat.uid === process.getuid();
  if (ours) {
    try {
      fs.chmodSync(dataDir, DATA_DIR_MODE);
      return [`DATA_DIR ${dataDir} had mode ${octal(stat.mode)}; changed it to 0700.`];
    } catch (error) {
      return [
        `DATA_DIR ${dataDir} has mode ${octal(stat.mode)} and cannot be changed: ${(error as Error).message}`,
      ];
    }
  }
  return [
    `DATA_DIR ${dataDir} has mode ${octal(stat.mode)} and belongs to another user: other ` +
      'accounts on this machine may read the database. Make it 0700 and owned by the server user.',
  ];
}

/** Sets 0600 on the files that exist among `files` (the database and its -wal/-shm). */
export function restrictFileModes(files: string[]): void {
  for (const file of files) {
    try {
      if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, DATA_FILE_MODE);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
