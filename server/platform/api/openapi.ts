// The OpenAPI document of the routes as they are, without a running server: builds the app on a
// throwaway data folder, asks @fastify/swagger for the document (api-docs.ts) and closes it.
// `npm run docs:api` (scripts/openapi.mjs) writes it to docs/openapi.json, with its shared shapes
// declared once (api-components.ts), as openApiText() lays it out.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

/** Where the committed document lives, from the project's root. */
export const OPENAPI_FILE = path.join('docs', 'openapi.json');

/** The document as @fastify/swagger makes it: every route's schemas written out in full. */
export async function describeApi(): Promise<Record<string, unknown>> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kestrel-openapi-'));
  try {
    // Only what the document needs: nothing of this machine's environment reaches it.
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOG_FORMAT: 'json' });
    const app = await buildApp(config, { startOutboxWorker: false });
    try {
      await app.ready();
      return app.swagger() as unknown as Record<string, unknown>;
    } finally {
      await app.close();
    }
  } finally {
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** How deep the file is indented: each operation, component and tag is one line. */
const LINE_DEPTH = 3;

const layout = (value: unknown, depth: number, indent: string): string => {
  if (depth >= LINE_DEPTH || typeof value !== 'object' || value === null) {
    return JSON.stringify(value);
  }
  const entries = Array.isArray(value)
    ? value.map((item) => layout(item, depth + 1, `${indent}  `))
    : Object.entries(value).map(
        ([key, item]) => `${JSON.stringify(key)}: ${layout(item, depth + 1, `${indent}  `)}`,
      );
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.length === 0) return `${open}${close}`;
  return `${open}\n${entries.map((entry) => `${indent}  ${entry}`).join(',\n')}\n${indent}${close}`;
};

/**
 * The document as the file holds it: two-space JSON down to the operations, the components and
 * the tags, each on one line (a change to a schema is a change to its line; the whole document
 * indented is over twice the size), and a final line break.
 */
export const openApiText = (document: Record<string, unknown>): string =>
  `${layout(document, 0, '')}\n`;
