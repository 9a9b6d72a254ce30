// POST /api/posts/:slug/applications: a candidate applies for an open job or internship
// (docs/product.md §10.17). A multipart form: the fields of contract/applications.ts, checked by
// the rules the form applies too (applicationProblems), and the CV, a PDF or Word document of at
// most 5 MB told apart by its bytes (hiring/cv-type.ts). The application, its CV and the
// candidate's acknowledgement are committed together. A closed, unpublished or unknown posting
// takes none. Throttled like the contact form (lead-limits.ts): the per-address rate limit, the
// daily cap shared with the contact form and the quote wizard, one acknowledgement an hour to an
// address. The hiring inbox's notice (HIRING_NOTIFY=each, the default) is committed with the
// application too; with `daily` the digest tells of it the next morning (hiring/digest.ts).
// address. The stored CVs take at most CV_QUOTA_MB together: an application whose CV would pass
// it answers 507, telling the candidate to try later or to email the application instead.

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  applicationProblems,
} from '../../contract/applications';
import { ApplicationReceived, SlugParams } from '../../contract/applications-api';
import type { DocumentData } from '../../contract/documents';
import type { PublishedDocuments } from '../content/published';
import { CvQuotaError } from '../db';
import { HttpError, sendError } from '../platform/errors';
import { APPLY_BODY_LIMIT, readApplyForm, registerApplyMultipart } from '../hiring/apply-form';
import { cvTypeOf, safeCvName } from '../hiring/cv-type';
import { candidateText } from '../hiring/emails';
import type { ContactRouteDeps } from './contact';
import { countLeadToday, firstAcknowledgement, leadRateLimit } from './lead-limits';
import { postingBySlug } from './public-posts';
import { errors } from './schemas';

export const APPLICATION_THANKS = 'Thank you: we received your application.';
const POSTING_CLOSED = 'This posting is closed: it no longer takes applications.';
const NO_POSTING = 'There is no open posting at this address.';
/** The answer when the CVs take their whole quota: what the candidate can do instead. */
export const cvStorageFull = (careersEmail: string) =>
  'We could not take your application: the space where we keep CVs is full just now. ' +
  `Please try again in a few days, or email your application and CV to ${careersEmail}.`;

interface ApplicationRouteDeps extends ContactRouteDeps {
  published: Pick<PublishedDocuments, 'all' | 'company'>;
}

export const applicationRoutes: FastifyPluginAsyncTypebox<ApplicationRouteDeps> = async (
  app,
  deps,
) => {
  const { config, store, counters, emails } = deps;
  await registerApplyMultipart(app);

  app.post(
    '/api/posts/:slug/applications',
    {
      bodyLimit: APPLY_BODY_LIMIT,
      config: {
        rateLimit: leadRateLimit(
          config,
          'Too many applications from your address in a short time.',
        ),
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
      const posting = await postingBySlug(store, request.params.slug);
      if (!posting) throw new HttpError(404, NO_POSTING);
      if (!posting.open) throw new HttpError(409, POSTING_CLOSED);
      const problems = Object.entries(applicationProblems(form.fields)) as [
        ApplicationField,
        string,
      ][];
      const [first] = problems;
      if (first) return sendError(request, reply, 400, first[1], first[0]);
      if (!form.cv) return sendError(request, reply, 400, APPLICATION_MESSAGES.cvMissing, 'cv');
      const type = await cvTypeOf(form.cv.data);
      if (!type) return sendError(request, reply, 415, APPLICATION_MESSAGES.cvType, 'cv');
      await countLeadToday(counters, config, request);

      const f = form.fields;
      const email = f.email.trim();
      const fullName = f.fullName.trim();
      const acknowledge = await firstAcknowledgement(counters, email);
      const ack = emails.candidate(
        'application-received',
        email,
        candidateText(deps.published, 'received', { name: fullName, role: posting.title }),
      );
      const stored = await store.applications
        .submit(
          {
            postId: posting.id,
            fullName,
            email,
            phone: f.phone.trim(),
            portfolioUrl: f.portfolioUrl.trim(),
            githubUrl: f.githubUrl.trim(),
            linkedinUrl: f.linkedinUrl.trim(),
            coverLetter: f.coverLetter.trim(),
            cv: {
              name: safeCvName(form.cv.name, type, APPLICATION_LIMITS.cvName),
              type,
              data: form.cv.data,
            },
            retentionDays: store.applications.retentionDays,
          },
          // The hiring inbox's notice names the application, so it is made once it has its id.
          (id) => [
            ...(acknowledge ? [ack] : []),
            ...(config.mail.hiringNotify === 'each'
              ? [
                  emails.applicationNotice({
                    id,
                    postId: posting.id,
                    fullName,
                    role: posting.title,
                  }),
                ]
              : []),
          ],
          config.cvQuotaBytes,
        )
        .catch((error: unknown) => {
          if (!(error instanceof CvQuotaError)) throw error;
          request.log.warn({ used: error.used, quota: config.cvQuotaBytes }, 'CV quota reached');
          const careers = deps.published.all().careers as DocumentData<'careers'>;
          throw new HttpError(507, cvStorageFull(careers.howToApply.email));
        });
      const { id } = stored;
      deps.notify();
      request.log.info({ application: id, post: posting.id }, 'job application stored');
      return reply.code(201).send({ id, message: APPLICATION_THANKS });
    },
  );
};
