// What every route's schema says beside its shapes (which come from contract/): the errors it can
// answer, described for docs/openapi.json. Every failed call answers `{message}`, a sentence a
// person can act on (errors.ts), on some routes with `field` too (the path of the field at fault);
// login's answers are plain text instead (accounts/routes/auth.ts).

import { Type } from 'typebox';

const ERROR_MEANINGS = {
  400: 'The input breaks a rule; the message names the field and the rule.',
  401: 'No valid session: not logged in, or the session has ended.',
  403: 'The account is not allowed to do this (staff only).',
  404: 'Nothing has this id.',
  409: 'The change conflicts with what is stored.',
  410: 'The link has expired.',
  413: 'The request body is too large.',
  415: 'The file is of a type that is not accepted.',
  422: 'The request is well formed but its content cannot be used.',
  429: 'Too many requests; the Retry-After header says how many seconds to wait.',
  503: 'The server is busy (too many requests, or too many password checks at once); the Retry-After header says how many seconds to wait.',
  507: 'No room is left to store this.',
} as const;

export type ErrorStatus = keyof typeof ERROR_MEANINGS;

/** A failed call's JSON answer (one schema per meaning, shared by the routes that answer it). */
const failures = new Map<string, ReturnType<typeof failureSchema>>();
const failure = (description: string) => {
  let schema = failures.get(description);
  if (!schema) failures.set(description, (schema = failureSchema(description)));
  return schema;
};
const failureSchema = (description: string) =>
  Type.Object(
    {
      message: Type.String(),
      field: Type.Optional(
        Type.String({
          description:
            'On routes whose 400 names it: the field at fault, by its path in the body ("data.hero.headline").',
        }),
      ),
    },
    { description },
  );

/**
 * Response schemas of the errors a route answers, each with the general meaning of its status or,
 * in `specific`, what it means on this route.
 */
export function errors<S extends ErrorStatus>(
  statuses: readonly S[],
  specific: Partial<Record<S, string>> = {},
) {
  return Object.fromEntries(
    statuses.map((status) => [status, failure(specific[status] ?? ERROR_MEANINGS[status])]),
  ) as { [K in S]: ReturnType<typeof failure> };
}

/** A plain-text answer (the login's token and its errors). */
export const plainText = (description: string) => ({
  description,
  content: { 'text/plain': { schema: Type.String() } },
});

/** The answer of a call that answers nothing: 204 No Content. */
export const noContent = { 204: Type.Null({ description: 'Done; no content.' }) };
