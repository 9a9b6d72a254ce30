// GET /preview/<key>?until=…&sig=…: the page a content document shows on, rendered with its draft
// (preview.ts makes the addresses). Refused (403, with the reason) when the address has expired or
// was altered; 404 for a key that is no document.

import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KEYS, type DocumentKey } from '../../contract/documents';
import type { DataStore } from '../db';
import type { LivePages } from './live-pages';
import { pageContentSecurityPolicy } from '../security/headers';
import { withLibraryFacts } from '../content/focal-points';
import { previewLinks, previewPathOf } from '../content/preview';

const EXPIRED =
  'This preview address has expired or is not valid. Open "Preview" again in the back office.';

export function registerPreviews(
  app: FastifyInstance,
  options: { livePages: LivePages; store: DataStore; secret: Uint8Array },
): void {
  const links = previewLinks(options.secret);
  app.get<{ Params: { key: string }; Querystring: { until?: string; sig?: string } }>(
    '/preview/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params.key as DocumentKey;
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      if (!DOCUMENT_KEYS.includes(key)) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No such document.');
      }
      const { until = '', sig = '' } = request.query;
      if (!links.valid(key, until, sig, new Date())) {
        return reply.code(403).type('text/plain; charset=utf-8').send(EXPIRED);
      }
      const doc = await options.store.documents.get(key);
      const data = doc?.draft ?? doc?.published;
      const html = await options.livePages.renderPreview(previewPathOf(key), {
        [key]: data && (await withLibraryFacts(options.store.media, data)),
      });
      if (html === undefined) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .type('text/plain; charset=utf-8')
          .send('The site is not built: there is no page to preview yet.');
      }
      return reply
        .header('content-security-policy', pageContentSecurityPolicy(html))
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
