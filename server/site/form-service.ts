// How a form the browser posted itself (form-pages.ts) gets its work done, and what the page then
// says. Two ways, named by the form's entry in form-list.ts:
//
//  - `service`: the use case's own function, which its API route calls too (signing up:
//    auth/sign-up.ts; the contact message: leads/contact.ts; a reset link and a new password:
//    auth/password-reset.ts). The request is counted in the API route's per-client limit (one
//    count for both doors), the fields are then checked against the API route's body schema, by
//    the same validator and with the same sentences as the API (errors.ts). Nothing is encoded
//    again.
//  - otherwise the API route itself, called in-process with the visitor's address and tokens (the
//    quote wizard's).
//
// Either way the answer is undefined (accepted) or the refusal the page shows: a status (503 for
// the server's own faults) and a sentence, any Retry-After passed on to the visitor's answer.

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyProblem } from '../platform/errors';
import type { FormPage, FormService, FormServices } from './form-list';
import { apiHeaders, type Refusal, refusalOf, refusalOfError } from './form-reply';

/** The form's work done by its service; undefined once accepted. */
async function runService(
  request: FastifyRequest,
  reply: FastifyReply,
  service: FormService,
  body: NonNullable<FormPage['service']>['body'],
  payload: Record<string, string>,
): Promise<Refusal | undefined> {
  try {
    await service.count?.(request);
    const valid = request.compileValidationSchema(body, 'body');
    if (!valid(payload)) return { status: 400, message: bodyProblem(valid.errors) };
    await service.run(payload, request);
    return undefined;
  } catch (error) {
    return refusalOfError(error, request, reply);
  }
}

/** The form's work, done by its service or by its API route in-process; undefined once accepted. */
export async function doFormWork(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    page: FormPage;
    services: FormServices;
    payload: Record<string, string>;
    xsrf: string;
  },
): Promise<Refusal | undefined> {
  const { page, services, payload, xsrf } = options;
  if (page.service) {
    return runService(request, reply, services[page.service.name], page.service.body, payload);
  }
  const answer = await app.inject({
    method: 'POST',
    url: page.api,
    payload,
    remoteAddress: request.ip,
    headers: { 'content-type': 'application/json', ...apiHeaders(request, xsrf) },
  });
  if (answer.statusCode === page.accepted) return undefined;
  return refusalOf(answer, reply);
}
