// npm run dev: the whole site for development, in one command.
//
//  - server: the API (server/index.ts run through ts-node, no build step), restarted by Node's
//    own --watch whenever a file it loaded changes (server/, contract/, the content it uses);
//  - web:    the webpack dev server with hot reload, proxying /api and /media to that server.
//
// Each line is prefixed with its process's name. On a terminal the server logs readable, coloured
// lines (LOG_FORMAT=pretty); otherwise JSON, as in production. Ctrl-C stops both; when one stops,
// so does the other. Settings: PORT and HOST (the server's, default 8080 and 127.0.0.1), DEV_PORT
// and DEV_HOST (the site's, default 3000 and localhost: only this machine), and every setting of
// server/config/index.ts (DATA_DIR, DATABASE_URL...).

import concurrently from 'concurrently';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const terminal = Boolean(process.stdout.isTTY);
const serverPort = env.PORT ?? '8080';
const webPort = env.DEV_PORT ?? '3000';
const webHost = env.DEV_HOST ?? 'localhost';
const apiUrl = `http://127.0.0.1:${serverPort}`;
// As npm run would: the project's own tools first (run as `node scripts/dev.mjs` too).
const PATH = [path.join(root, 'node_modules', '.bin'), env.PATH]
  .filter(Boolean)
  .join(path.delimiter);

const { result } = concurrently(
  [
    {
      name: 'server',
      prefixColor: 'cyan',
      command: 'node --watch -r ts-node/register/transpile-only server/index.ts',
      env: {
        PATH,
        TS_NODE_PROJECT: 'server/tsconfig.json',
        PORT: serverPort,
        HOST: env.HOST ?? '127.0.0.1',
        LOG_FORMAT: env.LOG_FORMAT ?? (terminal ? 'pretty' : 'json'),
        ...(terminal ? { FORCE_COLOR: '1' } : {}),
      },
    },
    {
      name: 'web',
      prefixColor: 'magenta',
      command: `webpack serve --mode development --config-name client --host ${webHost} --port ${webPort}`,
      env: { PATH, KESTREL_DEV_API: env.KESTREL_DEV_API ?? apiUrl },
    },
  ],
  {
    cwd: root,
    prefix: 'name',
    padPrefix: true,
    killOthersOn: ['failure', 'success'],
  },
);

console.log(
  `Site with hot reload: http://${webHost}:${webPort}  API: ${apiUrl}  (Ctrl-C stops both)`,
);

result.then(
  () => process.exit(0),
  () => process.exit(1),
);
