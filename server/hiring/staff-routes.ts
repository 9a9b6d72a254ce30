// The hiring pipeline (admins only: index.ts; docs/product.md §10.17): GET
// /api/staff/applications/postings (each posting with its applications counted by stage), GET
// /api/staff/applications/storage (what the stored CVs take of CV_QUOTA_MB), GET
// /api/staff/applications?postId= (a posting's applications), GET|PATCH|DELETE
// /api/staff/applications/:id (the candidate, notes and history; stage and rating; deletion on
// request), GET /api/staff/applications/:id/cv (the CV, private), POST .../notes, GET|POST
// .../emails/:template (a template email's preview; sending it) and GET .../export (one
// candidate's data as JSON, the CV in base64). Every action is written to the audit log in its
// transaction, the CV's downloads and the exports included.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationChange,
  ApplicationDetail,
  ApplicationEmailParams,
  ApplicationEmailText,
  ApplicationExport,
  ApplicationList,
  ApplicationNote,
  ApplicationNoteInput,
  ApplicationsQuery,
  CvStorage,
  HiringPostings,
} from '../../contract/api/applications';
import { IdParams } from '../../contract/api/staff';
import { actorOf } from '../accounts/authenticate';
import { HttpError } from '../platform/errors';
import { CV_MIME } from './cv-type';
import { candidateText } from './emails';
import { errors, noContent } from '../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  adminDoc,
  idOf,
  notFound,
  writeOptions,
  type StaffRouteDeps,
} from '../routes/staff/common';

const NOTHING_TO_CHANGE = 'Say what to change: stage or rating.';
const WHAT = 'application';

/** Headers of a private file: downloaded, never shown inline, sniffed or kept by a cache. */
const privateFile = (name: string, type: string) => ({
  'content-type': type,
  'content-disposition': `attachment; filename="${name}"`,
  'x-content-type-options': 'nosniff',
  'cache-control': 'private, no-store',
});

