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
//
// And each is compiled when a request first needs it, not when the route is registered: an app
// starts without compiling the schemas of routes nobody has called yet (a start took about 0.8 s
// more, mostly Ajv, the first time in a process; a test file calls a handful of routes). The
// function Fastify keeps for a route compiles (or finds) the real one on its first call and hands
// every call and the properties Fastify reads (Ajv's `errors` and `schemaEnv`) to it. So a schema
// Ajv cannot compile fails its route's first request, not the start: the test suite calls every
// operation (fuzz.test.ts, the API's tests).

import ValidatorSelector from '@fastify/ajv-compiler';
import SerializerSelector from '@fastify/fast-json-stringify-compiler';

/** A Fastify compilers factory: (external schemas, options) → (route's schema) → compiled. */
type Factory<Route extends { schema: unknown }, Compiled> = (
  externalSchemas: unknown,
  options: unknown,
) => (route: Route) => Compiled;

/** A compiled schema: a function, with the properties a compiler sets on it (Ajv: `errors`). */
type Compiled = ((...args: unknown[]) => unknown) & Record<string, unknown>;

/**
 * `build`, remembering what it compiled by the schema's JSON and the compiler's options, and
 * compiling a route's schema only when the route first uses it.
 */
function oncePerSchema<Route extends { schema: unknown }>(
  build: Factory<Route, Compiled>,
): Factory<Route, Compiled> {
  const made = new Map<string, Compiled>();
  return (externalSchemas, options) => {
    let compile: ((route: Route) => Compiled) | undefined;
    let context: string | undefined;
    return (route) => {
      let compiled: Compiled | undefined;
      const real = (): Compiled => {
        if (compiled) return compiled;
        compile ??= build(externalSchemas, options);
        context ??= JSON.stringify([externalSchemas ?? null, options ?? null]);
        const key = `${context}\n${JSON.stringify(route.schema)}`;
        compiled = made.get(key);
        if (!compiled) {
          compiled = compile(route);
          made.set(key, compiled);
        }
        return compiled;
      };
      const lazy = function (this: unknown, ...args: unknown[]) {
        return real().apply(this, args);
      } as Compiled;
      // Fastify reads these of a validator after (errors) or before (schemaEnv) calling it.
      for (const property of ['errors', 'schemaEnv'])
        Object.defineProperty(lazy, property, { get: () => real()[property] });
      // The function it hands over to, shared by every route with an equal schema.
      Object.defineProperty(lazy, 'compiled', { get: real });
      return lazy;
    };
  };
}

/** The shared function a route's serializer or validator hands over to (compiled on asking). */
export const sharedCompiled = (routeFunction: unknown): unknown =>
  (routeFunction as { compiled?: unknown }).compiled;

type Serializers = ReturnType<typeof SerializerSelector>;
type Validators = ReturnType<typeof ValidatorSelector>;

/** Fastify's default serializer factory (`schemaController.compilersFactory.buildSerializer`), shared. */
export const sharedSerializers = (): Serializers =>
  oncePerSchema(SerializerSelector() as Factory<{ schema: unknown }, Compiled>) as Serializers;

/** Fastify's default validator factory (`schemaController.compilersFactory.buildValidator`), shared. */
export const sharedValidators = (): Validators =>
  oncePerSchema(
    ValidatorSelector() as unknown as Factory<{ schema: unknown }, Compiled>,
  ) as unknown as Validators;
