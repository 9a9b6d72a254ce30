// A staff editor's session for the benchmarks that drive the back office (scripts/bench/editor.mjs,
// scripts/bench/blocks.mjs): signed up, its address verified by the emailed link read from the
// server's outbox folder, made an editor with `npm run staff` (the built CLI), logged in.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The verification link's token from the newest such email in the server's outbox folder. */
async function verificationToken(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  for (let i = 0; i < 100; i++) {
    const names = fs.existsSync(dir) ? fs.readdirSync(dir).filter((n) => n.endsWith('.eml')) : [];
    for (const name of names) {
      const mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
      const token = /verify-email\?token=([A-Za-z0-9_-]+)/.exec(mail.text ?? '')?.[1];
      if (token && (mail.text ?? '').length > 0 && JSON.stringify(mail.to).includes(email)) {
        return token;
      }
    }
    await sleep(100);
  }
  throw new Error(`no verification email to ${email}`);
}

/** An editor's session token on the server at `origin` whose data folder is `dataDir`. */
export async function editorToken(root, origin, dataDir) {
  const email = `bench-editor-${Date.now()}@example.com`;
  const password = 'correct horse battery staple';
  const post = (url, data) =>
    fetch(origin + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(data),
    });
  if ((await post('/api/auth/create', { email, password })).status !== 201) {
    throw new Error('sign-up failed');
  }
  const token = await verificationToken(dataDir, email);
  if ((await post('/api/auth/verify-email', { token })).status !== 200) {
    throw new Error('verification failed');
  }
  const cli = path.join(root, 'build', 'server', 'cli', 'staff.js');
  execFileSync(
    process.execPath,
    [
      '-e',
      `require(${JSON.stringify(cli)}).main(${JSON.stringify(['add', email, '--role', 'editor'])}).then((c) => process.exit(c))`,
    ],
    { env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, timeout: 30_000 },
  );
  const login = await post('/api/auth/login', { email, password });
  if (login.status !== 200) throw new Error('login failed');
  return (await login.text()).trim();
}
