// The OpenAPI document of the routes as they are, without a running server: builds the app on a
// throwaway data folder, asks @fastify/swagger for the document (api-docs.ts) and closes it.
// `npm run docs:api` (scripts/openapi.mjs) writes it to docs/openapi.json.

import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../config';

/** Where the committed document lives, from the project's root. */
export const OPENAPI_FILE = path.join('docs', 'openapi.json');

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

/** The document as the file holds it: two-space JSON and a final line break. */
export const openApiText = (document: Record<string, unknown>): string =>
  `${JSON.stringify(document, null, 2)}\n`;
