// The routes of one kind of content document under /api/staff (staff-documents.ts registers one
// door per declared document, /documents/<key>, and one for every page staff build from blocks,
// /documents/page-:id): its state, draft, discard, publish (now or at a time), live preview,
// preview address, versions and restore, written once whatever the document. Every change names
// the revision it is based on; a document changed since answers 409 with who changed it and when.

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import {
  DocumentState,
  DraftBody,
  PreviewAddress,
  PreviewItemQuery,
  PublishBody,
  RevisionBody,
  VersionParams,
  VersionSummary,
} from '../../../contract/api/documents';
import { actorOf } from '../../accounts/authenticate';
import { type StoredDocument, isConflict } from '../../db';
import type { DocumentChange } from '../store/document-types';
import { HttpError } from '../../platform/errors';
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

/** One kind of document as its routes see it. */
export interface DocumentDoor {
  /** Its routes' path: /documents/pricing, /documents/page-:id. */
  path: string;
  /** Its name in the API's description and in answers ("Pricing page", "This page"). */
  title: string;
  schema: TSchema;
  /** The schema of the path's parameters, if it has some. */
  params?: TSchema;
  /** Its title in answers, when it is the document's own (a page's): else `title`. */
  titleOf?(doc: StoredDocument): string;
  /** The document's key a request names. */
  keyOf(request: FastifyRequest): string;
  /** What a draft must pass besides the checks every document's draft passes (400 at a field). */
  checkDraft?(key: string, data: unknown): Promise<void>;
  /** Its page with `data` in place of what is published; undefined without a renderer. */
  render(key: string, data: unknown, item: PreviewItemQuery): Promise<string | undefined>;
  /** An address showing its saved draft, valid for a while. */
  previewAddress(key: string): string;
}

/** A version's path parameters: the door's, and the version's number. */
const versionParams = (params?: TSchema) =>
  params
    ? Type.Object(
        {
          ...(params as unknown as { properties: Record<string, TSchema> }).properties,
          ...VersionParams.properties,
        },
        { additionalProperties: false },
      )
    : VersionParams;

