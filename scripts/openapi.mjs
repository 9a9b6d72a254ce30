// npm run docs:api: writes docs/openapi.json, the OpenAPI document of the server's routes with
// its shared shapes declared once, from the built server (npm run build:server runs it after
// compiling). A Jest test (__tests__/server/platform/api/openapi.test.ts) fails when the committed file differs
// from the routes.

import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const built = path.join(root, 'build', 'server', 'platform', 'api');
const { OPENAPI_FILE, describeApi, openApiText } = require(path.join(built, 'openapi.js'));
const { describedWithComponents } = require(path.join(built, 'api-components.js'));

const file = path.join(root, OPENAPI_FILE);
const text = openApiText(await describedWithComponents(await describeApi()));
const before = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
if (text === before) {
  console.log(`${OPENAPI_FILE} is up to date`);
} else {
  fs.writeFileSync(file, text);
  console.log(`${OPENAPI_FILE} written`);
}
