// POST /api/posts/:slug/applications: a candidate applies for an open job or internship
// (docs/product.md §10.17). A multipart form: the fields of contract/values/applications.ts and the CV
// (hiring/apply-form.ts reads them); the work is the apply service's (hiring/apply.ts), which the
// posting page's own form calls too, counting in the same per-address limit.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPLICATION_LIMITS } from '../../contract/values/applications';
import { ApplicationReceived, SlugParams } from '../../contract/api/applications';
import type { Config } from '../config';
import { APPLICATION_THANKS, applyLimit, type SubmitApplication } from './apply';
import { APPLY_BODY_LIMIT, readApplyForm, registerApplyMultipart } from './apply-form';
import { groupRateLimit } from '../security/rate-limits';
import { errors } from '../platform/api/route-errors';

interface ApplicationRouteDeps {
  config: Config;
  submitApplication: SubmitApplication;
}

export const applicationRoutes: FastifyPluginAsyncTypebox<ApplicationRouteDeps> = async (
  app,
  deps,
) => {
  await registerApplyMultipart(app);

  app.post(
    '/api/posts/:slug/applications',
    {
      bodyLimit: APPLY_BODY_LIMIT,
      config: {
        rateLimit: groupRateLimit(applyLimit(deps.config)),
      },
      schema: {
        summary: 'Apply for a job or internship',
        description:
          'multipart/form-data: `fullName`, `email`, `phone`, `portfolioUrl`, `githubUrl`, ' +
          '`linkedinUrl` (http or https), `coverLetter`, `consent` (`yes`: the candidate agrees ' +
          'to the retention period) and the CV in `cv` (a PDF or a Word .docx file, at most ' +
          `${APPLICATION_LIMITS.cvBytes / 1024 / 1024} MB, its type read from its bytes). ` +
          'Stores the application and queues its acknowledgement before answering.',
        tags: ['careers'],
        consumes: ['multipart/form-data'],
        params: SlugParams,
        response: {
          201: ApplicationReceived,
          ...errors([400, 404, 409, 413, 415, 429, 507], {
            400: 'A field breaks its rule (the answer names it in `field`), or the form is malformed.',
            404: 'No published posting has this address.',
            409: 'The posting is closed.',
            413: 'The CV is larger than 5 MB.',
            415: 'The CV is neither a PDF nor a Word document.',
            429: 'Too many applications or messages from this address in a minute, or in a day.',
            507: 'The stored CVs would pass CV_QUOTA_MB: the message says what to do instead.',
          }),
        },
      },
    },
    async (request, reply) => {
      const form = await readApplyForm(request);
      const { id } = await deps.submitApplication(request.params.slug, form, request);
      return reply.code(201).send({ id, message: APPLICATION_THANKS });
    },
  );
};
