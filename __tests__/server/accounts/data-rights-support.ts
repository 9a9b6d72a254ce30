// What the data rights' suites share (data-rights-export-deletion, data-rights-address-match): a
// server on a fresh database, the password of the accounts they make, and two calls on it.

import { type TestServer, call, startServer } from '../helpers';
import type { StoreHarness } from '../stores';

export const PASSWORD = 'correct horse 1';

/** A server on a fresh database of `harness`. */
export async function openDataRightsServer(harness: StoreHarness) {
  const database = await harness.fresh();
  const server = await startServer({ env: database.env });
  return { database, server };
}

/**
 * On the server `current` names when a call runs (the suite's beforeAll sets it): the account's
 * deletion, and the kinds of the emails queued for an address.
 */
export function dataRightsCalls(current: () => TestServer) {
  const remove = (token: string, body: object) =>
    call(current(), '/api/profile/delete', { token, json: body });
  const outboxTo = async (email: string) =>
    (await current().app.store.outbox.list())
      .filter((e) => e.recipient === email)
      .map((e) => e.kind);
  return { remove, outboxTo };
}
