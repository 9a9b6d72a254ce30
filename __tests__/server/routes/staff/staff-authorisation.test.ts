// Every back-office route × {anonymous, member, staff, demoted staff}: the server decides from the
// database on each request. Anonymous → 401, member → 403, a staff account demoted after it logged
// in → 403 on its next request, staff → the answer.

import { type TestServer, call, newUser, startServer } from '../../helpers';
import { postInput } from '../../hiring/posting-support';
import { newStaff, pngImage, upload } from '../../staff-support';
import { COMMAND_LINE } from '../../../../server/cli/staff';

let server: TestServer;
const tokens: Record<string, string | undefined> = {};
let memberId = 0;
const ids = { post: 0, testimonial: 0, product: 0, message: 0, email: 0 };

const POST = postInput({ type: 'job', title: 'Matrix job', body: 'A job.', published: false });
const TESTIMONIAL = {
  name: 'Matrix',
  designation: 'Tester',
  message: 'Fine.',
  photo: null,
  published: false,
};
const PRODUCT = {
  title: 'Matrix kit',
  priceCents: 1999,
  description: 'A kit.',
  category: 'ui-kits' as const,
  image: '/media/products/harbour-agency-template.svg',
  published: false,
};

beforeAll(async () => {
  server = await startServer();
  const member = await newUser(server, 'member');
  memberId = (await server.app.store.users.findByEmail(member.email))!.id;
  const staff = await newStaff(server);
  const demoted = await newStaff(server, 'demoted');
  await server.app.store.staff.accounts.setRole(demoted.id, 'member', COMMAND_LINE);
  Object.assign(tokens, { member: member.token, staff: staff.token, demoted: demoted.token });
  const store = server.app.store;
  ids.post = (await store.content.posts.create(POST as never, COMMAND_LINE)).id;
  ids.testimonial = (await store.content.testimonials.create(TESTIMONIAL, COMMAND_LINE)).id;
  ids.product = (await store.content.products.create(PRODUCT, COMMAND_LINE)).id;
  await call(server, '/api/contact', {
    json: { fullName: 'Ann', email: 'ann@example.com', subject: 'Hi', message: 'Hello' },
  });
  ids.message = (await store.staff.messages.list({})).items[0]!.id;
  // A failed email (the worker is not running in tests: nothing sends it).
  ids.email = (await store.outbox.list('pending'))[0]!.id;
  await store.outbox.markFailed(ids.email, 'Mailbox unavailable');
});

afterAll(() => server.close());

interface Route {
  method: string;
  url: () => string;
  json?: unknown;
  /** The staff answer; a write that removes something runs last. */
  ok: number;
}

const ROUTES: Route[] = [
  { method: 'GET', url: () => '/api/staff/messages?status=unread', ok: 200 },
  { method: 'GET', url: () => '/api/staff/messages/unread', ok: 200 },
  {
    method: 'PATCH',
    url: () => `/api/staff/messages/${ids.message}`,
    json: { status: 'handled' },
    ok: 200,
  },
  { method: 'GET', url: () => '/api/staff/posts', ok: 200 },
  { method: 'POST', url: () => '/api/staff/posts', json: POST, ok: 201 },
  { method: 'PUT', url: () => `/api/staff/posts/${ids.post}`, json: POST, ok: 200 },
  { method: 'DELETE', url: () => `/api/staff/posts/${ids.post}`, ok: 204 },
  { method: 'GET', url: () => '/api/staff/testimonials', ok: 200 },
  { method: 'POST', url: () => '/api/staff/testimonials', json: TESTIMONIAL, ok: 201 },
  {
    method: 'PUT',
    url: () => `/api/staff/testimonials/${ids.testimonial}`,
    json: TESTIMONIAL,
    ok: 200,
  },
  { method: 'DELETE', url: () => `/api/staff/testimonials/${ids.testimonial}`, ok: 204 },
  { method: 'GET', url: () => '/api/staff/products', ok: 200 },
  { method: 'POST', url: () => '/api/staff/products', json: PRODUCT, ok: 201 },
  { method: 'PUT', url: () => `/api/staff/products/${ids.product}`, json: PRODUCT, ok: 200 },
  { method: 'DELETE', url: () => `/api/staff/products/${ids.product}`, ok: 204 },
  { method: 'GET', url: () => '/api/staff/users?q=a', ok: 200 },
  { method: 'PATCH', url: () => `/api/staff/users/${memberId}`, json: { role: 'member' }, ok: 200 },
  { method: 'GET', url: () => '/api/staff/audit', ok: 200 },
  { method: 'GET', url: () => '/api/staff/emails?status=failed', ok: 200 },
  { method: 'POST', url: () => `/api/staff/emails/${ids.email}/retry`, ok: 200 },
];

