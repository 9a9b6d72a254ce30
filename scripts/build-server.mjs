// npm run build:server: compiles the server (server/tsconfig.json) into build/ afresh, then writes
// the API description (npm run docs:api). tsc never deletes what it wrote before, so a file that
// was moved or removed would stay behind under its old name, and Node would load it first: a
// stale build/server/config.js answered `require('./config')` before the new config/index.js.
// The compiled folders are removed first (build/prerender is the web build's, and is kept).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
for (const folder of ['server', 'contract']) {
  fs.rmSync(path.join(root, 'build', folder), { recursive: true, force: true });
}

const run = (command, args) => {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
// Emitted without a type check (--noCheck: the same files, a third less time): `npm run typecheck`
// checks the server once, with its tests (__tests__/server/tsconfig.json).
run(process.execPath, [
  path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  'server/tsconfig.json',
  '--noCheck',
]);
run(process.execPath, [path.join(root, 'scripts', 'openapi.mjs')]);
