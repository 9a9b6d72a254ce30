// The back office's API over real HTTP, its collections (postings, products, testimonials): what
// staff change shows on the public API at once, each change writes its audit row, bad input
// answers 400 with a reason (never 500), unknown ids 404; searching and listing them. The inbox
// and the accounts: staff-api-inbox-accounts.test.ts; uploads: staff-api-uploads.test.ts.

import { type TestServer, call, startServer } from '../../helpers';
import { newStaff } from '../../staff-support';
import { jobBody, postInput } from '../../hiring/posting-support';
import { staffCalls } from './staff-api-support';

let server: TestServer;
let staff: { token: string; id: number; email: string };

beforeAll(async () => {
  server = await startServer();
  staff = await newStaff(server);
});
afterAll(() => server.close());

const { as, lastAudit } = staffCalls(() => ({ server, staff }));

it('publishes a job on /api/posts at once, edits and unpublishes it, each change audited', async () => {
  const rust = { type: 'job', title: '  Rust Engineer ', body: 'Write fast services.' };
  const created = await as('POST', '/api/staff/posts', postInput({ ...rust, published: true }));
  expect(created.status).toBe(201);
  const job = created.json as { id: number; title: string };
  expect(job.title).toBe('Rust Engineer');
  const jobs = (await call(server, '/api/posts?type=job')).json as { id: number }[];
  expect(jobs).toContainEqual(
    expect.objectContaining({ id: job.id, title: 'Rust Engineer', body: 'Write fast services.' }),
  );
  expect((await lastAudit()).items[0]).toMatchObject({
    action: 'post.create',
    actorEmail: staff.email,
    before: null,
    after: { title: 'Rust Engineer' },
  });

  const edited = await as(
    'PUT',
    `/api/staff/posts/${job.id}`,
    postInput({ ...rust, title: 'Rust Engineer', published: false }),
  );
  expect(edited.status).toBe(200);
  const after = (await call(server, '/api/posts?type=job')).json as { id: number }[];
  expect(after.map((p) => p.id)).not.toContain(job.id);
  expect((await lastAudit()).items[0]).toMatchObject({
    action: 'post.update',
    before: { published: true },
    after: { published: false },
  });

  expect((await as('DELETE', `/api/staff/posts/${job.id}`)).status).toBe(204);
  expect((await as('DELETE', `/api/staff/posts/${job.id}`)).status).toBe(404);
  expect((await lastAudit()).items[0]).toMatchObject({ action: 'post.delete', after: null });
});

it('keeps the public shapes: the seeded demo content, prices in currency units', async () => {
  const products = (await call(server, '/api/products')).json as { id: number; price: number }[];
  expect(products.find((p) => p.id === 1)).toMatchObject({ price: 59, rating: { rate: 4.7 } });
  const staffProducts = (await as('GET', '/api/staff/products')).json as {
    items: { id: number; priceCents: number }[];
  };
  expect(staffProducts.items.find((p) => p.id === 1)?.priceCents).toBe(5900);
  const created = await as('POST', '/api/staff/products', {
    title: 'Audit Lite',
    priceCents: 12345,
    description: 'A quick audit.',
    category: 'audits',
    image: '/media/products/harbour-agency-template.svg',
    published: true,
  });
  expect(created.status).toBe(201);
  const audits = (await call(server, '/api/products?category=audits')).json as {
    title: string;
    price: number;
  }[];
  expect(audits).toContainEqual(expect.objectContaining({ title: 'Audit Lite', price: 123.45 }));
  const testimonials = (await call(server, '/api/ts/getall')).json as unknown[];
  expect(testimonials.length).toBeGreaterThanOrEqual(6);
});

it.each([
  ['/api/staff/posts', jobBody({ type: 'blog' }), /type/i],
  ['/api/staff/posts', jobBody({ title: '   ' }), /blank/],
  ['/api/staff/posts', jobBody({ published: undefined }), /published.*required/i],
  ['/api/staff/posts', jobBody({ published: 'yes' }), /boolean/],
  [
    '/api/staff/testimonials',
    { name: 'A', designation: 'B', message: 'C', photo: 'javascript:alert(1)', published: true },
    /photo/i,
  ],
  [
    '/api/staff/products',
    {
      title: 'A',
      priceCents: 9.5,
      description: 'B',
      category: 'templates',
      image: '/media/x.png',
      published: true,
    },
    /price/i,
  ],
  [
    '/api/staff/products',
    {
      title: 'A',
      priceCents: 100,
      description: 'B',
      category: 'cars',
      image: '/media/x.png',
      published: true,
    },
    /category/i,
  ],
])('POST %s refuses a bad body with a reason: %j', async (url, body, reason) => {
  const auditBefore = (await lastAudit()).items[0];
  const answer = await as('POST', url, body);
  expect(answer.status).toBe(400);
  expect((answer.json as { message: string }).message).toMatch(reason);
  expect((await lastAudit()).items[0]).toEqual(auditBefore);
});

