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
import { type DocumentDoor, documentDoor } from './document-door';

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

  /** The door of every document of one kind (`<kind>-<id>`): each titled by its own title. */
  const kindDoor = (
    kind: 'page' | 'article',
    door: Pick<DocumentDoor, 'title' | 'schema'> & {
      keyOf(id: number): string;
      idOf(key: string): number | undefined;
      checkDraft(id: number, data: unknown): Promise<void>;
    },
  ) =>
    documentDoor(app, deps, {
      path: `/documents/${kind}-:id`,
      title: door.title,
      titleOf: (doc) => ((doc.draft ?? doc.published) as { title: string }).title,
      schema: door.schema,
      params: IdParams,
      keyOf: (request) => door.keyOf(idOf(request.params as IdParams, kind)),
      checkDraft: (key, data) => door.checkDraft(door.idOf(key) ?? 0, data),
      render: (key, data) => deps.drafts.render(key, data),
      previewAddress: (key) => previews.addressFor(key, new Date()),
    });

  // Every page staff build: a document of the kind `page`, whose address must be free.
  kindDoor('page', {
    title: 'This page',
    schema: PageContent,
    keyOf: pageKey,
    idOf: pageIdOf,
    checkDraft: (id, data) => deps.pages.refuseTakenAddress(id, data),
  });
  // Every article: a document of the kind `article`, whose address must be free and whose author
  // must exist.
  kindDoor('article', {
    title: 'This article',
    schema: ArticleContent,
    keyOf: articleKey,
    idOf: articleIdOf,
    checkDraft: (id, data) => deps.articles.refuseBadDraft(id, data),
  });
};
