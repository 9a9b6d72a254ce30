// Response serializers compiled once per distinct schema, not once per route and status.
//
// Fastify compiles a fast-json-stringify serializer for every response schema of every route:
// about 1,750 here, though only about 150 schemas differ (the error answer alone is on nearly
// every route, under several statuses). Each keeps its generated source (tens of kilobytes) and
// its code in the heap for the life of the process: about 13 MiB of strings and more of code at
// start-up (docs/performance.md, "Where memory went"). The same schema gives the same serializer,
// so one is compiled per distinct schema (its JSON, with the external schemas it may refer to)
// and shared by every route that answers with it.

import SerializerSelector from '@fastify/fast-json-stringify-compiler';

type Factory = ReturnType<typeof SerializerSelector>;
type Compiler = ReturnType<Factory>;
type Serializer = ReturnType<Compiler>;

/** Fastify's default serializer factory (`schemaController.compilersFactory.buildSerializer`), shared. */
export function sharedSerializers(): Factory {
  const build = SerializerSelector();
  const made = new Map<string, Serializer>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const context = JSON.stringify([externalSchemas ?? null, options ?? null]);
    return (route) => {
      const key = `${context}\n${JSON.stringify(route.schema)}`;
      let serializer = made.get(key);
      if (!serializer) {
        serializer = compile(route);
        made.set(key, serializer);
      }
      return serializer;
    };
  };
}
