// How a page rendered at request time (live-pages.ts) is sent: with its Content Security Policy
// and ETag (304 when the browser has it), as the brotli or gzip copy the browser accepts. A page
// holding a form the browser may post itself (an open posting's apply form) is the exception: it
// carries the visitor's XSRF token, so it is sent as a page of its own, `no-store`.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, etagMatches } from '../platform/http-caching';
import { sendFormPage } from './form-reply';
import type { LivePage } from './live-pages';
import { issueXsrfCookie } from '../security';

/** A page rendered with live data: its ETag, and the copy the browser accepts. */
export function sendLivePage(request: FastifyRequest, reply: FastifyReply, page: LivePage) {
  if (page.form) {
    return sendFormPage(request, reply, page.html.toString('utf8'), { csp: page.csp });
  }
  issueXsrfCookie(request, reply);
  reply
    .header('content-security-policy', page.csp)
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (etagMatches(request.headers['if-none-match'], page.etag) && reply.statusCode === 200) {
    return reply.code(304).send();
  }
  const coding = chooseEncoding(request.headers['accept-encoding']);
  if (coding) return reply.header('content-encoding', coding).send(page[coding]);
  return reply.send(page.html);
}
