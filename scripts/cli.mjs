// node scripts/cli.mjs <command> [args]: the server's command-line tools (server/cli/<command>.ts:
// npm run staff, npm run export). Builds the server first when build/server is missing or older
// than server/, then runs the command with the server's settings (DATA_DIR, DATABASE_URL...) from
// the environment.

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [command = '', ...args] = process.argv.slice(2);
if (!/^[a-z]+$/.test(command)) {
  console.error('Usage: node scripts/cli.mjs <command> [args] (a file of server/cli/)');
  process.exit(1);
}
const entry = path.join(root, 'build', 'server', 'cli', `${command}.js`);
const sources = path.join(root, 'server');
const media = path.join(sources, 'content', 'media');

/** Newest modification time (ms) of the TypeScript files below a folder. */
function newest(dir) {
  let latest = 0;
  for (const item of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, item.name);
    if (item.isDirectory()) {
      if (full !== media) latest = Math.max(latest, newest(full));
    } else if (item.name.endsWith('.ts')) latest = Math.max(latest, fs.statSync(full).mtimeMs);
  }
  return latest;
}

const built = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
if (built < newest(sources)) {
  console.log('> npm run build:server (the server is not built or older than its sources)');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', 'build:server'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const require = createRequire(import.meta.url);
const { main } = require(entry);
try {
  process.exitCode = await main(args);
} catch (error) {
  // A setting or the database is unusable: say why, without a stack trace.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
