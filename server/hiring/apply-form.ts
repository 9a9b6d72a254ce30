// Reading a job application's multipart form (POST /api/posts/:slug/applications): the text
// fields of contract/values/applications.ts and one file, `cv`, of at most 5 MB. Every way the body can
// be wrong answers 4xx (media/upload.ts says which); the fields' rules are checked
// by the route with applicationProblems, the file's type from its bytes (cv-type.ts).

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  APPLICATION_FIELDS,
  APPLICATION_LIMITS,
  APPLICATION_MESSAGES,
  type ApplicationField,
  type ApplicationFields,
} from '../../contract/values/applications';
import { HttpError } from '../platform/errors';
import { uploadError } from '../media/upload';

/** The largest request body: the CV, the fields and the multipart envelope. */
export const APPLY_BODY_LIMIT = APPLICATION_LIMITS.cvBytes + 64 * 1024;

export const NOT_MULTIPART =
  'Send the application as multipart/form-data: its fields and the CV in a field named "cv".';
const ONE_FILE = 'Send one file only, the CV, in a field named "cv".';

export const registerApplyMultipart = (app: FastifyInstance) =>
  app.register(fastifyMultipart, {
    limits: {
      fileSize: APPLICATION_LIMITS.cvBytes,
      files: 1,
      fields: APPLICATION_FIELDS.length + 2,
      // A field's value: the cover letter in UTF-8 at most.
      fieldSize: APPLICATION_LIMITS.coverLetter * 4,
      fieldNameSize: 100,
    },
  });

export interface ApplyForm {
  fields: ApplicationFields;
  cv: { name: string; data: Buffer } | undefined;
  /** The other fields asked for (the page's post: its `_xsrf`, apply-page.ts). */
  other: Record<string, string>;
}

/** A form with nothing read yet: every field empty, no CV. */
export const emptyApplyForm = (): ApplyForm => ({
  fields: Object.fromEntries(APPLICATION_FIELDS.map((name) => [name, ''])) as Record<
    ApplicationField,
    string
  >,
  cv: undefined,
  other: {},
});

/**
 * The form's fields (missing ones empty), its CV and the `other` fields named, read into `form`;
 * an HttpError (400, 413) otherwise, `form` then holding what was read before (the page shows
 * it again: apply-page.ts).
 */
export async function readApplyForm(
  request: FastifyRequest,
  form: ApplyForm = emptyApplyForm(),
  other: readonly string[] = [],
): Promise<ApplyForm> {
  if (!request.isMultipart()) throw new HttpError(400, NOT_MULTIPART);
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'cv' || form.cv) throw new HttpError(400, ONE_FILE);
        const data = await part.toBuffer();
        if (data.length > 0) form.cv = { name: part.filename || 'cv', data };
      } else if ((APPLICATION_FIELDS as readonly string[]).includes(part.fieldname)) {
        if (part.valueTruncated) throw new HttpError(400, APPLICATION_MESSAGES.coverLetter);
        form.fields[part.fieldname as ApplicationField] = String(part.value);
      } else if (other.includes(part.fieldname) && !part.valueTruncated) {
        form.other[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    throw uploadError(error, request, APPLICATION_MESSAGES.cvTooLarge, ONE_FILE);
  }
  return form;
}
