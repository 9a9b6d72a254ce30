// The content documents staff edit (contract/documents/index.ts), under /api/staff/documents:
//   GET    /documents                          every document: versions, draft, schedule
//   GET    /documents/<key>                    one: its published data, draft and JSON Schema
//   PUT    /documents/<key>/draft              saves the draft (validated by the document's schema)
//   DELETE /documents/<key>/draft              discards the draft and any scheduled publish
//   POST   /documents/<key>/publish            publishes the draft now, or at `at`
//   POST   /documents/<key>/render             its page (?list=&item=: the item's) with a draft not saved
//   GET    /documents/<key>/versions           every published version, newest first
//   GET    /documents/<key>/versions/<n>       one version's data
//   POST   /documents/<key>/versions/<n>/restore   makes it the draft
// The same routes serve every page staff build from blocks, under /documents/page-<id>: each is a
// document of the kind `page` (contract/documents/page/schema.ts), whose address must be free;
// and every article, under /documents/article-<id> (the kind `article`,
// contract/documents/article/schema.ts).
// The routes of one kind are written once (document-door.ts).
// Every change names the revision it is based on; a document changed since answers 409 with who
// changed it and when. Visitors read what is published: GET /api/documents/<key> (content/routes/content.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DocumentSummary } from '../../../contract/api/documents';
import { IdParams } from '../../../contract/api/staff';
import { DOCUMENT_KEYS, DOCUMENTS, type DocumentKey } from '../../../contract/documents';
import { PageContent } from '../../../contract/documents/page/schema';
import { pageIdOf, pageKey } from '../../../contract/values/content/pages';
import { ArticleContent } from '../../../contract/documents/article/schema';
import { articleIdOf, articleKey } from '../../../contract/values/content/articles';
import type { StoredDocument } from '../../db';
import { previewLinks } from '../preview';
import { errors } from '../../platform/api/route-errors';
import { STAFF_ERRORS, idOf, staffDoc, type StaffRouteDeps } from '../../routes/staff/common';
import { documentDoor } from './document-door';

export const documentRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  const { store } = deps;
  const previews = previewLinks(deps.config.jwtSecret);

  app.get(
    '/documents',
    {
      schema: {
        ...staffDoc('The content documents'),
        response: { 200: Type.Array(DocumentSummary), ...errors([...STAFF_ERRORS]) },
      },
    },
    async () => {
      const docs = await store.documents.list();
      return docs
        .filter((d): d is StoredDocument & { key: DocumentKey } => d.key in DOCUMENTS)
        .map((d) => ({
          key: d.key,
          title: DOCUMENTS[d.key].title,
          revision: d.revision,
          changedAt: d.changedAt,
          changedBy: d.changedBy,
          publishedVersion: d.publishedVersion,
          publishedAt: d.publishedAt,
          hasDraft: d.draft !== null,
          publishAt: d.publishAt,
        }));
    },
  );

  for (const key of DOCUMENT_KEYS) {
    documentDoor(app, deps, {
      path: `/documents/${key}`,
      title: DOCUMENTS[key].title,
      // Checked as its schema by Fastify; the store keeps and answers it as stored.
      schema: DOCUMENTS[key].schema,
      keyOf: () => key,
      render: (_key, data, item) => deps.drafts.render(key, data, item),
      previewAddress: () => previews.addressFor(key, new Date()),
    });
  }

  // Every page staff build: a document of the kind `page`, whose address must be free.
  documentDoor(app, deps, {
    path: '/documents/page-:id',
    title: 'This page',
    titleOf: (doc) => ((doc.draft ?? doc.published) as PageContent).title,
    schema: PageContent,
    params: IdParams,
    keyOf: (request) => pageKey(idOf(request.params as IdParams, 'page')),
    checkDraft: (key, data) => deps.pages.refuseTakenAddress(pageIdOf(key) ?? 0, data),
    render: (key, data) => deps.drafts.render(key, data),
    previewAddress: (key) => previews.addressFor(key, new Date()),
  });

  // Every article: a document of the kind `article`, whose address must be free and whose author
  // must exist.
  documentDoor(app, deps, {
    path: '/documents/article-:id',
    title: 'This article',
    titleOf: (doc) => ((doc.draft ?? doc.published) as ArticleContent).title,
    schema: ArticleContent,
    params: IdParams,
    keyOf: (request) => articleKey(idOf(request.params as IdParams, 'article')),
    checkDraft: (key, data) => deps.articles.refuseBadDraft(articleIdOf(key) ?? 0, data),
    render: (key, data) => deps.drafts.render(key, data),
    previewAddress: (key) => previews.addressFor(key, new Date()),
  });
};
