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
// Every change names the revision it is based on; a document changed since answers 409 with who
// changed it and when. Visitors read what is published: GET /api/documents/<key> (content/routes/content.ts).

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { type Static, type TSchema, Type } from 'typebox';
import {
  DocumentState,
  DocumentSummary,
  DraftBody,
  PreviewAddress,
  PreviewItemQuery,
  PublishBody,
  RevisionBody,
  VersionParams,
  VersionSummary,
} from '../../../contract/api/documents';
import { DOCUMENT_KEYS, DOCUMENTS, type DocumentKey } from '../../../contract/documents';
import { actorOf } from '../../accounts/authenticate';
import { type StoredDocument, isConflict } from '../../db';
import type { DocumentChange } from '../store/document-types';
import { HttpError } from '../../platform/errors';
import { previewLinks } from '../preview';
import { refuseBadDraft, refuseUnpublishable } from '../document-checks';
import { followAddressChanges } from '../address-changes';
import { errors } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../../routes/staff/common';

const state = (key: DocumentKey, doc: StoredDocument) => ({ ...doc, title: DOCUMENTS[key].title });

export const documentRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  const { store } = deps;
  const write = writeOptions(deps.config);
  const previews = previewLinks(deps.config.jwtSecret);
  /** The name of the account that made a change, or its address when it has none. */
  const nameOf = async (email: string): Promise<string> =>
    (await store.users.findByEmail(email))?.name.trim() || email;

  /** The changed document, or the reason it was not: who changed it (by name), and when. */
  async function answer(key: DocumentKey, change: DocumentChange) {
    if (change === undefined) throw new HttpError(404, `No such ${DOCUMENTS[key].title}.`);
    if (isConflict(change)) {
      const { changedBy, changedAt } = change.conflict;
      throw new HttpError(
        409,
        `${DOCUMENTS[key].title} was changed by ${await nameOf(changedBy)} at ${changedAt} ` +
          'since you opened it. Reload to see their changes; what you typed is kept.',
      );
    }
    return state(key, change);
  }

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
    const { title } = DOCUMENTS[key];
    // Checked as its schema by Fastify; the store keeps and answers it as stored.
    const schema: TSchema = DOCUMENTS[key].schema;
    const base = `/documents/${key}`;
    const State = DocumentState(schema);

    app.get(
      base,
      {
        schema: {
          ...staffDoc(`${title}: published, draft and schedule`),
          response: { 200: State, ...errors([...STAFF_ERRORS, 404]) },
        },
      },
      async () => {
        const doc = await answer(key, await store.documents.get(key));
        return {
          ...doc,
          changedByName: await nameOf(doc.changedBy),
          schema,
          facts: [...deps.published.facts()],
        };
      },
    );

    app.put<{ Body: Static<ReturnType<typeof DraftBody>> }>(
      `${base}/draft`,
      {
        ...write,
        config: { ...write.config, namesField: true },
        schema: {
          ...staffDoc(`Save a draft of ${title}`, 'Visitors never see a draft.'),
          body: DraftBody(schema),
          response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
        },
      },
      async (request) => {
        refuseBadDraft(deps.published, key, request.body.data);
        const { data, revision } = request.body;
        return answer(key, await store.documents.saveDraft(key, data, revision, actorOf(request)));
      },
    );

    app.delete<{ Body: RevisionBody }>(
      `${base}/draft`,
      {
        ...write,
        schema: {
          ...staffDoc(`Discard the draft of ${title}`, 'And any publish scheduled.'),
          body: RevisionBody,
          response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
        },
      },
      async (request) =>
        answer(
          key,
          await store.documents.discardDraft(key, request.body.revision, actorOf(request)),
        ),
    );

    app.post<{ Body: PublishBody }>(
      `${base}/publish`,
      {
        ...write,
        schema: {
          ...staffDoc(
            `Publish ${title}`,
            'The draft becomes the next version now, or at `at` when that is later. Refused ' +
              '(400, `field` naming the image, as `data.<path>`) while an image the draft ' +
              'shows has no alternative text: an upload whose media library record has none, ' +
              'or another image whose own is empty.',
          ),
          body: PublishBody,
          response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
        },
      },
      async (request) => {
        const { revision, note, at } = request.body;
        const when = at === undefined ? undefined : new Date(at);
        if (when && Number.isNaN(when.getTime())) throw new HttpError(400, 'Not a time: at.');
        const before = await store.documents.get(key);
        if (before?.draft) {
          const { draft } = before;
          await refuseUnpublishable({ published: deps.published, media: store.media }, key, draft);
        }
        const done = await store.documents.publish(
          key,
          { revision, note, at: when },
          actorOf(request),
        );
        if (done && !isConflict(done) && done.publishedVersion > (before?.publishedVersion ?? 0))
          await followAddressChanges(deps, key, done.publishedVersion, actorOf(request));
        return answer(key, done);
      },
    );

    app.get(
      `${base}/versions`,
      {
        schema: {
          ...staffDoc(`Every published version of ${title}`, 'Newest first.'),
          response: { 200: Type.Array(VersionSummary), ...errors([...STAFF_ERRORS]) },
        },
      },
      () => store.documents.versions(key),
    );

    app.post(
      `${base}/preview`,
      {
        ...write,
        schema: {
          ...staffDoc(
            `An address that shows ${title} with its draft`,
            'The page the document shows on, rendered with the draft (or the published version ' +
              'when there is no draft): never cached, never indexed, valid for 30 minutes.',
          ),
          response: { 200: PreviewAddress, ...errors([...WRITE_ERRORS]) },
        },
      },
      () => ({ url: previews.addressFor(key, new Date()) }),
    );

    app.post<{ Body: Static<ReturnType<typeof DraftBody>>; Querystring: PreviewItemQuery }>(
      `${base}/render`,
      {
        ...write,
        config: { ...write.config, namesField: true },
        schema: {
          ...staffDoc(
            `${title} on its page, with a draft not saved`,
            "The editor's live preview: the page the document shows on, rendered with `data` " +
              '(the body a draft save takes; `revision` is not checked) in place of what is ' +
              'published, for a sandboxed frame of the back office (its stylesheets linked, no ' +
              'script; `?list=&item=`: docs/api.md). Nothing is saved; never cached, never indexed.',
          ),
          querystring: PreviewItemQuery,
          // A draft save's body: one validator for both (compiled once per distinct schema).
          body: DraftBody(schema),
          response: {
            200: {
              description: 'The page, as HTML.',
              content: { 'text/html': { schema: { type: 'string' } } },
            },
            ...errors([...WRITE_ERRORS, 404]),
          },
        },
      },
      async (request, reply) => {
        refuseBadDraft(deps.published, key, request.body.data);
        reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
        const html = await deps.drafts.render(key, request.body.data, request.query);
        // No page to draw it on: the build has no renderer (a site not built yet).
        if (html === undefined) {
          throw new HttpError(404, 'The site is not built: there is no page to preview yet.');
        }
        return reply.type('text/html; charset=utf-8').send(html);
      },
    );

    app.get<{ Params: VersionParams }>(
      `${base}/versions/:version`,
      {
        schema: {
          ...staffDoc(`One published version of ${title}`),
          params: VersionParams,
          response: { 200: schema, ...errors([...STAFF_ERRORS, 400, 404]) },
        },
      },
      async (request) => {
        const data = await store.documents.version(key, Number(request.params.version));
        if (data === undefined) throw new HttpError(404, 'No such version.');
        return data;
      },
    );

    app.post<{ Params: VersionParams; Body: RevisionBody }>(
      `${base}/versions/:version/restore`,
      {
        ...write,
        schema: {
          ...staffDoc(`Make a version of ${title} the draft`),
          params: VersionParams,
          body: RevisionBody,
          response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
        },
      },
      async (request) =>
        answer(
          key,
          await store.documents.restore(
            key,
            Number(request.params.version),
            request.body.revision,
            actorOf(request),
          ),
        ),
    );
  }
};