export function documentDoor(app: FastifyInstance, deps: StaffRouteDeps, door: DocumentDoor) {
  const { store } = deps;
  const write = writeOptions(deps.config);
  const { title, schema, path: base, keyOf } = door;
  const State = DocumentState(schema);
  const params = door.params ? { params: door.params } : {};
  /** The name of the account that made a change, or its address when it has none. */
  const nameOf = async (email: string): Promise<string> =>
    (await store.users.findByEmail(email))?.name.trim() || email;

  /** The changed document, or the reason it was not: who changed it (by name), and when. */
  async function answer(change: DocumentChange) {
    if (change === undefined) throw new HttpError(404, `No such ${title}.`);
    if (isConflict(change)) {
      const { changedBy, changedAt } = change.conflict;
      throw new HttpError(
        409,
        `${title} was changed by ${await nameOf(changedBy)} at ${changedAt} ` +
          'since you opened it. Reload to see their changes; what you typed is kept.',
      );
    }
    return { ...change, title: door.titleOf?.(change) ?? title };
  }

  /** A draft's checks: every document's, then this kind's. */
  async function checkDraft(key: string, data: unknown) {
    refuseBadDraft(deps.published, key, data);
    await door.checkDraft?.(key, data);
  }

  app.get(
    base,
    {
      schema: {
        ...staffDoc(`${title}: published, draft and schedule`),
        ...params,
        response: { 200: State, ...errors([...STAFF_ERRORS, 404]) },
      },
    },
    async (request) => {
      const doc = await answer(await store.documents.get(keyOf(request)));
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
        ...params,
        body: DraftBody(schema),
        response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request) => {
      const key = keyOf(request);
      await checkDraft(key, request.body.data);
      const { data, revision } = request.body;
      return answer(await store.documents.saveDraft(key, data, revision, actorOf(request)));
    },
  );

  app.delete<{ Body: RevisionBody }>(
    `${base}/draft`,
    {
      ...write,
      schema: {
        ...staffDoc(`Discard the draft of ${title}`, 'And any publish scheduled.'),
        ...params,
        body: RevisionBody,
        response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request) =>
      answer(
        await store.documents.discardDraft(keyOf(request), request.body.revision, actorOf(request)),
      ),
  );

  app.post<{ Body: PublishBody }>(
    `${base}/publish`,
    {
      ...write,
      schema: {
        ...staffDoc(
          `Publish ${title}`,
          'The draft becomes the next version now, or at `at`; refused while an image lacks ' +
            'its alternative text (the tag says how).',
        ),
        ...params,
        body: PublishBody,
        response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request) => {
      const key = keyOf(request);
      const { revision, note, at } = request.body;
      const when = at === undefined ? undefined : new Date(at);
      if (when && Number.isNaN(when.getTime())) throw new HttpError(400, 'Not a time: at.');
      const before = await store.documents.get(key);
      if (before?.draft) {
        const { draft } = before;
        await refuseUnpublishable({ published: deps.published, media: store.media }, key, draft);
      }
      if (before) await door.checkDraft?.(key, before.draft ?? before.published);
      const done = await store.documents.publish(
        key,
        { revision, note, at: when },
        actorOf(request),
      );
      if (done && !isConflict(done) && done.publishedVersion > (before?.publishedVersion ?? 0))
        await followAddressChanges(deps, key, done.publishedVersion, actorOf(request));
      return answer(done);
    },
  );

  app.get(
    `${base}/versions`,
    {
      schema: {
        ...staffDoc(`Every published version of ${title}`, 'Newest first.'),
        ...params,
        response: { 200: Type.Array(VersionSummary), ...errors([...STAFF_ERRORS]) },
      },
    },
    (request) => store.documents.versions(keyOf(request)),
  );

  app.post(
    `${base}/preview`,
    {
      ...write,
      schema: {
        ...staffDoc(
          `An address that shows ${title} with its draft`,
          'Valid for 30 minutes (the tag says what it shows).',
        ),
        ...params,
        response: { 200: PreviewAddress, ...errors([...WRITE_ERRORS]) },
      },
    },
    (request) => ({ url: door.previewAddress(keyOf(request)) }),
  );

  app.post<{ Body: Static<ReturnType<typeof DraftBody>>; Querystring: PreviewItemQuery }>(
    `${base}/render`,
    {
      ...write,
      config: { ...write.config, namesField: true },
      schema: {
        ...staffDoc(
          `${title} on its page, with a draft not saved`,
          "The editor's live preview (the tag says how). Nothing is saved.",
        ),
        ...params,
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
      const key = keyOf(request);
      refuseBadDraft(deps.published, key, request.body.data);
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      const html = await door.render(key, request.body.data, request.query);
      // No page to draw it on: the build has no renderer (a site not built yet).
      if (html === undefined) {
        throw new HttpError(404, 'The site is not built: there is no page to preview yet.');
      }
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get<{ Params: { version: string } }>(
    `${base}/versions/:version`,
    {
      schema: {
        ...staffDoc(`One published version of ${title}`),
        params: versionParams(door.params),
        response: { 200: schema, ...errors([...STAFF_ERRORS, 400, 404]) },
      },
    },
    async (request) => {
      const data = await store.documents.version(keyOf(request), Number(request.params.version));
      if (data === undefined) throw new HttpError(404, 'No such version.');
      return data;
    },
  );

  app.post<{ Params: { version: string }; Body: RevisionBody }>(
    `${base}/versions/:version/restore`,
    {
      ...write,
      schema: {
        ...staffDoc(`Make a version of ${title} the draft`),
        params: versionParams(door.params),
        body: RevisionBody,
        response: { 200: State, ...errors([...WRITE_ERRORS, 404, 409]) },
      },
    },
    async (request) =>
      answer(
        await store.documents.restore(
          keyOf(request),
          Number(request.params.version),
          request.body.revision,
          actorOf(request),
        ),
      ),
  );
}
