// The API reference, outside production: GET /api/docs in a browser (Accept: text/html) shows the
// API description in Swagger UI (the swagger-ui-dist package, a development dependency), every file
// served from this origin under the site's own Content-Security-Policy: no CDN, no inline script
// or style, nothing fetched from elsewhere (its online validator badge is off). Any other client
// gets the document itself, as before, and GET /api/docs/openapi.json always does. None of it
// enters the site's bundles: webpack never sees these files.

import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const API_DOCS_PATH = '/api/docs';
const DOCUMENT_PATH = `${API_DOCS_PATH}/openapi.json`;

/** Swagger UI's files this page loads, by name, with their type. */
const VIEWER_FILES = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
} as const;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Kestrel Software API</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${API_DOCS_PATH}/swagger-ui.css">
</head>
<body>
<div id="api-reference"></div>
<script src="${API_DOCS_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_DOCS_PATH}/viewer.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the document (a file of its own: the policy allows no inline script). */
const START = `window.SwaggerUIBundle({
  url: ${JSON.stringify(DOCUMENT_PATH)},
  dom_id: '#api-reference',
  deepLinking: true,
  validatorUrl: null,
});
`;

/** Where swagger-ui-dist is installed, or undefined when it is not (an install without dev tools). */
function viewerFolder(): string | undefined {
  try {
    return path.dirname(require.resolve('swagger-ui-dist/package.json'));
  } catch {
    return undefined;
  }
}

/** A browser's request for a page, rather than a program's for the document. */
const wantsPage = (request: FastifyRequest) => /\btext\/html\b/.test(request.headers.accept ?? '');

/**
 * Serves the document at GET /api/docs and /api/docs/openapi.json, and, when swagger-ui-dist is
 * installed, the reference page at /api/docs for a browser with the files it loads.
 */
export function registerApiViewer(app: FastifyInstance, document: () => Promise<unknown>): void {
  const hidden = { schema: { hide: true } };
  const folder = viewerFolder();
  app.get(DOCUMENT_PATH, hidden, document);
  app.get(API_DOCS_PATH, hidden, async (request, reply: FastifyReply) => {
    reply.header('vary', 'Accept');
    if (!folder || !wantsPage(request)) return document();
    return reply.type('text/html; charset=utf-8').send(PAGE);
  });
  if (!folder) return;
  app.get(`${API_DOCS_PATH}/viewer.js`, hidden, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').send(START),
  );
  for (const [name, type] of Object.entries(VIEWER_FILES)) {
    let bytes: Buffer | undefined;
    app.get(`${API_DOCS_PATH}/${name}`, hidden, async (_request, reply) => {
      bytes ??= await fs.promises.readFile(path.join(folder, name));
      return reply.type(type).send(bytes);
    });
  }
}
