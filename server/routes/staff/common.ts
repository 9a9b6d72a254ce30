// What the back-office routes share: path ids, page numbers, the write limit, list shapes.

import type { RouteShorthandOptions } from 'fastify';
import type { Config } from '../../config';
import { HttpError } from '../../errors';
import { perClientLimit } from '../../limits/rate-limits';

/** Ids are positive 32-bit integers in both stores; anything else names nothing. */
const MAX_ID = 2_147_483_647;

export const idParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'string', pattern: '^[0-9]{1,12}$' } },
} as const;

export type IdParams = { Params: { id: string } };

/** The path's id as a number; 404 when it cannot name anything. */
export function idOf(params: { id: string }, what: string): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound(what);
  return id;
}

export const notFound = (what: string) => new HttpError(404, `No such ${what}.`);

/** `page` in a query string: 1, 2, 3... (query values are strings: nothing is coerced). */
export const pageProperty = { type: 'string', pattern: '^[1-9][0-9]{0,5}$' } as const;

export const pageOf = (page: string | undefined): number => (page ? Number(page) : 1);

export const pageOfSchema = (items: object) =>
  ({
    type: 'object',
    required: ['items', 'total', 'page', 'pageSize'],
    properties: {
      items: { type: 'array', items },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  }) as const;

/** A page of items with one more count beside it (the inbox's unread, the outbox's failed). */
export const pageWithCountSchema = (items: object, count: string) => {
  const page = pageOfSchema(items);
  return {
    ...page,
    required: [...page.required, count],
    properties: { ...page.properties, [count]: { type: 'integer' } },
  } as const;
};

/** Route options of every back-office write: a generous per-address limit, small JSON bodies. */
export const writeOptions = (
  config: Config,
): Pick<RouteShorthandOptions, 'config' | 'bodyLimit'> => ({
  config: {
    rateLimit: perClientLimit(
      config.rateLimitStaffMax,
      'Too many back-office changes in a short time.',
    ),
  },
  bodyLimit: 64 * 1024,
});

export const noContent = { 204: { type: 'null' } } as const;
