// Response serializers and request validators compiled once per distinct schema, not once per
// route and status, and once per process, not once per app.
//
// Fastify compiles a fast-json-stringify serializer for every response schema of every route:
// about 1,750 here, though only about 150 schemas differ (the error answer alone is on nearly
// every route, under several statuses). Each keeps its generated source (tens of kilobytes) and
// its code in the heap for the life of the process: about 13 MiB of strings and more of code at
// start-up (docs/performance.md, "Where memory went"). The same schema gives the same serializer,
// so one is compiled per distinct schema (its JSON, with the external schemas it may refer to)
// and shared by every route that answers with it. Request validators (Ajv) likewise: about 250
// per app for about 70 distinct schemas, the content documents' drafts the largest.
//
// fastify-options.ts makes one of each per process: a process that builds its app again (the
// test suite builds hundreds) reuses what it compiled, which is most of an app's start-up time.

import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/** A Fastify compilers factory: (external schemas, options) → (route's schema) → compiled. */
type Factory<Route extends { schema: unknown }, Compiled> = (
  externalSchemas: unknown,
  options: unknown,
) => (route: Route) => Compiled;

/** `build`, remembering what it compiled by the schema's JSON and the compiler's options. */
function oncePerSchema<Route extends { schema: unknown }, Compiled>(
  build: Factory<Route, Compiled>,
): Factory<Route, Compiled> {
  const made = new Map<string, Compiled>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
    return (route) => {
      const key = `${context}\n${JSON.stringify(route.schema)}`;
      let compiled = made.get(key);
      if (!compiled) {
        compiled = compile(route);
        made.set(key, compiled);
      }
      return compiled;
    };
  };
}

type Serializers = ReturnType<typeof SerializerSelector>;
type Validators = ReturnType<typeof ValidatorSelector>;

/** Fastify's default serializer factory (`schemaController.compilersFactory.buildSerializer`), shared. */
export const sharedSerializers = (): Serializers =>
  oncePerSchema(SerializerSelector() as Factory<{ schema: unknown }, unknown>) as Serializers;

/** Fastify's default validator factory (`schemaController.compilersFactory.buildValidator`), shared. */
export const sharedValidators = (): Validators =>
  oncePerSchema(ValidatorSelector() as Factory<{ schema: unknown }, unknown>) as Validators;