export const applicationRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (app, deps) => {
  const { config, store, now } = deps;
  const applications = store.applications;

  app.get(
    '/applications/postings',
    {
      schema: {
        ...adminDoc(
          'Postings and their applications',
          'Every published posting, and every posting that has applications, newest first, ' +
            'with its applications counted by stage, whether it is open and when it closed.',
        ),
        response: { 200: HiringPostings, ...errors(STAFF_ERRORS) },
      },
    },
    async () => applications.postings(now()),
  );

  app.get(
    '/applications/storage',
    {
      schema: {
        ...adminDoc(
          'How full the CVs’ storage is',
          'The stored CVs’ bytes together and their number, and the most they may take ' +
            '(CV_QUOTA_MB): past it, an application answers 507.',
        ),
        response: { 200: CvStorage, ...errors(STAFF_ERRORS) },
      },
    },
    async () => ({ ...(await applications.cvStorage()), quotaBytes: config.cvQuotaBytes }),
  );

  app.get(
    '/applications',
    {
      schema: {
        ...adminDoc('A posting’s applications', 'Newest first; `stage` filters.'),
        querystring: ApplicationsQuery,
        response: { 200: ApplicationList, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => applications.list(Number(request.query.postId), request.query.stage),
  );

  const detail = {
    ...adminDoc('One application', 'The candidate’s fields, the CV’s facts, notes, history.'),
    params: IdParams,
    response: { 200: ApplicationDetail, ...errors([...STAFF_ERRORS, 404]) },
  };
  app.get('/applications/:id', { schema: detail }, async (request) => {
    const found = await applications.find(idOf(request.params, WHAT));
    if (!found) throw notFound(WHAT);
    return found;
  });

  app.get(
    '/applications/:id/cv',
    {
      schema: {
        ...adminDoc(
          'Download a CV',
          'The file as the candidate sent it, as an attachment with a safe name, its type, ' +
            '`nosniff` and `private, no-store`. Written to the audit log (application.cv-download).',
        ),
        params: IdParams,
        response: {
          200: {
            description: 'The CV: a PDF or a Word document.',
            content: {
              'application/pdf': { schema: { type: 'string', format: 'binary' } },
              [CV_MIME.docx]: { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...errors([...STAFF_ERRORS, 404]),
        },
      },
    },
    async (request, reply) => {
      const cv = await applications.downloadCv(idOf(request.params, WHAT), actorOf(request));
      if (!cv) throw notFound(WHAT);
      // Bytes, not JSON (the schema above types the answer as text).
      return reply.headers(privateFile(cv.name, CV_MIME[cv.type])).send(cv.data as never);
    },
  );

  app.patch(
    '/applications/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Change an application',
          'Its stage, its rating (1 to 5, or null), or both; each change is written to the ' +
            'audit log (application.stage, application.rating).',
        ),
        params: IdParams,
        body: ApplicationChange,
        response: { 200: ApplicationDetail, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request) => {
      const { stage, rating } = request.body;
      if (stage === undefined && rating === undefined) throw new HttpError(400, NOTHING_TO_CHANGE);
      const changed = await applications.update(
        idOf(request.params, WHAT),
        { stage, rating },
        actorOf(request),
      );
      if (!changed) throw notFound(WHAT);
      return changed;
    },
  );

  app.post(
    '/applications/:id/notes',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc('Add a note to an application', 'Audited (application.note).'),
        params: IdParams,
        body: ApplicationNoteInput,
        response: { 201: ApplicationNote, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      const note = await applications.addNote(
        idOf(request.params, WHAT),
        request.body.body.trim(),
        actorOf(request),
      );
      if (!note) throw notFound(WHAT);
      return reply.code(201).send(note);
    },
  );

  /** The template filled in for this candidate, as the preview shows it and the send queues. */
  const emailFor = async (params: { id: string; template: 'interview' | 'rejection' }) => {
    const found = await applications.find(idOf(params, WHAT));
    if (!found) throw notFound(WHAT);
    const text = candidateText(deps.published, params.template, {
      name: found.fullName,
      role: found.postTitle,
    });
    return { id: found.id, to: found.email, ...text };
  };
  const emailDoc = { params: ApplicationEmailParams };

  app.get(
    '/applications/:id/emails/:template',
    {
      schema: {
        ...adminDoc(
          'Preview an email to the candidate',
          'The template (`interview` or `rejection`, words of the `hiring` document) filled in ' +
            'with the candidate’s name and the posting’s title.',
        ),
        ...emailDoc,
        response: { 200: ApplicationEmailText, ...errors([400, ...STAFF_ERRORS, 404]) },
      },
    },
    async (request) => {
      const { to, subject, body } = await emailFor(request.params);
      return { to, subject, body };
    },
  );

  app.post(
    '/applications/:id/emails/:template',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Send an email to the candidate',
          'Queues the filled template in the outbox; audited (application.email).',
        ),
        ...emailDoc,
        response: { 201: ApplicationEmailText, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      const { id, to, subject, body } = await emailFor(request.params);
      const kind = `application-${request.params.template}` as const;
      const email = deps.emails.candidate(kind, to, { subject, body });
      if (!(await applications.recordEmail(id, request.params.template, email, actorOf(request))))
        throw notFound(WHAT);
      deps.notify();
      return reply.code(201).send({ to, subject, body });
    },
  );

  app.get(
    '/applications/:id/export',
    {
      schema: {
        ...adminDoc(
          'Export one candidate’s data',
          'The application, its notes and history, and the CV in base64, as a JSON attachment. ' +
            'Audited (application.export).',
        ),
        params: IdParams,
        response: { 200: ApplicationExport, ...errors([...STAFF_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      const id = idOf(request.params, WHAT);
      const exported = await applications.exportOne(id, actorOf(request));
      if (!exported) throw notFound(WHAT);
      reply.headers({
        'content-disposition': `attachment; filename="application-${id}.json"`,
        'cache-control': 'private, no-store',
      });
      return {
        application: exported.application,
        cvBase64: exported.cv.toString('base64'),
        exportedAt: now().toISOString(),
      };
    },
  );

  app.delete(
    '/applications/:id',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Delete a candidate’s data',
          'The application, its CV and notes, on the candidate’s request. Audited ' +
            '(application.delete: the id and the posting only).',
        ),
        params: IdParams,
        response: { ...noContent, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      if (!(await applications.remove(idOf(request.params, WHAT), actorOf(request))))
        throw notFound(WHAT);
      return reply.code(204).send(null);
    },
  );
};
