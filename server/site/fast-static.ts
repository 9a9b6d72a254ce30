// Pages and files answered from memory before the framework sees the request: the built site's
// files (memory-files.ts) and the pages rendered from published content as live-pages.ts last
// rendered them (while neither the documents nor the build have changed). Every header is made
// once; an answer is one write. What it answers is what site.ts would answer, headers included
// (the security headers of security.ts, the cache policy per file type, a file as
// platform/http-caching.ts's answerFile sends it, the XSRF cookie of a page); anything else goes
// on to the framework unchanged: other methods, a query, an escaped or unusual path, a page with
// a form, a page not rendered yet, a draining instance (health.ts), a first page behind a proxy
// whose cookie's Secure flag depends on X-Forwarded-Proto. Answers from here are not in the
// request log at LOG_LEVEL=info (docs/performance.md, "Overload").

import type { IncomingMessage, ServerResponse } from 'node:http';
import { readCookie, serializeCookie } from '../security/cookies';
import type { LivePage } from './live-render';
import { answerFile, chooseEncoding, etagMatches } from '../platform/http-caching';
import type { MemoryFile } from './memory-files';
import { XSRF_COOKIE } from '../security';
import { randomBytes } from 'node:crypto';
import { STATIC_SECURITY_HEADERS } from '../security/headers';

/** Paths answered here: plain segments only, no query, escape, dot segment or dotfile. */
// Each segment starts after its slash: no two ways to match a path (no backtracking).
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)*\/?$/;
/** Answered by site.ts with what is published (sitemap.ts) or as a 404. */
const NOT_HERE = new Set(['/404.html', '/sitemap.xml', '/robots.txt']);

export interface FastStaticOptions {
  /** The built file at a site path, kept in memory (memory-files.ts). */
  file(sitePath: string): MemoryFile | undefined;
  /** The page at a site path exactly as site.ts would render it now, if it is kept. */
  page(sitePath: string): LivePage | undefined;
  /** Whether the instance is ready (not starting, not draining: health.ts). */
  ready(): boolean;
  instanceId?: string;
  /** TRUST_PROXY is set: the XSRF cookie's Secure flag may depend on X-Forwarded-Proto. */
  behindProxy: boolean;
}

const {
  'cache-control': _cache,
  'content-security-policy': defaultPolicy,
  ...SECURITY
} = STATIC_SECURITY_HEADERS;

/** Answers a request from memory and says true, or says false (the framework answers it). */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

export function createFastStatic(options: FastStaticOptions): FrontAnswer {
  const base: Record<string, string> = {
    ...SECURITY,
    ...(options.instanceId !== undefined ? { 'x-instance': options.instanceId } : {}),
  };

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    headers: Record<string, string>,
    body: Buffer,
    notModified: boolean,
  ) => {
    if (notModified) {
      const { 'content-length': _length, 'content-encoding': _coding, ...rest } = headers;
      response.writeHead(304, rest);
      response.end();
      return;
    }
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  const sendFile = (request: IncomingMessage, response: ServerResponse, file: MemoryFile) => {
    const answer = answerFile(request.method, request.headers, file);
    response.writeHead(answer.status, {
      ...base,
      'content-security-policy': defaultPolicy as string,
      ...answer.headers,
    });
    response.end(answer.body);
  };

  const sendPage = (request: IncomingMessage, response: ServerResponse, page: LivePage) => {
    const headers: Record<string, string> = {
      ...base,
      'content-security-policy': page.csp,
      'cache-control': 'no-cache',
      etag: page.etag,
      vary: 'Accept-Encoding',
      'content-type': 'text/html; charset=utf-8',
    };
    if (!readCookie(request.headers.cookie, XSRF_COOKIE)) {
      // As security.ts's issueXsrfCookie: Secure only over HTTPS (here: a TLS socket).
      const secure = 'encrypted' in request.socket && Boolean(request.socket.encrypted);
      const token = randomBytes(32).toString('base64url');
      headers['set-cookie'] = serializeCookie(XSRF_COOKIE, token, {
        path: '/',
        sameSite: 'Lax',
        secure,
      });
    }
    const coding = chooseEncoding(request.headers['accept-encoding']) ?? 'identity';
    const body = coding === 'br' ? page.br : coding === 'gzip' ? page.gzip : page.html;
    if (coding !== 'identity') headers['content-encoding'] = coding;
    headers['content-length'] = String(body.length);
    send(
      request,
      response,
      headers,
      body,
      etagMatches(request.headers['if-none-match'], page.etag),
    );
  };

  return (request, response) => {
    const { method, url = '' } = request;
    if (method !== 'GET' && method !== 'HEAD') return false;
    if (url === '/api' || url.startsWith('/api/') || url.startsWith('/media/')) return false;
    if (!PLAIN_PATH.test(url) || NOT_HERE.has(url)) return false;
    if (!options.ready()) return false;
    const file = url.endsWith('/') ? undefined : options.file(url);
    if (file) {
      sendFile(request, response, file);
      return true;
    }
    const proxied = options.behindProxy && request.headers['x-forwarded-proto'] !== undefined;
    if (proxied && !readCookie(request.headers.cookie, XSRF_COOKIE)) return false;
    const page = options.page(url);
    if (!page) return false;
    sendPage(request, response, page);
    return true;
  };
}
