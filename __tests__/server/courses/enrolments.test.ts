// Courses and certificates over real HTTP (docs/product.md §10.18): enrolling and leaving, the
// staff marking a course completed and recording an internship, the profile's figures counted
// from those records, and the certificate's public view. On each store (SQLite, and PostgreSQL
// when TEST_DATABASE_URL names one).

import { type TestServer, call, newUser, startServer } from '../helpers';
import { postInput } from '../hiring/posting-support';
import { writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';

/** A stand-in for the build's renderer: the page carries the data it was rendered with. */
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['enrolment'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => ({
  status: notFound ? 404 : 200,
  html: shell.replace('</body>', '<main>PAGE ' + route + '</main><script id="page-data" ' +
    'type="application/json">' + JSON.stringify(data.certificate || null) + '</script></body>'),
});
`;

let server: TestServer;
let admin: { email: string; token: string; id: number };

const enrol = (token: string | undefined, course: string) =>
  call(server, '/api/enrolments', { token, json: { course } });

const profile = async (token: string) => (await call(server, '/api/profile', { token })).json;

/** The staff list's enrolment of `email` in `course`. */
async function staffEnrolment(email: string, course = 'webdevelopment') {
  const page = await call(server, '/api/staff/enrolments', { token: admin.token });
  expect(page.status).toBe(200);
  const items = (
    page.json as { items: { id: number; course: string; member: { email: string } }[] }
  ).items;
  return items.find((e) => e.member.email === email && e.course === course);
}

async function completed(email: string, token: string, day = '2026-05-04') {
  expect((await enrol(token, 'webdevelopment')).status).toBe(201);
  const row = await staffEnrolment(email);
  const answer = await call(server, `/api/staff/enrolments/${row!.id}/complete`, {
    token: admin.token,
    json: { completedOn: day },
  });
  expect(answer.status).toBe(200);
  return answer.json as { certificateCode: string; status: string; completedOn: string };
}

describe.each(STORE_TABLE)('on %s', (_name, harness) => {
  let database: FreshDatabase;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    await writeRenderer(server.root, RENDERER);
    admin = await newStaff(server, 'admin');
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  describe('enrolling', () => {
    it('enrols a member in an available course, once, and lets them leave it', async () => {
      const { token } = await newUser(server, 'learner');
      const first = await enrol(token, 'webdevelopment');
      expect(first.status).toBe(201);
      expect(first.json).toMatchObject({
        course: 'webdevelopment',
        title: 'Web Development',
        status: 'enrolled',
        completedOn: null,
        certificateCode: null,
      });
      expect((await enrol(token, 'webdevelopment')).status).toBe(409);
      expect(await profile(token)).toMatchObject({ enrolledCourses: 1, completedCourses: 0 });
      const mine = await call(server, '/api/enrolments', { token });
      expect(mine.json).toMatchObject({
        enrolments: [{ course: 'webdevelopment' }],
        internships: [],
      });

      const left = await call(server, '/api/enrolments/webdevelopment', {
        token,
        method: 'DELETE',
      });
      expect(left.status).toBe(204);
      expect(await profile(token)).toMatchObject({ enrolledCourses: 0 });
      const again = await call(server, '/api/enrolments/webdevelopment', {
        token,
        method: 'DELETE',
      });
      expect(again.status).toBe(404);
    });

    it('refuses a course that is not available, or not in the catalogue, with the reason', async () => {
      const { token } = await newUser(server);
      const closed = await enrol(token, 'mobile-app-development');
      expect(closed.status).toBe(400);
      expect(closed.json).toEqual({
        message: 'This course is not open for enrolment at the moment.',
      });
      const unknown = await enrol(token, 'astrology');
      expect(unknown.status).toBe(400);
      expect(unknown.json).toEqual({ message: 'There is no such course.' });
      expect((await enrol(token, '../x')).status).toBe(400);
      expect(await profile(token)).toMatchObject({ enrolledCourses: 0 });
    });

    it('answers 401 without a session', async () => {
      expect((await enrol(undefined, 'webdevelopment')).status).toBe(401);
      expect((await call(server, '/api/enrolments')).status).toBe(401);
      const leave = await call(server, '/api/enrolments/webdevelopment', { method: 'DELETE' });
      expect(leave.status).toBe(401);
    });
  });

  describe('staff mark a course completed', () => {
    it('refuses members and editors (403), before anything changes', async () => {
      const member = await newUser(server, 'm');
      await enrol(member.token, 'webdevelopment');
      const row = await staffEnrolment(member.email);
      const editor = await newStaff(server, 'editor', 'editor');
      for (const token of [member.token, editor.token]) {
        const list = await call(server, '/api/staff/enrolments', { token });
        expect(list.status).toBe(403);
        const done = await call(server, `/api/staff/enrolments/${row!.id}/complete`, {
          token,
          json: { completedOn: '2026-01-02' },
        });
        expect(done.status).toBe(403);
      }
      expect(await profile(member.token)).toMatchObject({
        enrolledCourses: 1,
        completedCourses: 0,
      });
    });

    it('completes it with a certificate, audited; the profile counts it; it cannot be left', async () => {
      const member = await newUser(server, 'grad');
      const done = await completed(member.email, member.token);
      expect(done).toMatchObject({ status: 'completed', completedOn: '2026-05-04' });
      expect(done.certificateCode).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(await profile(member.token)).toMatchObject({
        enrolledCourses: 0,
        completedCourses: 1,
      });
      const leave = await call(server, '/api/enrolments/webdevelopment', {
        token: member.token,
        method: 'DELETE',
      });
      expect(leave.status).toBe(409);
      const row = await staffEnrolment(member.email);
      const twice = await call(server, `/api/staff/enrolments/${row!.id}/complete`, {
        token: admin.token,
        json: { completedOn: '2026-05-05' },
      });
      expect(twice.status).toBe(409);
      const audit = await call(server, '/api/staff/audit', { token: admin.token });
      const entries = (audit.json as { items: { action: string; entityId: number }[] }).items;
      expect(entries).toContainEqual(
        expect.objectContaining({ action: 'enrolment.complete', entityId: row!.id }),
      );
    });

    it('records a completed internship from an internship posting', async () => {
      const member = await newUser(server, 'intern');
      const post = await call(server, '/api/staff/posts', {
        token: admin.token,
        json: postInput({
          type: 'internship',
          title: 'Design intern',
          body: 'Six months.',
          published: true,
        }),
      });
      expect(post.status).toBe(201);
      const postId = (post.json as { id: number }).id;
      const record = (body: object) =>
        call(server, '/api/staff/internships', { token: admin.token, json: body });
      const unknownMember = await record({
        email: 'nobody@example.com',
        postId,
        completedOn: '2026-03-01',
      });
      expect(unknownMember.status).toBe(404);
      const recorded = await record({ email: member.email, postId, completedOn: '2026-03-01' });
      expect(recorded.status).toBe(201);
      expect(recorded.json).toMatchObject({ title: 'Design intern', completedOn: '2026-03-01' });
      expect(await profile(member.token)).toMatchObject({ completedInternships: 1 });
      const editor = await newStaff(server, 'ed2', 'editor');
      const refused = await call(server, '/api/staff/internships', {
        token: editor.token,
        json: { email: member.email, postId, completedOn: '2026-03-01' },
      });
      expect(refused.status).toBe(403);
    });
  });

  describe('the certificate', () => {
    it('shows anyone the name, the course and the date, and nothing else', async () => {
      const member = await newUser(server, 'cert');
      await call(server, '/api/profile', {
        token: member.token,
        method: 'PUT',
        json: { name: 'Grace Hopper', phone: '+44 7700 900123', address: '1 Secret Lane' },
      });
      const { certificateCode } = await completed(member.email, member.token, '2026-06-30');
      const answer = await call(server, `/api/certificates/${certificateCode}`);
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({
        name: 'Grace Hopper',
        course: 'Web Development',
        completedOn: '2026-06-30',
      });
      expect(answer.text).not.toContain(member.email);
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
    });

    it('has a page the server renders with only its public data; an unknown code is the 404 page', async () => {
      const member = await newUser(server, 'page');
      const { certificateCode } = await completed(member.email, member.token, '2026-07-01');
      const page = await call(server, `/certificates/${certificateCode}`);
      expect(page.status).toBe(200);
      expect(page.text).toContain(`PAGE /certificates/${certificateCode}`);
      const data = /<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(
        page.text,
      );
      expect(JSON.parse(data![1]!)).toEqual({
        code: certificateCode,
        name: member.email.split('@')[0],
        course: 'Web Development',
        completedOn: '2026-07-01',
      });
      for (const code of ['B'.repeat(22), 'not-a-code']) {
        const missing = await call(server, `/certificates/${code}`);
        expect(missing.status).toBe(404);
      }
    });

    it('answers 404 for an unknown code and 400 for one of the wrong form', async () => {
      const unknown = await call(server, `/api/certificates/${'A'.repeat(22)}`);
      expect(unknown.status).toBe(404);
      expect(unknown.json).toEqual({ message: 'There is no certificate with this code.' });
      expect((await call(server, '/api/certificates/short')).status).toBe(400);
    });

    it('an enrolment not yet completed has no certificate', async () => {
      const member = await newUser(server, 'pending');
      const answer = await enrol(member.token, 'webdevelopment');
      expect((answer.json as { certificateCode: unknown }).certificateCode).toBeNull();
    });
  });
});