const CALLERS = [
  ['anonymous', 401],
  ['member', 403],
  ['demoted', 403],
] as const;

describe.each(CALLERS)('as %s', (who, expected) => {
  it.each(
    ROUTES.map((r) => [`${r.method} ${r.url().replace(/\/\d+(?=\/|$)/, '/:id')}`, r] as const),
  )(
    `%s answers ${expected}, changes nothing and audits a refused account`,
    async (_label, route) => {
      const auditBefore = (await server.app.store.staff.audit.list({})).total;
      const answer = await call(server, route.url(), {
        method: route.method,
        json: route.json,
        token: tokens[who],
      });
      expect(answer.status).toBe(expected);
      expect(answer.json).toEqual({
        message:
          expected === 401
            ? 'Your session has expired. Please log in again.'
            : 'This is for staff only.',
      });
      // Only the refusal is recorded, and only for a signed-in account (docs/security.md).
      const audit = await server.app.store.staff.audit.list({});
      if (expected === 401) {
        expect(audit.total).toBe(auditBefore);
      } else {
        expect(audit.total).toBe(auditBefore + 1);
        expect(audit.items[0]).toMatchObject({
          action: 'staff.refused',
          after: {
            method: route.method,
            route: route
              .url()
              .split('?')[0]!
              .replace(/\/\d+(?=\/|$)/, '/:id'),
            reason: 'not staff',
            count: 1,
          },
        });
      }
    },
  );

  it(`POST /api/staff/media answers ${expected} and stores nothing`, async () => {
    const answer = await upload(server, tokens[who], pngImage(), 'a.png', 'image/png');
    expect(answer.status).toBe(expected);
  });
});

describe('as staff', () => {
  // In order: the deletions come after the edits of the same item.
  it.each(
    ROUTES.map((r) => [`${r.method} ${r.url().replace(/\/\d+(?=\/|$)/, '/:id')}`, r] as const),
  )('%s answers', async (_label, route) => {
    const answer = await call(server, route.url(), {
      method: route.method,
      json: route.json,
      token: tokens.staff,
    });
    expect([answer.status, answer.text.slice(0, 200)]).toEqual([route.ok, expect.any(String)]);
  });

  it('POST /api/staff/media answers 201 with the URL', async () => {
    const answer = await upload(server, tokens.staff, pngImage(), 'a.png', 'image/png');
    expect(answer.status).toBe(201);
  });

  it('loses access on its next request once demoted, and regains it when promoted', async () => {
    const other = await newStaff(server, 'other');
    expect((await call(server, '/api/staff/audit', { token: other.token })).status).toBe(200);
    const demote = await call(server, `/api/staff/users/${other.id}`, {
      method: 'PATCH',
      json: { role: 'member' },
      token: tokens.staff,
    });
    expect(demote.status).toBe(200);
    expect((await call(server, '/api/staff/audit', { token: other.token })).status).toBe(403);
    expect((await call(server, '/api/profile', { token: other.token })).json).toMatchObject({
      role: 'member',
    });
  });
});
