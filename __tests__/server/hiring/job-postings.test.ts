// Job and internship postings over real HTTP, on each store (SQLite always; PostgreSQL with
// TEST_DATABASE_URL): the back office's new fields and their checks, the slug that names each
// posting's page and is kept when the title changes, open and closed postings on the public API,
// each posting's page (rendered with live data: 200 open or closed, 404 unknown) and the
// sitemap. A small stand-in renderer writes the data it was given into the page; the build's
// real one is tested in __tests__/pages/jobPosting.test.tsx and e2e/staff/jobs.spec.ts.

import fs from 'node:fs/promises';
import path from 'node:path';
import { company } from '../../../contract/values/company';
import { type TestServer, call, startServer } from '../helpers';
import { postInput } from './posting-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => [];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>LIVE ' + route + ' ' + JSON.stringify(data) + '</main></body>'),
});
`;

const SITEMAP =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  `  <url><loc>${company.siteUrl}/careers/jobs</loc></url>\n</urlset>\n`;

const HOUR = 3_600_000;

describe.each(STORE_TABLE)('job postings on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    const dist = path.join(server.root, 'dist');
    await fs.writeFile(path.join(dist, '.site', 'render.cjs'), RENDERER);
    await fs.writeFile(path.join(dist, '.site', 'manifest.json'), '{"entry":{},"chunks":{}}');
    await fs.writeFile(path.join(dist, 'sitemap.xml'), SITEMAP);
    token = (await newStaff(server)).token;
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const as = (method: string, url: string, json?: unknown) =>
    call(server, url, { method, json, token });
  const publish = async (fields: Record<string, unknown>) => {
    const answer = await as(
      'POST',
      '/api/staff/posts',
      postInput({ type: 'job', body: 'Build things.', published: true, ...fields }),
    );
    expect(answer.status).toBe(201);
    return answer.json as { id: number; slug: string } & Record<string, unknown>;
  };
  const openJobs = async () =>
    ((await call(server, '/api/posts?type=job')).json as { slug: string }[]).map((p) => p.slug);

  it('keeps every fact staff give, and refuses what does not fit with a reason', async () => {
    const job = await publish({
      title: 'Site Reliability Engineer (Remote)',
      datePosted: '2026-11-20',
      validThrough: '2099-01-31T17:00:00.000Z',
      employmentType: 'CONTRACTOR',
      workplace: 'remote',
      applicantCountry: ' United Kingdom ',
      salaryMinCents: 5_000_000,
      salaryMaxCents: 6_500_000,
      salaryCurrency: 'EUR',
      salaryUnit: 'YEAR',
    });
    expect(job).toMatchObject({
      slug: 'site-reliability-engineer-remote',
      datePosted: '2026-11-20',
      validThrough: '2099-01-31T17:00:00.000Z',
      employmentType: 'CONTRACTOR',
      workplace: 'remote',
      applicantCountry: 'United Kingdom',
      salaryMinCents: 5_000_000,
      salaryMaxCents: 6_500_000,
      salaryCurrency: 'EUR',
      closed: false,
    });

    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ datePosted: '20/11/2026' }, /posting date is not valid/],
      [{ datePosted: '2026-02-30' }, /posting date is not a day of the calendar/],
      [{ validThrough: 'tomorrow' }, /closing time is not valid/],
      [
        { datePosted: '2026-11-20', validThrough: '2026-11-19T12:00:00Z' },
        /closing time must be after the posting date/,
      ],
      [{ employmentType: 'GIG' }, /employment type must be one of: FULL_TIME, PART_TIME/],
      [{ workplace: 'remote', applicantCountry: null }, /remote job needs the country/],
      [{ salaryMaxCents: 100 }, /salary range needs its lowest amount/],
      [{ salaryMinCents: 500, salaryMaxCents: 100 }, /highest salary must not be below/],
      [{ salaryMinCents: -1 }, /lowest salary/i],
      [{ salaryUnit: 'FORTNIGHT' }, /salary period must be one of/],
    ];
    for (const [fields, reason] of refusals) {
      const answer = await as(
        'POST',
        '/api/staff/posts',
        postInput({ type: 'job', title: 'T', body: 'B', published: true, ...fields }),
      );
      expect([fields, answer.status]).toEqual([fields, 400]);
      expect((answer.json as { message: string }).message).toMatch(reason);
    }
  });

  it('names each posting by its title once: a second one gets its own, a new title keeps it', async () => {
    const first = await publish({ title: 'Café Barista & Engineer' });
    const second = await publish({ title: 'Cafe barista engineer' });
    expect(first.slug).toBe('cafe-barista-engineer');
    expect(second.slug).toBe('cafe-barista-engineer-2');
    const renamed = await as(
      'PUT',
      `/api/staff/posts/${first.id}`,
      postInput({ type: 'job', title: 'Head Barista', body: 'Coffee.', published: true }),
    );
    expect(renamed.json).toMatchObject({ title: 'Head Barista', slug: 'cafe-barista-engineer' });
    const page = await call(server, '/api/posts/cafe-barista-engineer');
    expect(page.json).toMatchObject({ title: 'Head Barista', type: 'job', open: true });

    // Created at the same moment, each still gets an address of its own.
    const racing = await Promise.all(
      Array.from({ length: 4 }, () => publish({ title: 'Racing Role' })),
    );
    expect(new Set(racing.map((p) => p.slug))).toEqual(
      new Set(['racing-role', 'racing-role-2', 'racing-role-3', 'racing-role-4']),
    );
  });

  it('lists open postings only; a closed one keeps its page, which says it is closed', async () => {
    const open = await publish({ title: 'Open Role' });
    const closedByStaff = await publish({ title: 'Closed Role', closed: true });
    const expired = await publish({
      title: 'Expired Role',
      datePosted: '2026-01-01',
      validThrough: new Date(Date.now() - HOUR).toISOString(),
    });
    const lasting = await publish({
      title: 'Lasting Role',
      validThrough: new Date(Date.now() + 24 * HOUR).toISOString(),
    });
    const hidden = await publish({ title: 'Draft Role', published: false });

    const listed = await openJobs();
    expect(listed).toEqual(expect.arrayContaining([open.slug, lasting.slug]));
    for (const gone of [closedByStaff, expired, hidden]) expect(listed).not.toContain(gone.slug);

    expect((await call(server, `/api/posts/${open.slug}`)).json).toMatchObject({ open: true });
    for (const closed of [closedByStaff, expired]) {
      const answer = await call(server, `/api/posts/${closed.slug}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toMatchObject({ slug: closed.slug, open: false });
    }
    expect((await call(server, `/api/posts/${hidden.slug}`)).status).toBe(404);
    expect((await call(server, '/api/posts/no-such-role')).status).toBe(404);
    const badSlug = await call(server, '/api/posts/Not%20A%20Slug');
    expect([badSlug.status, badSlug.json]).toEqual([
      400,
      { message: 'The posting’s address is not valid.' },
    ]);

    // Pages: rendered with the posting (open or closed); unknown → the site's 404 page.
    const page = await call(server, `/careers/jobs/${open.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`LIVE /careers/jobs/${open.slug} {"posting":{`);
    expect(page.text).toContain('"open":true');
    const closedPage = await call(server, `/careers/jobs/${closedByStaff.slug}?utm_source=x`);
    expect(closedPage.status).toBe(200);
    expect(closedPage.text).toContain('"open":false');
    for (const missing of [
      '/careers/jobs/no-such-role',
      `/careers/jobs/${hidden.slug}`,
      `/careers/internships/${open.slug}`,
    ]) {
      const answer = await call(server, missing);
      expect([missing, answer.status]).toEqual([missing, 404]);
      expect(answer.text).not.toContain('LIVE');
    }

    // The careers lists are rendered with the open postings.
    const list = await call(server, '/careers/jobs');
    expect(list.text).toContain(open.slug);
    expect(list.text).not.toContain(closedByStaff.slug);

    // The sitemap: the build's pages, and each open posting's page.
    const sitemap = await call(server, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(sitemap.text).toContain(`<loc>${company.siteUrl}/careers/jobs</loc>`);
    expect(sitemap.text).toContain(`<loc>${company.siteUrl}/careers/jobs/${open.slug}</loc>`);
    expect(sitemap.text).toContain(`<loc>${company.siteUrl}/careers/jobs/${lasting.slug}</loc>`);
    for (const gone of [closedByStaff, expired, hidden])
      expect(sitemap.text).not.toContain(gone.slug);
    expect(sitemap.text.trimEnd().endsWith('</urlset>')).toBe(true);

    // Staff close the open one: it leaves the list and the sitemap at once.
    await as(
      'PUT',
      `/api/staff/posts/${open.id}`,
      postInput({
        type: 'job',
        title: 'Open Role',
        body: 'Build things.',
        published: true,
        closed: true,
      }),
    );
    expect(await openJobs()).not.toContain(open.slug);
    expect((await call(server, '/sitemap.xml')).text).not.toContain(open.slug);
    expect((await call(server, `/careers/jobs/${open.slug}`)).text).toContain('"open":false');
  });
});
