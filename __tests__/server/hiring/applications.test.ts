// Applying for a job (docs/product.md §10.17) over real HTTP: a PDF and a Word document are
// taken, told apart by their bytes; anything else, a CV over 5 MB, a closed or unknown posting
// and a broken field are refused with a reason; the per-address limit holds; the candidate's
// acknowledgement is queued with the application. The CV is served to admins only, as a private
// attachment.

import { APPLICATION_MESSAGES } from '../../../contract/values/applications';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { newStaff } from '../staff-support';
import { APPLICANT, DOCX, PDF, apply, newPosting, queuedTo, zipOf } from './application-support';
import { pngImage } from '../staff-support';

let server: TestServer;
let admin: Awaited<ReturnType<typeof newStaff>>;

beforeAll(async () => {
  server = await startServer();
  admin = await newStaff(server, 'hiring-admin');
});
afterAll(() => server.close());

const detail = (id: number, token = admin.token) =>
  call(server, `/api/staff/applications/${id}`, { token });

describe('applying', () => {
  it('takes a PDF, stores the application and queues the acknowledgement with the role', async () => {
    const post = await newPosting(server, admin.token, { title: 'Kestrel Tester' });
    const email = 'pdf.candidate@example.com';
    const answer = await apply(server, post.slug, { email });
    expect(answer.status).toBe(201);
    const id = answer.json.id as number;
    const stored = await detail(id);
    expect(stored.json).toMatchObject({
      fullName: APPLICANT.fullName,
      email,
      stage: 'new',
      postTitle: 'Kestrel Tester',
      portfolioUrl: 'https://ada.example',
      cv: { name: 'cv.pdf', type: 'pdf', bytes: PDF.length },
      retentionDays: 180,
    });
    const [ack] = await queuedTo(server, 'application-received', email);
    expect(ack?.subject).toBe('We received your application: Kestrel Tester');
    expect(ack?.text).toContain(`Hello ${APPLICANT.fullName},`);
    expect(ack?.text).not.toContain('{');
  });

  it('takes a Word document told by its bytes, whatever its name says', async () => {
    const post = await newPosting(server, admin.token);
    const answer = await apply(
      server,
      post.slug,
      {},
      {
        bytes: DOCX,
        name: 'my cv (final).bin',
        type: 'application/octet-stream',
      },
    );
    expect(answer.status).toBe(201);
    const stored = await detail(answer.json.id as number);
    expect(stored.json).toMatchObject({ cv: { name: 'my_cv_final_.docx', type: 'docx' } });
  });

  it('refuses PNG bytes named .pdf, and a ZIP that is not a Word document', async () => {
    const post = await newPosting(server, admin.token);
    const png = await apply(
      server,
      post.slug,
      {},
      {
        bytes: pngImage(),
        name: 'cv.pdf',
        type: 'application/pdf',
      },
    );
    expect(png.status).toBe(415);
    expect(png.json).toEqual({ message: APPLICATION_MESSAGES.cvType, field: 'cv' });
    const zip = await apply(
      server,
      post.slug,
      {},
      {
        bytes: zipOf({ 'notes.txt': 'hello' }),
        name: 'cv.docx',
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    );
    expect(zip.status).toBe(415);
  });

  it('refuses a CV over 5 MB with 413', async () => {
    const post = await newPosting(server, admin.token);
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    const answer = await apply(
      server,
      post.slug,
      {},
      { bytes: big, name: 'cv.pdf', type: 'application/pdf' },
    );
    expect(answer.status).toBe(413);
    expect(answer.json.message).toBe(APPLICATION_MESSAGES.cvTooLarge);
  });

  it('names the field at fault: a link that is not http(s), no consent, no CV', async () => {
    const post = await newPosting(server, admin.token);
    const link = await apply(server, post.slug, { githubUrl: 'javascript:alert(1)' });
    expect(link.status).toBe(400);
    expect(link.json).toEqual({ message: APPLICATION_MESSAGES.link, field: 'githubUrl' });
    const consent = await apply(server, post.slug, { consent: '' });
    expect(consent.json).toEqual({ message: APPLICATION_MESSAGES.consent, field: 'consent' });
    const noCv = await apply(server, post.slug, {}, null);
    expect(noCv.json).toEqual({ message: APPLICATION_MESSAGES.cvMissing, field: 'cv' });
    const json = await call(server, `/api/posts/${post.slug}/applications`, { json: APPLICANT });
    expect(json.status).toBe(400);
  });

  it('refuses a closed posting (409), a past closing time (409) and an unknown one (404)', async () => {
    const closed = await newPosting(server, admin.token, { closed: true });
    expect((await apply(server, closed.slug)).status).toBe(409);
    const past = await newPosting(server, admin.token, {
      datePosted: '2020-01-01',
      validThrough: '2020-02-01T17:00:00.000Z',
    });
    const answer = await apply(server, past.slug);
    expect(answer.status).toBe(409);
    expect(answer.json.message).toMatch(/closed/);
    const hidden = await newPosting(server, admin.token, { published: false });
    expect((await apply(server, hidden.slug)).status).toBe(404);
    expect((await apply(server, 'no-such-posting')).status).toBe(404);
  });
});

describe('the CV', () => {
  it('is served to admins only, as a private attachment', async () => {
    const post = await newPosting(server, admin.token);
    const { json } = await apply(server, post.slug);
    const url = `/api/staff/applications/${json.id as number}/cv`;
    expect((await call(server, url)).status).toBe(401);
    const member = await newUser(server, 'member');
    expect((await call(server, url, { token: member.token })).status).toBe(403);
    const editor = await newStaff(server, 'editor', 'editor');
    expect((await call(server, url, { token: editor.token })).status).toBe(403);

    const response = await fetch(server.url + url, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="cv.pdf"');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    const history = (await detail(json.id as number)).json as { history: { action: string }[] };
    expect(history.history.map((h) => h.action)).toContain('application.cv-download');
  });

  it('is nowhere in the public media library', async () => {
    const media = await call(server, '/api/staff/media', { token: admin.token });
    expect(media.text).not.toContain('cv.pdf');
  });
});

describe('throttling', () => {
  it('answers 429 past the per-address limit, like the contact form', async () => {
    const limited = await startServer({ env: { RATE_LIMIT_CONTACT_MAX: '2' } });
    try {
      const boss = await newStaff(limited, 'boss');
      const post = await newPosting(limited, boss.token);
      expect((await apply(limited, post.slug)).status).toBe(201);
      expect((await apply(limited, post.slug)).status).toBe(201);
      const third = await apply(limited, post.slug);
      expect(third.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
