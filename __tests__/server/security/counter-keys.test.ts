// The PostgreSQL limit counters' keys (issue 22, item 13): the `rate_counters` table must not let
// whoever reads it learn which emails and addresses are being throttled. A plain SHA-256 of
// `login-fail-account|ada@example.com` can be found by hashing a list of addresses; an HMAC under
// a key derived from the JWT secret cannot, and every instance with the same secret computes the
// same key (two servers share their counts: shared-limits.test.ts).

import { createHash } from 'node:crypto';
import {
  counterDigest,
  counterKeySecret,
  createPostgresCounterStore,
} from '../../../server/security/postgres-counter-store';
import { type TestServer, signUp, startServer, uniqueEmail } from '../helpers';
import { callFrom } from '../raw-requests';
import { type FreshDatabase, SHARED_JWT_SECRET, STORES } from '../stores';

const POSTGRES = STORES.filter((harness) => harness.name === 'PostgreSQL').map(
  (harness) => [harness.name, harness] as const,
);
const sha256 = (key: string) => createHash('sha256').update(key).digest('base64url');
const hmac = (secret: string, key: string) =>
  counterDigest(counterKeySecret(new Uint8Array(Buffer.from(secret))), key);

it('the digest depends on the secret', () => {
  const other = 'another-secret-of-at-least-32-bytes-0123456789';
  expect(hmac(SHARED_JWT_SECRET, 'login-fail-account|ada@example.com')).not.toBe(
    hmac(other, 'login-fail-account|ada@example.com'),
  );
  expect(hmac(SHARED_JWT_SECRET, 'k')).toBe(hmac(SHARED_JWT_SECRET, 'k'));
});

if (POSTGRES.length > 0) {
  describe.each(POSTGRES)('the rate_counters keys on %s', (_name, harness) => {
    let database: FreshDatabase;
    let server: TestServer;

    beforeAll(async () => {
      database = await harness.fresh();
      server = await startServer({ env: database.env });
    });
    afterAll(async () => {
      await server.close();
      await database.dispose();
    });

    it("are an HMAC under the server's secret: a list of addresses hashed finds nothing", async () => {
      const email = uniqueEmail('ada');
      await signUp(server, email);
      const wrong = await callFrom(server, '127.0.0.2', '/api/auth/login', {
        json: { email, password: 'a wrong password' },
      });
      expect(wrong.status).toBe(401);
      const stored = new Set(
        (await database.query('SELECT key FROM rate_counters')).map((row) => String(row.key)),
      );
      // The keys a login failure counts under (accounts/login-throttle.ts).
      const keys = [`login-fail|127.0.0.2|${email}`, `login-fail-account|${email}`];
      for (const key of keys) {
        expect(stored.has(sha256(key))).toBe(false);
        expect(stored.has(hmac(SHARED_JWT_SECRET, key))).toBe(true);
      }
      for (const key of stored) {
        expect(key).not.toContain(email);
        expect(key).not.toContain('127.0.0.2');
      }
    });

    it('a store without the secret refuses to count rather than store unkeyed digests', async () => {
      const { openPostgres } = await import('../../../server/db/dialect');
      const opened = openPostgres({ url: database.config.databaseUrl! });
      try {
        await expect(createPostgresCounterStore(opened.db).increment('k', 1000)).rejects.toThrow(
          /no secret/,
        );
      } finally {
        await opened.close();
      }
    });
  });
}
