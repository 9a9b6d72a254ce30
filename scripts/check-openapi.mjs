// npm run docs:api:check: checks docs/openapi.json (or the file named) with Redocly's OpenAPI
// linter (@redocly/openapi-core): a valid OpenAPI 3.1 document whose every $ref resolves, by
// Redocly's recommended rules but the few this API departs from on purpose (below). Prints each
// problem and exits 1 when there is one. __tests__/server/platform/api/api-components.test.ts runs it.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString } from '@redocly/openapi-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = path.resolve(root, process.argv[2] ?? path.join('docs', 'openapi.json'));

const config = await createConfig({
  extends: ['recommended'],
  rules: {
    // Operations are known by method and path; none has an operationId.
    'operation-operationId': 'off',
    // Each installation answers its own API: the paths are relative to wherever it runs.
    'no-empty-servers': 'off',
    // Public operations (the probes, the public content, sign-up, login) need no session; the
    // others say `bearer`.
    'security-defined': 'off',
    // The probes answer 200 or 503, never a 4xx.
    'operation-4xx-response': 'off',
    'info-license': 'off',
    // A data export's quote answers are any JSON, or null: `anyOf: [{}, {type: null}]`.
    'no-illogical-composition-keywords': 'off',
  },
});

/**
 * The content documents' schemas carry the back office editor's hints (contract/content-fields.ts),
 * `editor` and `itemTitle`: keywords JSON Schema keeps as annotations and Redocly's structure rule
 * does not know.
 */
const editorHint = (problem) =>
  problem.ruleId === 'struct' &&
  /^Property `(editor|itemTitle)` is not expected here\.$/.test(problem.message) &&
  problem.location.every(({ pointer }) => /\/(editor|itemTitle)$/.test(pointer ?? ''));

const problems = (
  await lintFromString({ source: fs.readFileSync(file, 'utf8'), absoluteRef: file, config })
).filter((problem) => !editorHint(problem));

const name = path.relative(root, file);
for (const { ruleId, severity, message, location } of problems) {
  console.log(`${name}${location[0]?.pointer ?? ''}: ${severity} ${ruleId}: ${message}`);
}
if (problems.length > 0) {
  console.log(`${name}: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`${name} is a valid OpenAPI document (Redocly's recommended rules)`);
