// GET /healthz and GET /readyz (server/platform/health.ts) on each store: ready while the database
// answers, 503 with a reason while draining or when the database is gone, and the instance name
// in X-Instance. The SIGTERM sequence in a real process is in shutdown.test.ts.

import { type TestServer, call, startServer } from '../helpers';
import { type FreshDatabase, STORE_TABLE } from '../stores';

describe.each(STORE_TABLE)('health probes on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeEach(async () => {
    database = await harness.fresh();
    server = await startServer({ env: { ...database.env, INSTANCE_ID: 'api-7' } });
  });

  afterEach(async () => {
    await server.close();
    await database.dispose();
  });

  it('answers live and ready, naming the instance', async () => {
    const live = await call(server, '/healthz');
    expect([live.status, live.json]).toEqual([200, { status: 'ok' }]);
    const ready = await call(server, '/readyz');
    expect([ready.status, ready.json]).toEqual([200, { status: 'ready' }]);
    expect(ready.headers.get('x-instance')).toBe('api-7');
    expect((await call(server, '/api/products')).headers.get('x-instance')).toBe('api-7');
  });

  it('is not ready once draining, but still live and serving, asking clients to reconnect', async () => {
    server.app.health.drain();
    const ready = await call(server, '/readyz');
    expect([ready.status, ready.json]).toEqual([
      503,
      { status: 'unavailable', reason: 'draining' },
    ]);
    const live = await call(server, '/healthz');
    expect(live.status).toBe(200);
    const products = await call(server, '/api/products');
    expect(products.status).toBe(200);
    expect(products.headers.get('connection')).toBe('close');
  });

  it('is not ready when the database does not answer', async () => {
    await server.app.store.close();
    const ready = await call(server, '/readyz');
    expect([ready.status, ready.json]).toEqual([
      503,
      { status: 'unavailable', reason: 'database' },
    ]);
    expect((await call(server, '/healthz')).status).toBe(200);
  });
});
