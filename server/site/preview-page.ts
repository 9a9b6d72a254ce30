// Previews of a content document's draft, all rendered by renderDraft:
// - GET /preview/<key>?until=…&sig=…: the page the document shows on, rendered with its saved
//   draft (preview.ts makes the addresses), under a banner saying it is a preview and until when
//   the address works. Refused (403, with the reason) when the address has expired or was altered;
//   404 for a key that is no document. A page staff build from blocks shows at its draft's address,
//   an article at its own (its draft as the articles' service shows it, as an article's page
//   carries it: live-routes.ts, articlePageData).
// - framedDraft: the same page with a draft not saved, for the back office's live preview (or,
//   while an item of a list is edited, that item's own page: a case study's; DOCUMENTS' previewItem)
//   (POST /api/staff/documents/<key>/render, server/content/draft-pages.ts), shown in a sandboxed
//   frame of the back office's page. Such a frame takes that page's Content-Security-Policy, which
//   allows no inline stylesheet but its own: the page's stylesheets are linked there instead
//   (same-origin files, which `style-src 'self'` allows), never inlined, and it carries no script
//   at all (not even its data: the frame runs none).

import type { FastifyInstance } from 'fastify';
import { DOCUMENT_KEYS, type DocumentKey } from '../../contract/documents';
import type { DataStore } from '../db';
import type { LivePages } from './live-pages';
import { pageContentSecurityPolicy } from '../security/headers';
import { withLibraryFacts } from '../content/focal-points';
import { type ListItem, previewLinks, previewPathOf } from '../content/preview';
import type { DraftPages } from '../content/draft-pages';
import { pageIdOf, pagePath } from '../../contract/values/content/pages';
import type { PageContent } from '../../contract/documents/page/schema';
import { articleIdOf, articlePath } from '../../contract/values/content/articles';
import type { Articles } from '../content/articles/service';
import { RELATED_ARTICLES } from '../content/insights';
import { articlePageData } from './live-routes';

const EXPIRED =
  'This preview address has expired or is not valid. Open "Preview" again in the back office.';

/**
 * The page `key` shows on, rendered with `data` in place of its published version; with `item`,
 * that list item's own page if it has one (and it renders: else the document's page).
 */
async function renderDraft(
  { livePages, store, articles }: Pick<PreviewOptions, 'livePages' | 'store' | 'articles'>,
  key: string,
  data: unknown,
  item?: ListItem,
): Promise<string | undefined> {
  const article = articleIdOf(key);
  if (article !== undefined) {
    // An article: at its address, its draft as visitors would see it, with its related articles.
    const shown = await articles?.preview(article, data);
    if (!shown) return undefined;
    const view = { ...shown, related: await articles!.related(article, RELATED_ARTICLES) };
    return livePages.renderPreview(articlePath(shown.slug), {}, articlePageData(view));
  }
  const shown = data && (await withLibraryFacts(store.media, data));
  const id = pageIdOf(key);
  if (id !== undefined) {
    // A page staff build: at its address, showing the draft in place of what is published.
    const content = shown as PageContent;
    const path = pagePath(content);
    const page = { id, path, content, publishedAt: new Date().toISOString() };
    return livePages.renderPreview(path, {}, { page });
  }
  const documentKey = key as DocumentKey;
  const documents = { [key]: shown };
  const itemPage = previewPathOf(documentKey, data, item);
  const page = await livePages.renderPreview(itemPage, documents);
  const own = previewPathOf(documentKey);
  return page !== undefined || itemPage === own ? page : livePages.renderPreview(own, documents);
}

/** renderDraft's page for a frame of the back office: its stylesheets linked, not inlined. */
async function framedDraft(
  options: Pick<PreviewOptions, 'livePages' | 'store' | 'articles'>,
  key: string,
  data: unknown,
  item?: ListItem,
): Promise<string | undefined> {
  const html = await renderDraft(options, key, data, item);
  return html
    ?.replace(
      /<style data-href="([^"]*)">[\s\S]*?<\/style>/g,
      (_, href: string) => `<link rel="stylesheet" href="${href}">`,
    )
    .replace(/<script\b[\s\S]*?<\/script>/g, '');
}

const BANNER_STYLE =
  '.preview-banner{position:sticky;top:0;z-index:1000;margin:0;padding:.5rem 1rem;' +
  'background:#fef3c7;color:#1c1917;border-bottom:2px solid #92400e;text-align:center;' +
  'font:600 1rem/1.4 system-ui,sans-serif}.preview-banner p{margin:0}';

/** The banner of a preview opened on its own: not published, and until when the address works. */
function withPreviewBanner(html: string, until: Date): string {
  const time = until.toISOString().slice(11, 16);
  const banner =
    '<aside class="preview-banner" aria-label="Preview"><p role="status">' +
    'Preview: not published. This address works until ' +
    `<time datetime="${until.toISOString()}">${time} UTC</time>.</p></aside>`;
  return html
    .replace('</head>', `<style>${BANNER_STYLE}</style></head>`)
    .replace(/<body[^>]*>/, (body) => body + banner);
}

export interface PreviewOptions {
  livePages: LivePages;
  store: DataStore;
  secret: Uint8Array;
  /** The back office's live preview, given framedDraft as its render. */
  drafts?: DraftPages;
  /** The articles: an article's draft as visitors would see it. */
  articles?: Pick<Articles, 'preview' | 'related'>;
}

export function registerPreviews(app: FastifyInstance, options: PreviewOptions): void {
  options.drafts?.attach((key, data, item) => framedDraft(options, key, data, item));
  const links = previewLinks(options.secret);
  app.get<{ Params: { key: string }; Querystring: { until?: string; sig?: string } }>(
    '/preview/:key',
    { schema: { hide: true } },
    async (request, reply) => {
      const { key } = request.params;
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const known =
        DOCUMENT_KEYS.includes(key as DocumentKey) ||
        pageIdOf(key) !== undefined ||
        articleIdOf(key) !== undefined;
      if (!known) {
        return reply.code(404).type('text/plain; charset=utf-8').send('No such document.');
      }
      const { until = '', sig = '' } = request.query;
      if (!links.valid(key, until, sig, new Date())) {
        return reply.code(403).type('text/plain; charset=utf-8').send(EXPIRED);
      }
      const doc = await options.store.documents.get(key);
      if (!doc) return reply.code(404).type('text/plain; charset=utf-8').send('No such document.');
      const rendered = await renderDraft(options, key, doc?.draft ?? doc?.published);
      if (rendered === undefined) {
        return reply
          .code(503)
          .header('retry-after', '5')
          .type('text/plain; charset=utf-8')
          .send('The site is not built: there is no page to preview yet.');
      }
      const html = withPreviewBanner(rendered, new Date(Number(until)));
      return reply
        .header('content-security-policy', pageContentSecurityPolicy(html))
        .type('text/html; charset=utf-8')
        .send(html);
    },
  );
}
