// The insights' articles in the back office (articles/service.ts; editors and admins), under
// /api/staff: GET /articles (every article), POST /articles (a new one, a draft),
// POST /articles/:id/unpublish, DELETE /articles/:id (its address answers 410); the author
// profiles: GET /authors (the editor's choice of author), GET|PUT /authors/me (the caller's own).
// An article's words, draft, publish (now or at a time), versions and restore are its document's:
// /documents/article-<id>/… (routes/staff-documents.ts). Every change is audited and reaches
// every instance.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AuthorProfile,
  AuthorProfileInput,
  MyAuthorProfile,
  NewArticle,
  StaffArticle,
} from '../../../contract/api/staff-articles';
import { IdParams } from '../../../contract/api/staff';
import { actorOf, SESSION_EXPIRED } from '../../accounts/authenticate';
import { HttpError } from '../../platform/errors';
import { errors, noContent } from '../../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  idOf,
  staffDoc,
  writeOptions,
  type StaffRouteDeps,
} from '../../routes/staff/common';
import type { Caller } from './api';

/** The signed-in staff member (the guard has set it). */
const callerOf = (request: FastifyRequest): Caller => {
  if (!request.user) throw new HttpError(401, SESSION_EXPIRED);
  return { id: request.user.id, name: request.user.name };
};

export const articleRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, articles },
) => {
  const write = writeOptions(config);

  app.get(
    '/articles',
    {
      schema: {
        ...staffDoc('Articles', 'Every article, the most recently changed first.'),
        response: { 200: Type.Array(StaffArticle), ...errors([...STAFF_ERRORS]) },
      },
    },
    () => articles.staffList(),
  );

  app.post(
    '/articles',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Add an article',
          'A draft visitors do not see until it is published, its address made from its title ' +
            '(the first free one), by `authorId` or else by you (your author profile, made from ' +
            'your account’s name when you have none).',
        ),
        body: NewArticle,
        response: { 201: StaffArticle, ...errors([...WRITE_ERRORS]) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await articles.create(request.body, callerOf(request), actorOf(request))),
  );

  app.post(
    '/articles/:id/unpublish',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Take an article down',
          'Its address answers 404 and it leaves the lists until it is published again.',
        ),
        params: IdParams,
        response: { 200: StaffArticle, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    (request) => articles.unpublish(idOf(request.params, 'article'), actorOf(request)),
  );

  app.delete(
    '/articles/:id',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Delete an article',
          'With every version; the address it was published at answers 410 (gone).',
        ),
        params: IdParams,
        response: { ...noContent, ...errors([...WRITE_ERRORS, 404]) },
      },
    },
    async (request, reply) => {
      await articles.remove(idOf(request.params, 'article'), actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/authors',
    {
      schema: {
        ...staffDoc('Author profiles', 'Every author an article may name, by name.'),
        response: { 200: Type.Array(AuthorProfile), ...errors([...STAFF_ERRORS]) },
      },
    },
    () => articles.staffAuthors(),
  );

  app.get(
    '/authors/me',
    {
      schema: {
        ...staffDoc(
          'My author profile',
          'What visitors see beside your articles; `id` null while you have none (then a ' +
            'suggestion made from your account’s name).',
        ),
        response: { 200: MyAuthorProfile, ...errors([...STAFF_ERRORS]) },
      },
    },
    (request) => articles.myProfile(callerOf(request)),
  );

  app.put(
    '/authors/me',
    {
      ...write,
      schema: {
        ...staffDoc(
          'Save my author profile',
          'Creates it, or changes it; the articles naming you show it at once.',
        ),
        body: AuthorProfileInput,
        response: { 200: AuthorProfile, ...errors([...WRITE_ERRORS]) },
      },
    },
    (request) => articles.saveMyProfile(callerOf(request), request.body, actorOf(request)),
  );
};
