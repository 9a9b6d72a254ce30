// How a form the browser posted itself (form-pages.ts) gets its work done, and what the page then
// says: by the use case's own function, which its API route calls too (signing up:
// accounts/sign-up.ts; the contact message: leads/contact.ts; the quote request: leads/quote.ts; a
// reset link and a new password: accounts/password-reset.ts). The request is counted in the API
// route's per-client limit (one count for both doors), the fields are then checked against the API
// route's body schema, by the same validator and with the same sentences as the API (errors.ts).
// Nothing is encoded again.
//
// The answer is undefined (accepted) or the refusal the page shows: a status (503 for the server's
// own faults) and a sentence, any Retry-After passed on to the visitor's answer.

import type { FastifyReply, FastifyRequest } from 'fastify';
import { bodyProblem } from '../platform/errors';
import type { FormPage, FormServices } from './form-list';
import { type Refusal, refusalOfError } from './form-reply';

/** The form's work done by its service; undefined once accepted. */
export async function doFormWork(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { page: FormPage; services: FormServices; payload: Record<string, string> },
): Promise<Refusal | undefined> {
  const { page, services, payload } = options;
  const service = services[page.service.name];
  try {
    await service.count?.(request);
    const valid = request.compileValidationSchema(page.service.body, 'body');
    if (!valid(payload)) return { status: 400, message: bodyProblem(valid.errors) };
    await service.run(payload, request);
    return undefined;
  } catch (error) {
    return refusalOfError(error, request, reply);
  }
}
