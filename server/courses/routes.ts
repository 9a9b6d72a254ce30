// Courses and certificates (docs/product.md §10.18): GET /api/enrolments (mine, and the
// internships staff recorded), POST /api/enrolments {course} (an available course of the
// `courses` document as published), DELETE /api/enrolments/:course (while not completed), and
// GET /api/certificates/:code, public: the name, the course and the date, nothing else.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Certificate,
  CertificateParams,
  CourseParams,
  Enrolment,
  EnrolmentRequest,
  MyCourses,
} from '../../contract/api/members';
import { createAuthenticate, currentUser } from '../accounts/authenticate';
import type { Sessions } from '../accounts/sessions';
import type { Config } from '../config';
import { certificateOf, courseOf, courseTitle } from './catalogue';
import type { PublishedDocuments } from '../content/published';
import type { DataStore, EnrolmentRecord } from '../db';
import { HttpError } from '../platform/errors';
import { perClientLimit } from '../security/rate-limits';
import { errors, noContent } from '../platform/api/route-errors';

export interface EnrolmentRouteDeps {
  config: Config;
  store: DataStore;
  tokens: Sessions;
  published: Pick<PublishedDocuments, 'all'>;
  now(): Date;
}

const NO_SUCH_COURSE = 'There is no such course.';
const NOT_AVAILABLE = 'This course is not open for enrolment at the moment.';
const ALREADY_ENROLLED = 'You are already enrolled in this course.';
const NOT_ENROLLED = 'You are not enrolled in this course.';
const ALREADY_COMPLETED = 'You have completed this course: it stays on your record.';
const NO_SUCH_CERTIFICATE = 'There is no certificate with this code.';

export const enrolmentRoutes: FastifyPluginAsyncTypebox<EnrolmentRouteDeps> = async (
  app,
  { config, store, tokens, published, now },
) => {
  const authenticate = createAuthenticate(store, tokens);
  const doc = (summary: string, description?: string) => ({
    summary,
    ...(description ? { description } : {}),
    tags: ['courses'],
    security: [{ bearer: [] }],
  });
  const write = {
    onRequest: authenticate,
    config: { rateLimit: perClientLimit(config.rateLimitProfileMax, 'Too many changes.') },
    bodyLimit: 8 * 1024,
  };
  const shown = (e: EnrolmentRecord) => ({
    course: e.course,
    title: courseTitle(published, e.course),
    status: e.status,
    enrolledAt: e.enrolledAt,
    completedOn: e.completedOn,
    certificateCode: e.certificateCode,
  });

  app.get(
    '/api/enrolments',
    {
      onRequest: authenticate,
      schema: {
        ...doc('My courses', 'My enrolments (oldest first) and the internships staff recorded.'),
        response: { 200: MyCourses, ...errors([401]) },
      },
    },
    async (request) => {
      const mine = await store.members.ofMember(currentUser(request).id);
      return { enrolments: mine.enrolments.map(shown), internships: mine.internships };
    },
  );

  app.post(
    '/api/enrolments',
    {
      ...write,
      schema: {
        ...doc('Enrol in a course', 'A course of the catalogue that is enrolling now.'),
        body: EnrolmentRequest,
        response: {
          201: Enrolment,
          ...errors([400, 401, 409, 429], {
            400: `'${NO_SUCH_COURSE}', or '${NOT_AVAILABLE}'`,
            409: `'${ALREADY_ENROLLED}'`,
          }),
        },
      },
    },
    async (request, reply) => {
      const course = courseOf(published, request.body.course);
      if (!course) throw new HttpError(400, NO_SUCH_COURSE);
      if (!course.available) throw new HttpError(400, NOT_AVAILABLE);
      const outcome = await store.members.enrol(
        currentUser(request).id,
        request.body.course,
        now().toISOString(),
      );
      if (outcome.status === 'already') throw new HttpError(409, ALREADY_ENROLLED);
      return reply.code(201).send(shown(outcome.enrolment));
    },
  );

  app.delete(
    '/api/enrolments/:course',
    {
      ...write,
      schema: {
        ...doc('Leave a course', 'Only while it is not completed.'),
        params: CourseParams,
        response: {
          ...noContent,
          ...errors([400, 401, 404, 409, 429], {
            404: `'${NOT_ENROLLED}'`,
            409: `'${ALREADY_COMPLETED}'`,
          }),
        },
      },
    },
    async (request, reply) => {
      const outcome = await store.members.leave(currentUser(request).id, request.params.course);
      if (outcome === 'none') throw new HttpError(404, NOT_ENROLLED);
      if (outcome === 'completed') throw new HttpError(409, ALREADY_COMPLETED);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/certificates/:code',
    {
      schema: {
        summary: 'Verify a certificate',
        description: 'Public: the name, the course and the completion date only.',
        tags: ['courses'],
        params: CertificateParams,
        response: { 200: Certificate, ...errors([400, 404], { 404: `'${NO_SUCH_CERTIFICATE}'` }) },
      },
    },
    async (request, reply) => {
      const found = await certificateOf(store, published, request.params.code);
      if (!found) throw new HttpError(404, NO_SUCH_CERTIFICATE);
      return reply.header('x-robots-tag', 'noindex').send(found);
    },
  );
};
