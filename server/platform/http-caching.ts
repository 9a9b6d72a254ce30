// Conditional GETs and content negotiation, written once for every answer the server builds:
// the site's files and kept pages (site/fast-static.ts), pages rendered with live data
// (site/live-reply.ts), uploaded images (media/serve.ts) and the API answers it compresses itself
// (compression.ts). And the one way a file is sent (answerFile), whichever door sends it: the
// answers made before the framework (site/fast-static.ts) and the framework's routes
// (replyWithFile: the built site's files, media files, uploads' variants).

import type { FastifyReply, FastifyRequest } from 'fastify';

/** The content codings the server sends, the one it prefers first. */
export type Coding = 'br' | 'gzip';
const CODINGS: readonly Coding[] = ['br', 'gzip'];

/** Whether an Accept-Encoding header accepts `coding` (named, or `*`, with a q above 0). */
export const acceptsEncoding = (header: string | undefined, coding: string): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

/**
 * The coding to send an answer in: brotli, else gzip, when the browser accepts it and `has` it
 * (a copy in that coding exists, or can be made); undefined: as it is.
 */
export const chooseEncoding = (
  header: string | undefined,
  has: (coding: Coding) => boolean = () => true,
): Coding | undefined => CODINGS.find((coding) => has(coding) && acceptsEncoding(header, coding));

/**
 * Whether the browser's copy is current: If-None-Match names `etag` (weak comparison) or is `*`.
 * No header: false.
 */
export const etagMatches = (ifNoneMatch: string | undefined, etag: string): boolean =>
  ifNoneMatch !== undefined &&
  ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });

/** One encoded copy of a file: its bytes, its ETag and every header of a 200 answer with it. */
export interface FileCopy {
  body: Buffer;
  etag: string;
  /** Content-Type, Content-Length, ETag, Cache-Control...: all but the security headers. */
  headers: Record<string, string>;
}

/** A file as the server sends it: the file itself, and the compressed copies it has. */
export interface SendableFile {
  copies: Partial<Record<Coding, FileCopy>> & { identity: FileCopy };
  /** Last-Modified, for a browser that asks with If-Modified-Since only. */
  lastModified?: string;
}

/** The answer to a GET or HEAD for a file: what to write, whichever door writes it. */
export interface FileResponse {
  status: 200 | 206 | 304 | 416;
  headers: Record<string, string>;
  /** None for HEAD and 304. */
  body?: Buffer;
}

/** `bytes=a-b`, `bytes=a-` or `bytes=-n` of a body `size` long; null: not one such range. */
function byteRange(header: string, size: number): { start: number; end: number } | null | 'bad' {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [first, last] = [match[1] ?? '', match[2] ?? ''];
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start > end || start >= size ? 'bad' : { start, end };
}

/**
 * How to answer a GET or HEAD for `file`, the one way every file is sent (built files, media
 * files, uploads' variants): 304 when the browser's copy is current (If-None-Match, else
 * If-Modified-Since); one byte range of the file itself (206, or 416 past its end; several
 * ranges, or an If-Range naming another version: the whole file); else the copy the browser
 * accepts, brotli before gzip.
 */
export function answerFile(
  method: string | undefined,
  request: {
    'accept-encoding'?: string;
    'if-none-match'?: string;
    'if-modified-since'?: string;
    range?: string;
    'if-range'?: string;
  },
  file: SendableFile,
): FileResponse {
  const { identity } = file.copies;
  const range = request.range;
  const ranged =
    range !== undefined &&
    (request['if-range'] === undefined || request['if-range'] === identity.etag)
      ? byteRange(range, identity.body.length)
      : null;
  const coding = ranged
    ? undefined
    : chooseEncoding(request['accept-encoding'], (c) => Boolean(file.copies[c]));
  const copy = (coding && file.copies[coding]) || identity;
  // The browser's copy is current when it names any copy of this version of the file: 304 with
  // that copy's headers.
  const held =
    request['if-none-match'] !== undefined
      ? Object.values(file.copies).find((c) => etagMatches(request['if-none-match'], c.etag))
      : undefined;
  const since = request['if-modified-since'];
  const unchanged =
    request['if-none-match'] === undefined &&
    since !== undefined &&
    file.lastModified !== undefined &&
    Date.parse(since) >= Date.parse(file.lastModified);
  if (held || unchanged) {
    const {
      'content-length': _length,
      'content-encoding': _coding,
      ...headers
    } = (held ?? copy).headers;
    return { status: 304, headers };
  }
  const body = method === 'HEAD' ? undefined : copy.body;
  if (ranged === 'bad') {
    const { 'content-length': _length, ...headers } = identity.headers;
    return {
      status: 416,
      headers: { ...headers, 'content-range': `bytes */${identity.body.length}` },
    };
  }
  if (ranged) {
    const part = identity.body.subarray(ranged.start, ranged.end + 1);
    return {
      status: 206,
      headers: {
        ...identity.headers,
        'content-length': String(part.length),
        'content-range': `bytes ${ranged.start}-${ranged.end}/${identity.body.length}`,
      },
      body: method === 'HEAD' ? undefined : part,
    };
  }
  return { status: 200, headers: copy.headers, body };
}

/** A copy of a file with its headers made once: ETag, Content-Length and its coding's own. */
export function fileCopy(
  coding: Coding | 'identity',
  body: Buffer,
  etag: string,
  headers: Record<string, string>,
): FileCopy {
  return {
    body,
    etag,
    headers: {
      ...headers,
      etag,
      'content-length': String(body.length),
      ...(coding === 'identity' ? { 'accept-ranges': 'bytes' } : { 'content-encoding': coding }),
    },
  };
}

/**
 * Sends `file` as answerFile says, through the framework (which adds the security headers). With
 * another status than 200 (a not-found page), the whole file in the coding the browser accepts.
 */
export const replyWithFile = (
  request: FastifyRequest,
  reply: FastifyReply,
  file: SendableFile,
  status = 200,
): FastifyReply => {
  const { headers } = request;
  const asked = status === 200 ? headers : { 'accept-encoding': headers['accept-encoding'] };
  const answer = answerFile(request.method, asked, file);
  return reply
    .code(status === 200 ? answer.status : status)
    .headers(answer.headers)
    .send(answer.body);
};
