// server/platform/serializers.ts: one response serializer per distinct schema, shared by the routes and
// statuses that answer with it; different schemas still get serializers of their own, and the
// app's answers are what their schemas say. Request validators likewise, shared by the apps one
// process builds, each app still refusing what its schemas refuse. Each route holds a function
// that compiles (or finds) the shared one on its first call: `compiled` is that shared one.

import Fastify from 'fastify';
import {
  sharedCompiled,
  sharedSerializers,
  sharedValidators,
} from '../../../server/platform/serializers';

const ERROR = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string' } },
} as const;
const ITEM = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer' } },
} as const;

it('compiles one serializer for equal schemas and one each for different ones', () => {
  const compile = sharedSerializers()({}, {});
  const first = compile({ method: 'GET', url: '/a', httpStatus: '400', schema: ERROR });
  // An equal schema, another object, another route and status: the same serializer.
  const again = compile({
    method: 'POST',
    url: '/b',
    httpStatus: '404',
    schema: JSON.parse(JSON.stringify(ERROR)),
  });
  const other = compile({ method: 'GET', url: '/a', httpStatus: '200', schema: ITEM });
  expect(sharedCompiled(again)).toBe(sharedCompiled(first));
  expect(sharedCompiled(other)).not.toBe(sharedCompiled(first));
  expect(first({ message: 'No such page.', extra: 'dropped' })).toBe('{"message":"No such page."}');
  expect(other({ id: 7, secret: 'not in the schema' })).toBe('{"id":7}');
});

it('answers every route by its own schema when serializers are shared', async () => {
  const app = Fastify({
    schemaController: { compilersFactory: { buildSerializer: sharedSerializers() } },
  });
  app.get('/item', { schema: { response: { 200: ITEM, 404: ERROR } } }, async () => ({
    id: 3,
    password: 'never sent',
  }));
  app.get('/missing', { schema: { response: { 200: ITEM, 404: ERROR } } }, async (_, reply) =>
    reply.code(404).send({ message: 'Not here.', stack: 'never sent' }),
  );
  const item = await app.inject('/item');
  const missing = await app.inject('/missing');
  await app.close();
  expect(item.body).toBe('{"id":3}');
  expect(missing.statusCode).toBe(404);
  expect(missing.body).toBe('{"message":"Not here."}');
});

it('compiles one validator for equal schemas, shared by the apps of one process', async () => {
  const buildValidator = sharedValidators();
  const compiled: unknown[] = [];
  // An equal schema (another object, another route) gets the same validator; another, its own.
  const apps = [1, 2].map(() => {
    const app = Fastify({ schemaController: { compilersFactory: { buildValidator } } });
    app.post('/items', { schema: { body: ITEM } }, async (request) => request.body);
    app.post('/errors', { schema: { body: ERROR } }, async (request) => request.body);
    return app;
  });
  const compile = buildValidator({}, { customOptions: {} });
  compiled.push(compile({ schema: ITEM, method: 'POST', url: '/items', httpPart: 'body' }));
  compiled.push(
    compile({
      schema: JSON.parse(JSON.stringify(ITEM)),
      method: 'PUT',
      url: '/b',
      httpPart: 'body',
    }),
  );
  compiled.push(compile({ schema: ERROR, method: 'POST', url: '/errors', httpPart: 'body' }));
  expect(sharedCompiled(compiled[1])).toBe(sharedCompiled(compiled[0]));
  expect(sharedCompiled(compiled[2])).not.toBe(sharedCompiled(compiled[0]));

  for (const app of apps) {
    const good = await app.inject({ method: 'POST', url: '/items', payload: { id: 4 } });
    const bad = await app.inject({ method: 'POST', url: '/items', payload: { id: 'four' } });
    const error = await app.inject({ method: 'POST', url: '/errors', payload: { id: 4 } });
    await app.close();
    expect([good.statusCode, good.json()]).toEqual([200, { id: 4 }]);
    expect(bad.statusCode).toBe(400);
    expect(error.statusCode).toBe(400);
  }
});
