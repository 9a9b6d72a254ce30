// npm run backup [-- FILE]: a consistent copy of the SQLite database while the server runs,
// through SQLite's online backup API (better-sqlite3's db.backup()), never a plain file copy of a
// database in WAL mode. Without FILE it writes DATA_DIR/backups/kestrel-<UTC time>.db.
// With DATABASE_URL set the data is in PostgreSQL: use pg_dump (docs/deploy.md, "Backups").

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (process.env.DATABASE_URL?.trim()) {
  console.error(
    'DATABASE_URL is set: the data is in PostgreSQL. Back it up with pg_dump, e.g. ' +
      '`pg_dump --format=custom --file=kestrel.dump "$DATABASE_URL"` (see docs/deploy.md).',
  );
  process.exit(1);
}

const dataDir = process.env.DATA_DIR?.trim()
  ? path.resolve(process.env.DATA_DIR.trim())
  : path.join(root, 'data');
const source = path.join(dataDir, 'kestrel.db');
if (!fs.existsSync(source)) {
  console.error(`No database at ${source}: set DATA_DIR to the server's data folder.`);
  process.exit(1);
}

const stamp = new Date()
  .toISOString()
  .replace(/[-:]/g, '')
  .replace(/\.\d+Z$/, 'Z');
const target = process.argv[2]
  ? path.resolve(process.argv[2])
  : path.join(dataDir, 'backups', `kestrel-${stamp}.db`);
if (fs.existsSync(target)) {
  console.error(`${target} exists already; choose another file.`);
  process.exit(1);
}
fs.mkdirSync(path.dirname(target), { recursive: true });

const db = new Database(source, { readonly: true, fileMustExist: true });
try {
  await db.backup(target);
  fs.chmodSync(target, 0o600);
} finally {
  db.close();
}
console.log(`Backed up ${source} to ${target}`);
