// Helpers of the newsletter subscribers' tests (subscribers-*.test.ts): one server per database
// with a clock the test moves, and the calls the tests make on it: subscribing through the JSON
// API, the links of the confirmation emails queued, confirming, and an address's subscriber row.

import { createSealer } from '../../../server/mail/seal';
import { createMemoryCounterStore } from '../../../server/security/counter-store';
import { call, type TestServer, startServer } from '../helpers';
import type { FreshDatabase, StoreHarness } from '../stores';

export const HOUR = 3600_000;

/** A fresh database and a server on it whose clock, its rate limits' too, is `now()`. */
export async function startSubscriberServer(harness: StoreHarness, now: () => number) {
  const database = await harness.fresh();
  const server = await startServer({
    // Forty subscribe requests a minute per client (both doors counted together).
    env: { ...database.env, RATE_LIMIT_CONTACT_MAX: '40' },
    app: { counters: createMemoryCounterStore({ now }), now: () => new Date(now()) },
  });
  return { database, server };
}

export async function stopSubscriberServer(server: TestServer, database: FreshDatabase) {
  await server.close();
  await database.dispose();
}

/** The calls the tests make on the server `current()` answers. */
export function subscriberCalls(current: () => TestServer) {
  const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
    call(current(), '/api/newsletter/subscribers', { json: { email, ...extra } });

  /** The confirmation emails queued for `email`, their links' tokens in order. */
  const confirmations = async (email: string) => {
    const server = current();
    const rows = await server.app.store.outbox.list('pending');
    const sealer = createSealer(server.config.jwtSecret);
    return rows
      .filter((row) => row.kind === 'newsletter-confirmation' && row.recipient === email)
      .map(
        (row) =>
          /\/newsletter\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(
            sealer.open(row.payload).text,
          )?.[1],
      );
  };
  const confirm = (token: string | undefined) =>
    call(current(), '/api/newsletter/confirm', { json: { token } });
  const row = (email: string) => current().app.store.newsletter.byEmail(email);
  return { subscribe, confirmations, confirm, row };
}
