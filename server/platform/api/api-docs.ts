// The API described once: every route under /api (and the probes /healthz and /readyz) carries
// its schemas (from contract/), a summary, tags and its answers, errors included; @fastify/swagger
// turns them into an OpenAPI 3.1 document, whose shared shapes api-components.ts declares once.
// `npm run docs:api` writes it to docs/openapi.json (the build runs it, a test fails when the
// committed copy is stale); outside production the server also answers it at GET /api/docs,
// which a browser sees in an API reference viewer (api-viewer.ts). docs/api.md says how to read it.

import { STATUS_CODES } from 'node:http';
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { OPENAPI_VERSION, describedWithComponents } from './api-components';
import { registerApiViewer } from './api-viewer';

/** The paths the document covers: the API and the probes, not the site's pages and files. */
const isDocumentedPath = (url: string): boolean =>
  url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

const TAGS = [
  { name: 'auth', description: 'Sign-up, login and passwords' },
  { name: 'profile', description: "The logged-in member's own record (Bearer token)" },
  {
    name: 'content',
    description:
      'What the public pages show: testimonials, posts, products, the content documents ' +
      "(`/api/documents/<key>`; an uploaded image carries the media library's alternative " +
      'text and focal point)',
  },
  { name: 'contact', description: 'The contact form' },
  { name: 'newsletter', description: 'Subscribing, confirming, preferences and unsubscribing' },
  {
    name: 'staff',
    description:
      "The back office's content: staff accounts, editors and admins (Bearer token). A content " +
      "document's routes (`/api/staff/documents/<key>`, a page built from blocks' `page-<id>`): " +
      '`publish` is refused (400, `field` naming the image as `data.<path>`) while an image the ' +
      'draft shows has no alternative text (an upload whose media library record has none, or ' +
      'another image whose own is empty); `preview` answers an address showing the page the ' +
      'document is on with the draft (or the published version when there is none), never ' +
      "cached or indexed; `render` is the editor's live preview: that page rendered with `data` " +
      "(a draft save's body; `revision` is not checked) in place of what is published, for a " +
      'sandboxed frame (its stylesheets linked, no script; `?list=&item=`: docs/api.md), never ' +
      'cached or indexed.',
  },
  {
    name: 'staff-admin',
    description: "The back office's administration: admins only; an editor gets 403 (Bearer token)",
  },
  {
    name: 'analytics',
    description:
      "First-party analytics: the collector's beacons (the dashboard's calls are the back office's)",
  },
  { name: 'health', description: 'Probes for a load balancer or an orchestrator' },
];

interface RouteSchemaDoc {
  hide?: boolean;
  summary?: string;
  tags?: string[];
  response?: Record<string, unknown>;
}

/** Why a route's schema does not document it, or undefined when it does. */
function undocumented(route: Pick<RouteOptions, 'method' | 'url' | 'schema'>) {
  const schema = route.schema as RouteSchemaDoc | undefined;
  if (!isDocumentedPath(route.url) || route.method === 'HEAD' || schema?.hide) return undefined;
  const missing = [
    !schema?.summary && 'a summary',
    !schema?.tags?.length && 'tags',
    !Object.keys(schema?.response ?? {}).some((status) => status.startsWith('2')) &&
      'the schema of its answer',
  ].filter(Boolean);
  return missing.length > 0
    ? `${String(route.method)} ${route.url} lacks ${missing.join(', ')}: every API route is ` +
        'described (server/platform/api/api-docs.ts, docs/api.md).'
    : undefined;
}

/**
 * A success's description, where its schema has none: the status's own name, said once, on the
 * answer (a JSON body's schema is then the answer's `content`, not annotated with it as well).
 */
function describeSuccess<S>(schema: S): S {
  const doc = schema as RouteSchemaDoc;
  if (!doc.response) return schema;
  const response = Object.fromEntries(
    Object.entries(doc.response).map(([status, answer]) => {
      const named = STATUS_CODES[status];
      const { description, content } = answer as { description?: string; content?: unknown };
      if (!named || description) return [status, answer];
      if (content) return [status, { ...(answer as object), description: named }];
      return [status, { description: named, content: { 'application/json': { schema: answer } } }];
    }),
  );
  return { ...doc, response } as S;
}

/**
 * Refuses, while the server is being built, an API route that its schema does not describe; then
 * collects the routes into the OpenAPI document (`app.swagger()`), served at /api/docs (and
 * shown there to a browser) when `serve` is true. Register it before the routes.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  { serve, version }: { serve: boolean; version: string },
): Promise<void> {
  app.addHook('onRoute', (route) => {
    const problem = undocumented(route);
    if (problem) throw new Error(problem);
  });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: 'Kestrel Software API',
        version,
        description:
          'The API of the Kestrel Software website. Failed calls answer `{message}`, a ' +
          'sentence for a person (login: the sentence as plain text). docs/api.md has the ' +
          'conventions: errors, sessions, XSRF, rate limits.',
      },
      tags: TAGS,
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description: "The login's token, in `Authorization: Bearer <token>`.",
          },
        },
      },
    },
    transform: ({ schema, url }) => ({
      schema: isDocumentedPath(url) ? describeSuccess(schema) : { ...schema, hide: true },
      url,
    }),
  });
  if (serve) {
    let described: Promise<Record<string, unknown>> | undefined;
    registerApiViewer(app, () => (described ??= describedWithComponents(app.swagger())));
  }
}
