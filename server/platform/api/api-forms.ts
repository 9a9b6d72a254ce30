// The named shapes (api-schemas.ts) as @fastify/swagger writes a route's schema, which is what
// api-components.ts looks for in the document the routes make.

import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import type { TSchema } from 'typebox';
import { NAMED_SCHEMAS } from './api-schemas';

export const OPENAPI_VERSION = '3.1.0';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

/** The named shapes of `schemas` as a throwaway Fastify's @fastify/swagger writes them. */
async function swaggerForms(schemas: Record<string, TSchema>): Promise<Record<string, Schema>> {
  const probe = Fastify();
  try {
    await probe.register(fastifySwagger, {
      openapi: { openapi: OPENAPI_VERSION, components: { schemas } },
    });
    await probe.ready();
    const document = probe.swagger() as unknown as {
      components: { schemas: Record<string, Schema> };
    };
    return document.components.schemas;
  } finally {
    await probe.close();
  }
}

/**
 * The named shapes as @fastify/swagger writes a route's schema (it turns `const` into `enum`, for
 * one), each declared as a component of a throwaway Fastify that answers its own document. One at
 * a time: declared together, @fastify/swagger walks every other component while it writes each
 * one (in case one refers to another), which took seconds of CPU for 241 shapes; none refers to
 * another (no `$ref` nor `$id`: checked here), so each is written alone as it would be among all.
 * Once per process.
 */
let forms: Promise<Record<string, Schema>> | undefined;
export function namedSchemaForms(): Promise<Record<string, Schema>> {
  forms ??= (async () => {
    const written: Record<string, Schema> = {};
    for (const [name, schema] of Object.entries(NAMED_SCHEMAS)) {
      if (/"\$(ref|id)"/.test(JSON.stringify(schema))) {
        throw new Error(`The named shape ${name} refers to another: write them together.`);
      }
      Object.assign(written, await swaggerForms({ [name]: schema }));
    }
    return written;
  })();
  return forms;
}
