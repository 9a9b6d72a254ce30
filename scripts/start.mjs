// npm start: builds what is missing or stale, then runs the server.
//
//  - the web site (npm run build:web) when dist/index.html is missing or older than any file under
//    src/, contract/ or public/, or than webpack.config.ts, webpack.plugins.ts, tsconfig.json or
//    package.json;
//  - the server (npm run build:server) when build/server/index.js is missing or older than any
//    file under server/ (its media folder aside: the server reads those files where they are) or
//    contract/ (the company's facts included).
// Then it starts build/server/index.js in this process, which prints the URL and handles
// SIGINT/SIGTERM itself. Settings come from the environment (see server/config/index.ts).

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...parts) => path.join(root, ...parts);

const SKIP_DIRS = new Set(['node_modules', '.git']);

/** Newest modification time (ms) of a file or of any file below a folder; 0 when absent. */
function newest(target, skip = () => false) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    const full = path.join(target, entry.name);
    if (SKIP_DIRS.has(entry.name) || skip(full)) continue;
    latest = Math.max(latest, newest(full, skip));
  }
  return latest;
}

const mtime = (file) => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
};

/** Why `output` must be rebuilt from `inputs`, or undefined when it is up to date. */
function staleReason(output, inputs, skip) {
  const built = mtime(output);
  if (built === undefined) return `${path.relative(root, output)} is missing`;
  const latest = Math.max(...inputs.map((input) => newest(input, skip)));
  return latest > built ? 'sources changed since the last build' : undefined;
}

function run(script, reason) {
  console.log(`> npm run ${script} (${reason})`);
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`npm run ${script} failed; the server was not started.`);
    process.exit(result.status ?? 1);
  }
}

if (!fs.existsSync(at('node_modules'))) {
  console.error('Dependencies are not installed: run npm install first.');
  process.exit(1);
}

const webReason = staleReason(at('dist', 'index.html'), [
  at('src'),
  at('contract'),
  at('public'),
  at('webpack.config.ts'),
  at('webpack.plugins.ts'),
  at('tsconfig.json'),
  at('package.json'),
]);
if (webReason) run('build:web', webReason);

const mediaDir = at('server', 'content', 'media');
const serverEntry = at('build', 'server', 'index.js');
// The server also compiles the contract it shares with the site (the company's facts included).
const serverInputs = [at('server'), at('contract')];
const serverReason = staleReason(serverEntry, serverInputs, (full) => full === mediaDir);
if (serverReason) run('build:server', serverReason);

const require = createRequire(import.meta.url);
const { main } = require(serverEntry);
await main();
