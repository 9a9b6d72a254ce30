// server/serializers.ts: one response serializer per distinct schema, shared by the routes and
// statuses that answer with it; different schemas still get serializers of their own, and the
// app's answers are what their schemas say.

import Fastify from 'fastify';
import { sharedSerializers } from '../../server/serializers';

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
  expect(again).toBe(first);
  expect(other).not.toBe(first);
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
