// npm run backup (scripts/backup.mjs): a consistent copy of the SQLite database, taken while a
// server has it open, that opens as a working store, the media library's images included.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { openDataStore } from '../../../server/db';
import sharp from 'sharp';
import { type TestServer, makeTempRoot, signUp, startServer } from '../helpers';
import { newStaff, upload } from '../staff-support';
import { PROJECT } from '../child';

let server: TestServer;

beforeEach(async () => {
  server = await startServer();
});

afterEach(async () => {
  await server.close();
});

const backup = (env: Record<string, string>, args: string[] = []) =>
  spawnSync(process.execPath, ['scripts/backup.mjs', ...args], {
    cwd: PROJECT,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
  });

it('copies the live database, accounts included, into a file only the owner can read', async () => {
  await signUp(server, 'kept@example.com');
  const target = path.join(server.root, 'copy', 'kestrel.db');
  const run = backup({ DATA_DIR: server.config.dataDir }, [target]);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toContain(target);
  expect(fs.statSync(target).mode & 0o777).toBe(0o600);

  await fsp.mkdir(path.join(server.root, 'restored'));
  await fsp.copyFile(target, path.join(server.root, 'restored', 'kestrel.db'));
  const restored = await openDataStore({
    databaseFile: path.join(server.root, 'restored', 'kestrel.db'),
  });
  try {
    expect(await restored.users.findByEmail('kept@example.com')).toBeDefined();
  } finally {
    await restored.close();
  }
});

it('writes into DATA_DIR/backups by default, and never over an existing file', () => {
  const first = backup({ DATA_DIR: server.config.dataDir });
  expect(first.status).toBe(0);
  const [name] = fs.readdirSync(path.join(server.config.dataDir, 'backups'));
  expect(name).toMatch(/^kestrel-\d{8}T\d{6}Z\.db$/);
  const again = backup({ DATA_DIR: server.config.dataDir }, [
    path.join(server.config.dataDir, 'backups', name!),
  ]);
  expect(again.status).toBe(1);
  expect(again.stderr).toMatch(/exists already/);
});

it('points to pg_dump when the data is in PostgreSQL', () => {
  const run = backup({ DATABASE_URL: 'postgres://kestrel@127.0.0.1/kestrel' });
  expect(run.status).toBe(1);
  expect(run.stderr).toMatch(/pg_dump/);
});

it('keeps the media library: a server on the restored copy serves an upload', async () => {
  const { token } = await newStaff(server, 'backup-media');
  const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#a52' } })
    .png()
    .toBuffer();
  const { url } = (await upload(server, token, png, 'kept.png', 'image/png')).json as {
    url: string;
  };
  const original = Buffer.from(await (await fetch(server.url + url)).arrayBuffer());
  const target = path.join(server.root, 'copy', 'kestrel.db');
  expect(backup({ DATA_DIR: server.config.dataDir }, [target]).status).toBe(0);

  // A new machine: the copy as its database, nothing else (no uploads folder, no cache).
  const elsewhere = await makeTempRoot();
  await fsp.mkdir(path.join(elsewhere, 'data'), { recursive: true });
  await fsp.copyFile(target, path.join(elsewhere, 'data', 'kestrel.db'));
  const restored = await startServer({ root: elsewhere });
  try {
    const served = await fetch(restored.url + url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(original)).toBe(true);
  } finally {
    await restored.close();
  }
});
