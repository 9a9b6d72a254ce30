// The job application form posted by the browser itself (before the app runs, or without
// JavaScript): server/site/apply-page.ts, with the posting's page sent with the visitor's XSRF token
// (live-reply.ts). Real HTTP, a real database, real multipart bodies with a small PDF; the build's
// renderer is a small stand-in that writes the form's hidden field when the posting is open and
// the data it was given, as in form-pages-support.ts (the real one: __tests__/prerender-apply.test.tsx
// and e2e/site/applications-early.spec.ts).

import { APPLICATION_MESSAGES } from '../../../contract/values/applications';
import { NOT_MULTIPART } from '../../../server/hiring/apply-form';
import { FORM_EXPIRED } from '../../../server/site/form-reply';
import {
  APPLICANT,
  CV,
  PDF,
  apply,
  cookieOf,
  formBody,
  hidden,
  newPosting,
  pageData,
  queuedTo,
} from '../hiring/application-support';
import { call, startServer, type TestServer } from '../helpers';
import { jobBody } from '../hiring/posting-support';
import { writeRenderer } from '../renderer-support';
import { newStaff, pngImage } from '../staff-support';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => [];
exports.renderDocument = async (route, shell, manifest, { data }) => ({
  status: 200,
  html: shell.replace('</body>', '<main>RENDERED ' + route + '</main>' +
    (data.posting && data.posting.open ? '<form><input type="hidden" name="_xsrf"/></form>' : '') +
    '<script id="page-data" type="application/json">' +
    JSON.stringify(data).replace(/</g, '\\\\u003c') + '</script></body>'),
});
exports.formRefused = () => false;
`;

async function startWithBuild(env: Record<string, string> = {}) {
  const started = await startServer({ env });
  await writeRenderer(started.root, RENDERER);
  return started;
}

let server: TestServer;
let admin: Awaited<ReturnType<typeof newStaff>>;
beforeAll(async () => {
  server = await startWithBuild();
  admin = await newStaff(server, 'apply-page-admin');
});
afterAll(() => server.close());

/** Opens a posting's page as a browser would: its cookie, and the token its form carries. */
async function openPosting(pagePath: string) {
  const page = await call(server, pagePath);
  expect(page.status).toBe(200);
  const cookie = cookieOf(page)!;
  expect(cookie).toBeTruthy();
  expect(hidden(page.text)).toBe(cookie);
  const post = async (
    fields: Record<string, string>,
    options: { xsrf?: string | null; cv?: Parameters<typeof formBody>[1] } = {},
  ) => {
    const token = options.xsrf === undefined ? cookie : options.xsrf;
    const xsrf: Record<string, string> = token === null ? {} : { _xsrf: token };
    const response = await fetch(server.url + pagePath, {
      method: 'POST',
      body: formBody({ ...xsrf, ...fields }, options.cv === undefined ? CV : options.cv),
      headers: { cookie: `XSRF-TOKEN=${cookie}` },
      redirect: 'manual',
    });
    const text = await response.text();
    return { status: response.status, headers: response.headers, text };
  };
  return { page, cookie, post };
}

const storedFor = async (postId: number) =>
  (await call(server, `/api/staff/applications?postId=${postId}`, { token: admin.token })).json as {
    id: number;
    email: string;
  }[];

describe("a posting's page with its form", () => {
  it("carries the visitor's own XSRF token, never cached; a closed one stays shared", async () => {
    const post = await newPosting(server, admin.token);
    const first = await call(server, `/careers/jobs/${post.slug}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('etag')).toBeNull();
    expect(hidden(first.text)).toBe(cookieOf(first));
    // Another visitor, with a cookie of their own: their token, not the first one's.
    const again = await call(server, `/careers/jobs/${post.slug}`, {
      headers: { cookie: 'XSRF-TOKEN=another-visitors-token' },
    });
    expect(hidden(again.text)).toBe('another-visitors-token');
    expect(again.text).not.toContain(cookieOf(first)!);

    const closed = await newPosting(server, admin.token, { closed: true });
    const page = await call(server, `/careers/jobs/${closed.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('name="_xsrf"');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('etag')).toMatch(/^"live-/);
  });
});

describe('the application form without the app', () => {
  it('stores the application with its CV, queues the acknowledgement, then confirms (303)', async () => {
    const post = await newPosting(server, admin.token, { title: 'Form Tester' });
    const pagePath = `/careers/jobs/${post.slug}`;
    const { post: send } = await openPosting(pagePath);
    const email = 'form.candidate@example.com';
    const sent = await send({ ...APPLICANT, email });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toBe(`${pagePath}?applied=1#apply`);

    const [stored, ...more] = await storedFor(post.id);
    expect(more).toEqual([]);
    const detail = await call(server, `/api/staff/applications/${stored!.id}`, {
      token: admin.token,
    });
    expect(detail.json).toMatchObject({
      fullName: APPLICANT.fullName,
      email,
      coverLetter: APPLICANT.coverLetter,
      cv: { name: 'cv.pdf', type: 'pdf', bytes: PDF.length },
    });
    const [ack] = await queuedTo(server, 'application-received', email);
    expect(ack?.subject).toBe('We received your application: Form Tester');

    const confirmation = await call(server, `${pagePath}?applied=1`);
    expect(confirmation.status).toBe(200);
    expect(confirmation.headers.get('cache-control')).toBe('no-store');
    expect(hidden(confirmation.text)).toBe(cookieOf(confirmation));
    const data = pageData(confirmation.text);
    expect(data.posting?.slug).toBe(post.slug);
    expect(data.form).toMatchObject({ form: 'apply', values: {}, attempted: false });
    expect(data.form?.flash?.kind).toBe('success');
  });

  it('refuses a post whose XSRF field is missing or wrong (403), keeping what was typed', async () => {
    const post = await newPosting(server, admin.token);
    const { post: send } = await openPosting(`/careers/jobs/${post.slug}`);
    for (const xsrf of [null, 'not-the-cookie']) {
      const answer = await send(APPLICANT, { xsrf });
      expect(answer.status).toBe(403);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(pageData(answer.text).form).toEqual({
        form: 'apply',
        values: APPLICANT,
        attempted: false,
        flash: { kind: 'error', text: FORM_EXPIRED },
      });
    }
    const noCookie = await fetch(`${server.url}/careers/jobs/${post.slug}`, {
      method: 'POST',
      body: formBody({ _xsrf: 'x', ...APPLICANT }),
      redirect: 'manual',
    });
    expect(noCookie.status).toBe(403);
    expect(await storedFor(post.id)).toEqual([]);
  });

  it('answers a broken rule with the page: its status, the field, and every value typed', async () => {
    const post = await newPosting(server, admin.token);
    const { post: send } = await openPosting(`/careers/jobs/${post.slug}`);
    const typed = {
      ...APPLICANT,
      email: 'not an address',
      coverLetter: 'I write "<script>alert(1)</script>" & more.',
      consent: '',
    };
    const answer = await send(typed);
    expect(answer.status).toBe(400);
    expect(pageData(answer.text).form).toEqual({
      form: 'apply',
      values: typed,
      attempted: true,
      flash: { kind: 'error', text: APPLICATION_MESSAGES.email },
      field: 'email',
    });
    expect(hidden(answer.text)).toBeTruthy();
    expect(await storedFor(post.id)).toEqual([]);
  });

  it('refuses a CV of another type (415), a missing one and one over 5 MB (413), naming it', async () => {
    const post = await newPosting(server, admin.token);
    const { post: send } = await openPosting(`/careers/jobs/${post.slug}`);
    const png = await send(APPLICANT, {
      cv: { bytes: pngImage(), name: 'cv.pdf', type: 'application/pdf' },
    });
    expect(png.status).toBe(415);
    expect(pageData(png.text).form).toMatchObject({
      values: APPLICANT,
      field: 'cv',
      flash: { kind: 'error', text: APPLICATION_MESSAGES.cvType },
    });
    const none = await send(APPLICANT, { cv: null });
    expect(none.status).toBe(400);
    expect(pageData(none.text).form).toMatchObject({
      field: 'cv',
      flash: { text: APPLICATION_MESSAGES.cvMissing },
    });
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await send(APPLICANT, { cv: { ...CV, bytes: big } });
    expect(large.status).toBe(413);
    const { form } = pageData(large.text);
    expect(form).toMatchObject({ field: 'cv', flash: { text: APPLICATION_MESSAGES.cvTooLarge } });
    // The fields before the file in the form's order were read before it was refused.
    expect(form?.values).toMatchObject({ fullName: APPLICANT.fullName, email: APPLICANT.email });
    expect(await storedFor(post.id)).toEqual([]);
  });

  it('answers a closed posting 409 with its page, and an unknown one the 404 page', async () => {
    const post = await newPosting(server, admin.token);
    const { post: send } = await openPosting(`/careers/jobs/${post.slug}`);
    const closedNow = await call(server, `/api/staff/posts/${post.id}`, {
      method: 'PUT',
      token: admin.token,
      json: jobBody({ closed: true }),
    });
    expect(closedNow.status).toBe(200);
    const closed = await send(APPLICANT);
    expect(closed.status).toBe(409);
    expect(pageData(closed.text).posting?.open).toBe(false);
    expect(closed.text).toContain(`RENDERED /careers/jobs/${post.slug}`);
    expect(await storedFor(post.id)).toEqual([]);

    const unknown = await fetch(`${server.url}/careers/jobs/no-such-posting`, {
      method: 'POST',
      body: formBody(APPLICANT),
      redirect: 'manual',
    });
    expect(unknown.status).toBe(404);
    // An internship's form posts to its own list's address; under the jobs there is no page.
    const internship = await newPosting(server, admin.token, { type: 'internship' });
    const underJobs = await fetch(`${server.url}/careers/jobs/${internship.slug}`, {
      method: 'POST',
      body: formBody(APPLICANT),
      redirect: 'manual',
    });
    expect(underJobs.status).toBe(404);
    const { post: sendIntern } = await openPosting(`/careers/internships/${internship.slug}`);
    const sent = await sendIntern({ ...APPLICANT, email: 'intern.form@example.com' });
    expect(sent.headers.get('location')).toBe(
      `/careers/internships/${internship.slug}?applied=1#apply`,
    );
    expect(await storedFor(internship.id)).toHaveLength(1);
  });

  it('takes multipart bodies only, saying so (400)', async () => {
    const post = await newPosting(server, admin.token);
    const { cookie } = await openPosting(`/careers/jobs/${post.slug}`);
    const headers = { cookie: `XSRF-TOKEN=${cookie}` };
    const encoded = await call(server, `/careers/jobs/${post.slug}`, {
      body: new URLSearchParams({ _xsrf: cookie, ...APPLICANT }).toString(),
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect([encoded.status, encoded.json]).toEqual([400, { message: NOT_MULTIPART }]);
    const json = await call(server, `/careers/jobs/${post.slug}`, {
      json: { _xsrf: cookie, ...APPLICANT },
      headers,
    });
    expect([json.status, json.json]).toEqual([400, { message: NOT_MULTIPART }]);
    const empty = await call(server, `/careers/jobs/${post.slug}`, { method: 'POST', headers });
    expect(empty.status).toBe(400);
    expect(await storedFor(post.id)).toEqual([]);
  });
});

it("shares the API's per-address limit: past it, the page again with 429 and Retry-After", async () => {
  const limited = await startWithBuild({ RATE_LIMIT_CONTACT_MAX: '2' });
  try {
    const boss = await newStaff(limited, 'apply-page-boss');
    const post = await newPosting(limited, boss.token);
    expect((await apply(limited, post.slug)).status).toBe(201);
    const page = await call(limited, `/careers/jobs/${post.slug}`);
    const cookie = cookieOf(page)!;
    const send = () =>
      fetch(`${limited.url}/careers/jobs/${post.slug}`, {
        method: 'POST',
        body: formBody({ _xsrf: cookie, ...APPLICANT }),
        headers: { cookie: `XSRF-TOKEN=${cookie}` },
        redirect: 'manual',
      });
    expect((await send()).status).toBe(303);
    const third = await send();
    expect(third.status).toBe(429);
    expect(third.headers.get('retry-after')).toMatch(/^\d+$/);
    const { form } = pageData(await third.text());
    expect(form?.values).toEqual(APPLICANT);
    expect(form?.flash?.text).toMatch(/^Too many applications from your address/);
  } finally {
    await limited.close();
  }
});
