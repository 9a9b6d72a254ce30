// Applying for a job or internship (docs/product.md §10.17): one service, whichever door calls
// it: the API (POST /api/posts/:slug/applications, hiring/routes.ts) and the posting page's
// own form, posted by the browser before the app runs or without JavaScript (site/apply-page.ts).
// Both doors read the multipart form the same way first (apply-form.ts) and count in one
// per-address limit (applyLimit).
//
// The fields of contract/values/applications.ts are checked by the rules the form applies too
// (applicationProblems), the CV, a PDF or Word document of at most 5 MB, told apart by its bytes
// (cv-type.ts). The application, its CV and the candidate's acknowledgement are committed
// together. A closed, unpublished or unknown posting takes none. Throttled like the contact form
// (leads/limits.ts): the daily cap shared with the contact form and the quote wizard, one
// acknowledgement an hour to an address. The hiring inbox's notice (HIRING_NOTIFY=each, the
// default) is committed with the application too; with `daily` the digest tells of it the next
// morning (digest.ts). The stored CVs take at most CV_QUOTA_MB together: an application whose CV
// would pass it answers 507, telling the candidate to try later or to email the application.

import {
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  applicationProblems,
} from '../../contract/values/applications';
import type { DocumentData } from '../../contract/documents';
import type { PublishedDocuments } from '../content/published';
import { CvQuotaError } from '../db';
import type { Caller } from '../platform/caller';
import { HttpError } from '../platform/errors';
import type { GroupLimit } from '../security/rate-limits';
import type { ContactDeps } from '../leads/contact';
import { countLeadToday, firstAcknowledgement, leadGroupLimit } from '../leads/limits';
import { postingBySlug } from '../content/postings';
import type { ApplyForm } from './apply-form';
import { cvTypeOf, safeCvName } from './cv-type';
import { candidateText } from './emails';

export const APPLICATION_THANKS = 'Thank you: we received your application.';
const POSTING_CLOSED = 'This posting is closed: it no longer takes applications.';
const NO_POSTING = 'There is no open posting at this address.';
/** The answer when the CVs take their whole quota: what the candidate can do instead. */
export const cvStorageFull = (careersEmail: string) =>
  'We could not take your application: the space where we keep CVs is full just now. ' +
  `Please try again in a few days, or email your application and CV to ${careersEmail}.`;

/** The per-address limit of both doors, counted together (RATE_LIMIT_CONTACT_MAX a minute). */
export const applyLimit = (config: ContactDeps['config']): GroupLimit =>
  leadGroupLimit(config, 'apply', 'Too many applications from your address in a short time.');

export interface ApplyDeps extends ContactDeps {
  published: Pick<PublishedDocuments, 'all' | 'company'>;
}

/**
 * Takes the application read from its form for the posting at `slug`: the new application's id,
 * or an HttpError saying why not (with the field at fault when there is one).
 */
export type SubmitApplication = (
  slug: string,
  form: ApplyForm,
  caller: Caller,
) => Promise<{ id: number }>;

export function createSubmitApplication(deps: ApplyDeps): SubmitApplication {
  const { config, store, counters, emails } = deps;
  return async (slug, form, caller) => {
    const posting = await postingBySlug(store, slug);
    if (!posting) throw new HttpError(404, NO_POSTING);
    if (!posting.open) throw new HttpError(409, POSTING_CLOSED);
    const problems = Object.entries(applicationProblems(form.fields)) as [
      ApplicationField,
      string,
    ][];
    const [first] = problems;
    if (first) throw new HttpError(400, first[1], {}, first[0]);
    if (!form.cv) throw new HttpError(400, APPLICATION_MESSAGES.cvMissing, {}, 'cv');
    const type = await cvTypeOf(form.cv.data);
    if (!type) throw new HttpError(415, APPLICATION_MESSAGES.cvType, {}, 'cv');
    await countLeadToday(counters, config, caller);

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
            ? [emails.applicationNotice({ id, postId: posting.id, fullName, role: posting.title })]
            : []),
        ],
        config.cvQuotaBytes,
      )
      .catch((error: unknown) => {
        if (!(error instanceof CvQuotaError)) throw error;
        caller.log.warn({ used: error.used, quota: config.cvQuotaBytes }, 'CV quota reached');
        const careers = deps.published.all().careers as DocumentData<'careers'>;
        throw new HttpError(507, cvStorageFull(careers.howToApply.email));
      });
    const { id } = stored;
    deps.notify();
    caller.log.info({ application: id, post: posting.id }, 'job application stored');
    return { id };
  };
}
