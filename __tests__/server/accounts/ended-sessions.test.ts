// One guard for every authenticated route (server/accounts/authenticate.ts): a session ended by a
// password change (or a reset) is refused everywhere, the back office included. The walk takes
// every operation the API description marks as needing a Bearer token, so a route added later is
// walked too.

import { describeApi } from '../../../server/platform/api/openapi';
import { type TestServer, call, startServer } from '../helpers';
import { newStaff } from '../staff-support';

type Operation = { security?: unknown[]; responses: Record<string, unknown> };
type Document = { paths: Record<string, Record<string, Operation>> };

// Two walks of every secured operation at once (about 250 requests): seconds on a quiet machine,
// past Jest's default on a loaded one.
jest.setTimeout(60_000);

let server: TestServer;
let secured: { method: string; url: string }[] = [];

beforeAll(async () => {
  const document = (await describeApi()) as unknown as Document;
  secured = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => operation.security !== undefined)
      // An id that names nothing: a valid session must not change anything on its walk.
      .map(([method]) => ({ method: method.toUpperCase(), url: url.replace('{id}', '999999') })),
  );
  server = await startServer();
});

afterAll(() => server.close());

/** These end the session they are called with (logout, log out everywhere): walked apart. */
const ENDING = new Set(['/api/auth/logout', '/api/profile/logout-everywhere']);

/** Every secured operation's status with this token (empty JSON bodies: the guard runs first). */
const walk = async (token: string, operations = secured) =>
  Promise.all(
    operations.map(async ({ method, url }) => {
      const body = method === 'GET' || method === 'DELETE' ? {} : { json: {} };
      const answer = await call(server, url, { method, token, ...body });
      return `${method} ${url} ${answer.status}`;
    }),
  );

test('the description marks every profile and back-office operation as needing a token', async () => {
  const document = (await describeApi()) as unknown as Document;
  const unmarked = Object.entries(document.paths).flatMap(([url, methods]) =>
    Object.entries(methods)
      .filter(([, operation]) => /^\/api\/(staff|profile)/.test(url) && !operation.security)
      .map(([method]) => `${method} ${url}`),
  );
  expect(unmarked).toEqual([]);
  expect(secured.length).toBeGreaterThanOrEqual(24);
});

test('a session ended by a password change gets 401 on every secured route', async () => {
  const staff = await newStaff(server);
  // Before: the session reaches every route (whatever the route then answers, it is not 401).
  const before = await walk(
    staff.token,
    secured.filter(({ url }) => !ENDING.has(url)),
  );
  expect(before.filter((line) => line.endsWith(' 401'))).toEqual([]);
  // The ones that end a session (or all of them), each with an account of its own.
  for (const operation of secured.filter(({ url }) => ENDING.has(url))) {
    const [line] = await walk((await newStaff(server, 'ending')).token, [operation]);
    expect(line).not.toMatch(/ 401$/);
  }

  const changed = await call(server, '/api/profile/password', {
    method: 'PUT',
    token: staff.token,
    json: { currentPassword: 'correct horse 1', newPassword: 'another horse 22' },
  });
  expect(changed.status).toBe(200);

  const after = await walk(staff.token);
  expect(after).toEqual(secured.map(({ method, url }) => `${method} ${url} 401`));
});
