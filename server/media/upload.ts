// Reading an upload's bytes from a multipart body (POST /api/staff/media, media.ts): one part,
// in a field named `file`, at most 2 MiB. Every way the body can be wrong answers 4xx.

import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../platform/errors';

const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;
/** The largest request body of an upload: the image and its multipart envelope (nginx's too). */
export const UPLOAD_BODY_LIMIT = MAX_UPLOAD_BYTES + 64 * 1024;

export const TOO_LARGE = 'The image is too large: at most 2 MiB.';
const NO_FILE = 'Send the image as multipart/form-data, in a field named "file".';
const MALFORMED_UPLOAD =
  'The upload is not valid multipart/form-data: it ended early or does not match its boundary. ' +
  'Send it again.';

export const registerMultipart = (app: FastifyInstance) =>
  app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 0, parts: 1, fieldNameSize: 100 },
  });

/**
 * What an error while reading a multipart body means to the sender (this upload's and the job
 * applications' forms: server/hiring/apply-form.ts): 413 past the size, 400 for anything else.
 */
export function uploadError(
  error: unknown,
  request: FastifyRequest,
  tooLarge: string,
  onePart: string,
): HttpError {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new HttpError(413, tooLarge);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new HttpError(400, onePart);
  if (error instanceof HttpError) return error;
  // Anything else while reading the body is the body's fault: the multipart parser's
  // "Unexpected end of multipart data", a part cut short, a missing or wrong boundary.
  request.log.debug({ err: error }, 'malformed upload');
  return new HttpError(400, MALFORMED_UPLOAD);
}

/**
 * The name a file was sent under, as staff may search for it: its last path segment, without
 * control characters, at most 200 characters ('' when there is none).
 */
const fileNameOf = (sent: string | undefined): string => {
  const last = (sent ?? '').split(/[/\\]/).pop() ?? '';
  return last
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
};

/** The uploaded file's bytes and name; an HttpError (400, 413) for anything else. */
export async function readUpload(
  request: FastifyRequest,
): Promise<{ bytes: Buffer; fileName: string }> {
  if (!request.isMultipart()) throw new HttpError(400, NO_FILE);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw new HttpError(400, NO_FILE);
    return { bytes: await part.toBuffer(), fileName: fileNameOf(part.filename) };
  } catch (error) {
    throw uploadError(error, request, TOO_LARGE, 'Send one file only, in a field named "file".');
  }
}
