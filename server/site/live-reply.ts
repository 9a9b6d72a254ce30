// How a page rendered at request time (live-pages.ts) is sent: with its Content Security Policy
// and ETag (304 when the browser has it), as the brotli or gzip copy the browser accepts. A page
// holding a form the browser may post itself (an open posting's apply form) is the exception: it
// carries the visitor's XSRF token, so it is sent as a page of its own, `no-store`.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendFormPage } from './form-reply';
import type { LivePage } from './live-pages';
import { issueXsrfCookie } from '../security';

/** Whether an Accept-Encoding header accepts `coding` (named, or `*`, with a q above 0). */
export const acceptsEncoding = (header: string | undefined, coding: string): boolean =>
  (header ?? '').split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (name.trim() !== coding && name.trim() !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });

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
  const cached = request.headers['if-none-match'];
  const fresh = cached?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === page.etag);
  if (fresh && reply.statusCode === 200) {
    return reply.code(304).send();
  }
  const accepted = request.headers['accept-encoding'];
  if (acceptsEncoding(accepted, 'br')) return reply.header('content-encoding', 'br').send(page.br);
  if (acceptsEncoding(accepted, 'gzip')) {
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.html);
}