it.each([
  ['PATCH', '/api/staff/messages/999999', { status: 'handled' }, 404],
  ['PATCH', '/api/staff/messages/abc', { status: 'handled' }, 400],
  ['PATCH', '/api/staff/messages/99999999999', { status: 'handled' }, 404],
  ['PATCH', '/api/staff/messages/1', { status: 'deleted' }, 400],
  [
    'PUT',
    '/api/staff/testimonials/424242',
    { name: 'A', designation: 'B', message: 'C', photo: null, published: true },
    404,
  ],
  ['DELETE', '/api/staff/products/424242', undefined, 404],
  ['PATCH', '/api/staff/users/424242', { role: 'member' }, 404],
  ['PATCH', '/api/staff/users/1', { role: 'owner' }, 400],
  ['GET', '/api/staff/messages?cursor=a%20b', undefined, 400],
  ['GET', '/api/staff/audit?cursor=bm90IGEgY3Vyc29y', undefined, 400],
  ['GET', '/api/staff/users?cursor=WzEsMl0', undefined, 400],
  ['GET', '/api/staff/products?cursor=e30', undefined, 400],
])('%s %s answers %s', async (method, url, body, status) => {
  const answer = await as(method, url, body);
  expect(answer.status).toBe(status);
  expect((answer.json as { message: string }).message).toEqual(expect.any(String));
});

it('searches each collection by its searchable fields; an overlong search answers 400', async () => {
  const created = await as('POST', '/api/staff/testimonials', {
    name: 'Quentin Marlowe',
    designation: 'CTO, Harbourlight',
    message: 'They shipped on time.',
    photo: null,
    published: false,
  });
  expect(created.status).toBe(201);
  const found = await as('GET', '/api/staff/testimonials?q=HARBOURLIGHT');
  expect(found.status).toBe(200);
  expect(found.json).toMatchObject({ total: 1, next: null, items: [{ name: 'Quentin Marlowe' }] });
  const products = await as('GET', '/api/staff/products?q=zzqx');
  expect(products.json).toMatchObject({ items: [], total: 0 });
  const tooLong = await as('GET', `/api/staff/posts?q=${'x'.repeat(201)}`);
  expect(tooLong.status).toBe(400);
  expect(tooLong.json).toEqual({ message: expect.stringMatching(/q/) });
});

it('lists one kind of posting, up to 100 a page, published or not; other lists refuse both', async () => {
  const stamp = Date.now();
  for (let i = 0; i < 21; i += 1) {
    const job = {
      type: 'job',
      title: `Filler job ${stamp} ${i}`,
      body: 'A job.',
      published: i > 0,
    };
    expect((await as('POST', '/api/staff/posts', postInput(job))).status).toBe(201);
  }
  const intern = { type: 'internship', title: `Intern ${stamp}`, body: 'Learn.', published: false };
  expect((await as('POST', '/api/staff/posts', postInput(intern))).status).toBe(201);

  // Unfiltered, 20 a page: the internship is one of many postings.
  const all = (await as('GET', '/api/staff/posts')).json as { items: unknown[]; total: number };
  expect(all.items).toHaveLength(20);
  const internships = await as('GET', '/api/staff/posts?type=internship&limit=100');
  expect(internships.status).toBe(200);
  const page = internships.json as { items: { type: string; title: string }[]; total: number };
  expect(page.items.every((item) => item.type === 'internship')).toBe(true);
  expect(page.items.map((item) => item.title)).toContain(`Intern ${stamp}`);
  expect(page.total).toBe(page.items.length);
  const jobs = (await as('GET', '/api/staff/posts?type=job&limit=100')).json as {
    items: { type: string }[];
    total: number;
  };
  expect(jobs.items.length).toBeGreaterThan(20);
  expect(jobs.items.every((item) => item.type === 'job')).toBe(true);
  expect(jobs.total + page.total).toBe(all.total);

  for (const url of [
    '/api/staff/posts?type=blog',
    '/api/staff/posts?limit=101',
    '/api/staff/posts?limit=0',
    '/api/staff/testimonials?type=job',
    '/api/staff/products?limit=50',
  ]) {
    const refused = await as('GET', url);
    expect([url, refused.status]).toEqual([url, 400]);
    expect((refused.json as { message: string }).message).toMatch(/type|limit|property/i);
  }
});
