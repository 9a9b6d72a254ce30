// The calls of the back office's API tests (staff-api-*.test.ts): as the admin each test file
// makes on its own server.

import { type TestServer, call } from '../../helpers';

/** `as` calls the API of `session().server` as its `staff`; `lastAudit` reads the audit log. */
export function staffCalls(session: () => { server: TestServer; staff: { token: string } }) {
  const as = (method: string, url: string, json?: unknown) =>
    call(session().server, url, { method, json, token: session().staff.token });

  const lastAudit = async () =>
    (await as('GET', '/api/staff/audit')).json as {
      items: { action: string; actorEmail: string; before: unknown; after: unknown }[];
    };

  return { as, lastAudit };
}
