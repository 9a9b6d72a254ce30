// DATA_DIR holds hashes, emails, phones and messages: the folder is 0700, the database and its
// -wal/-shm files 0600, on a fresh DATA_DIR and on one an older server left readable.

import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../../server/config';
import { call, makeTempRoot, startServer } from '../helpers';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let root: string;
beforeEach(async () => {
  root = await makeTempRoot();
});
afterEach(() => fsp.rm(root, { recursive: true, force: true }));

it('a fresh DATA_DIR is 0700 and kestrel.db, -wal, -shm and jwt-secret are 0600', async () => {
  const server = await startServer({ root, removeOnClose: false });
  try {
    // A write, so that the journal files certainly exist.
    const sent = await call(server, '/api/contact', {
      json: {
        fullName: 'Mode Test',
        email: 'm@example.com',
        subject: 'Modes',
        message: 'Private?',
      },
    });
    expect(sent.status).toBe(201);
    const data = path.join(root, 'data');
    expect(modeOf(data)).toBe(0o700);
    for (const name of ['kestrel.db', 'kestrel.db-wal', 'kestrel.db-shm', 'jwt-secret']) {
      expect([name, modeOf(path.join(data, name))]).toEqual([name, 0o600]);
    }
  } finally {
    await server.close();
  }
});

it('tightens a DATA_DIR and database an older server left readable, and says so', async () => {
  const data = path.join(root, 'data');
  fs.mkdirSync(data, { mode: 0o755 });
  fs.chmodSync(data, 0o755);
  fs.writeFileSync(path.join(data, 'kestrel.db'), '');
  fs.chmodSync(path.join(data, 'kestrel.db'), 0o644);

  const config = loadConfig({ DATA_DIR: data, LOG_LEVEL: 'silent' });
  expect(config.warnings).toEqual([`DATA_DIR ${data} had mode 0755; changed it to 0700.`]);
  expect(modeOf(data)).toBe(0o700);

  const server = await startServer({ root, removeOnClose: false });
  try {
    expect(modeOf(path.join(data, 'kestrel.db'))).toBe(0o600);
  } finally {
    await server.close();
  }
});
