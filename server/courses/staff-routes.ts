// Enrolments and completed internships (admins only: index.ts; docs/product.md §10.18):
// GET /api/staff/enrolments?status=&cursor= (newest first), POST /api/staff/enrolments/:id/complete
// {completedOn} (the certificate's code is made here), POST /api/staff/internships {email, postId,
// completedOn}. Each change writes an audit row.

import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CompleteEnrolment,
  CompletedInternship,
  EnrolmentsQuery,
  InternshipRecord,
  StaffEnrolment,
  StaffEnrolmentPage,
} from '../../contract/api/members';
import { IdParams } from '../../contract/api/staff';
import { actorOf } from '../accounts/authenticate';
import { courseTitle } from './catalogue';
import type { StaffEnrolmentRecord } from '../db';
import { HttpError } from '../platform/errors';
import { errors } from '../platform/api/route-errors';
import {
  STAFF_ERRORS,
  WRITE_ERRORS,
  adminDoc,
  idOf,
  notFound,
  writeOptions,
  type StaffRouteDeps,
} from '../routes/staff/common';

const ALREADY_COMPLETED = 'This course is already marked completed.';
const NO_MEMBER = 'There is no account with this email address.';
const NO_INTERNSHIP = 'There is no internship posting with this id.';

/** A certificate's code: 128 random bits, URL-safe (22 characters). */
const certificateCode = () => randomBytes(16).toString('base64url');

export const staffEnrolmentRoutes: FastifyPluginAsyncTypebox<StaffRouteDeps> = async (
  app,
  { config, store, published },
) => {
  const shown = (e: StaffEnrolmentRecord) => ({
    id: e.id,
    member: e.member,
    course: e.course,
    title: courseTitle(published, e.course),
    status: e.status,
    enrolledAt: e.enrolledAt,
    completedOn: e.completedOn,
    certificateCode: e.certificateCode,
  });

  app.get(
    '/enrolments',
    {
      schema: {
        ...adminDoc('Enrolments', 'Newest first, 20 a page (`next` → `cursor`); `status` filters.'),
        querystring: EnrolmentsQuery,
        response: { 200: StaffEnrolmentPage, ...errors([400, ...STAFF_ERRORS]) },
      },
    },
    async (request) => {
      const page = await store.members.page(request.query);
      return { ...page, items: page.items.map(shown) };
    },
  );

  app.post(
    '/enrolments/:id/complete',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Mark a course completed',
          'On the given day; makes its certificate (written to the audit log).',
        ),
        params: IdParams,
        body: CompleteEnrolment,
        response: {
          200: StaffEnrolment,
          ...errors([...WRITE_ERRORS, 404, 409], { 409: `'${ALREADY_COMPLETED}'` }),
        },
      },
    },
    async (request) => {
      const id = idOf(request.params, 'enrolment');
      const outcome = await store.members.complete(
        id,
        request.body.completedOn,
        certificateCode(),
        actorOf(request),
      );
      if (outcome.status === 'completed') return shown(outcome.enrolment);
      if (outcome.status === 'unknown') throw notFound('enrolment');
      throw new HttpError(409, ALREADY_COMPLETED);
    },
  );

  app.post(
    '/internships',
    {
      ...writeOptions(config),
      schema: {
        ...adminDoc(
          'Record a completed internship',
          "The member's email, an internship posting and the day it ended (audited).",
        ),
        body: InternshipRecord,
        response: {
          201: CompletedInternship,
          ...errors([...WRITE_ERRORS, 404], { 404: `'${NO_MEMBER}', or '${NO_INTERNSHIP}'` }),
        },
      },
    },
    async (request, reply) => {
      const { email, postId, completedOn } = request.body;
      const member = await store.users.findByEmail(email);
      if (!member) throw new HttpError(404, NO_MEMBER);
      const recorded = await store.members.recordInternship(
        member.id,
        postId,
        completedOn,
        actorOf(request),
      );
      if (!recorded) throw new HttpError(404, NO_INTERNSHIP);
      return reply.code(201).send(recorded);
    },
  );
};
