// The editor's live preview (POST /api/staff/documents/<key>/render; server/site/preview-page.ts):
// the page a document shows on, rendered with a draft that is not saved, for staff only; a draft
// its schema refuses answers 400 with the field and the reason. And the banner of a preview opened
// on its own (GET /preview/<key>), which real pages never carry. Real HTTP, SQLite and PostgreSQL.

import { DOCUMENTS } from '../../../contract/documents';
import { type TestServer, call, newUser, startServer } from '../helpers';
import { STORE_TABLE, type FreshDatabase } from '../stores';
import { newStaff } from '../staff-support';
import { writeRenderer } from '../renderer-support';

// The build's renderer stand-in: the home page's headline (and on a case study's page, the study's
// title, or 404 for a slug no study has or one ending in -404), its stylesheet inlined as the build's renderer inlines it
// (src/prerender.tsx), its data and a script, which the frame must not carry.
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['home'];
exports.renderDocument = async (route, shell, manifest, { readStyle, data }) => {
  const study = route.startsWith('/case-studies/') &&
    data.documents.caseStudies.studies.find((s) => '/case-studies/' + s.slug === route);
  return {
  status: route.startsWith('/case-studies/') && (!study || route.endsWith('-404')) ? 404 : 200,
  html: shell.replace('</head>', '<style data-href="/assets/page.css">' +
      readStyle('/assets/page.css') + '</style></head>')
    .replace('</body>', '<main>PAGE ' + route + ': ' + data.documents.home.hero.headline +
      (study ? ' STUDY ' + study.title : '') +
      '</main><script id="page-data" type="application/json">{}</script>' +
      '<script src="/assets/main.js"></script></body>'),
  };
};
`;

type State = { revision: number; published: typeof DOCUMENTS.home.seed; draft: unknown };

describe.each(STORE_TABLE)('the live preview on %s', (_name, harness) => {
  let database: FreshDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await harness.fresh();
    server = await startServer({ env: database.env });
    await writeRenderer(server.root, RENDERER);
  });

  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const render = (data: unknown, token?: string) =>
    call(server, '/api/staff/documents/home/render', { token, json: { revision: 1, data } });
  const withHeadline = (headline: string) => ({
    ...DOCUMENTS.home.seed,
    hero: { ...DOCUMENTS.home.seed.hero, headline },
  });

  it('renders the page with the typed draft for editors and admins, saving nothing', async () => {
    for (const role of ['editor', 'admin'] as const) {
      const staffer = await newStaff(server, role, role);
      const before = (await call(server, '/api/staff/documents/home', { token: staffer.token }))
        .json as State;
      const answer = await render(withHeadline(`Words typed by an ${role}`), staffer.token);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('x-robots-tag')).toBe('noindex');
      expect(answer.text).toContain(`PAGE /: Words typed by an ${role}`);
      expect(answer.text).toContain('<meta name="robots" content="noindex">');
      // For a frame of the back office: the stylesheet linked (its policy allows no other inline
      // style), and no script.
      expect(answer.text).toContain('<link rel="stylesheet" href="/assets/page.css">');
      expect(answer.text).not.toMatch(/<style data-href|<script\b/);
      // Nothing saved: the document's revision and draft are as they were, visitors see neither.
      const after = (await call(server, '/api/staff/documents/home', { token: staffer.token }))
        .json as State;
      expect(after.revision).toBe(before.revision);
      expect(after.draft).toEqual(before.draft);
      expect((await call(server, '/')).text).not.toContain('Words typed');
    }
  });

  it('answers only staff', async () => {
    expect((await render(withHeadline('Anyone'))).status).toBe(401);
    const customer = await newUser(server, 'customer');
    const refused = await render(withHeadline('A customer'), customer.token);
    expect(refused.status).toBe(403);
    expect(refused.text).not.toContain('A customer');
  });

  it('refuses a draft its schema refuses, with the field and the reason', async () => {
    const editor = await newStaff(server, 'invalid', 'editor');
    const answer = await render(
      { ...DOCUMENTS.home.seed, hero: { ...DOCUMENTS.home.seed.hero, headline: 42 } },
      editor.token,
    );
    expect(answer.status).toBe(400);
    const reason = answer.json as { message: string; field?: string };
    expect(reason.field).toBe('data.hero.headline');
    expect(reason.message).toMatch(/\S/);
  });

  it('shows a preview opened on its own under a banner, and real pages without it', async () => {
    const editor = await newStaff(server, 'banner', 'editor');
    const asked = await call(server, '/api/staff/documents/home/preview', {
      token: editor.token,
      json: {},
    });
    const { url } = asked.json as { url: string };
    const until = new Date(Number(new URL(url, server.url).searchParams.get('until')));
    const preview = await call(server, url);
    expect(preview.status).toBe(200);
    expect(preview.text).toMatch(
      /<aside class="preview-banner" aria-label="Preview"><p role="status">Preview: not published\./,
    );
    expect(preview.text).toContain(
      `<time datetime="${until.toISOString()}">${until.toISOString().slice(11, 16)} UTC</time>`,
    );
    // Its stylesheet is allowed by the page's policy, by hash.
    expect(preview.headers.get('content-security-policy')).toMatch(/style-src 'self' 'sha256-/);
    expect((await call(server, '/')).text).not.toContain('preview-banner');
  });

  it('shows the page of the list item being edited when it has one: a case study’s own', async () => {
    const editor = await newStaff(server, 'studies', 'editor');
    const seed = DOCUMENTS.caseStudies.seed;
    const studies = [...seed.studies];
    studies[1] = { ...studies[1]!, title: 'A draft story', slug: 'a-draft-story' };
    const draft = { ...seed, studies };
    const renderAt = (query: string) =>
      call(server, `/api/staff/documents/caseStudies/render${query}`, {
        token: editor.token,
        json: { revision: 1, data: draft },
      });
    const own = await renderAt('?list=studies&item=1');
    expect(own.status).toBe(200);
    expect(own.text).toContain('PAGE /case-studies/a-draft-story: ');
    expect(own.text).toContain('STUDY A draft story');
    // No item, another list, an item that is none: the document's page, the list of studies.
    for (const query of ['', '?list=results&item=1', '?list=studies&item=9']) {
      const list = await renderAt(query);
      expect(list.status).toBe(200);
      expect(list.text).toMatch(/PAGE \/case-studies: [^<]*<\/main>/);
    }
    // An item's page that does not render (the stand-in's 404): the list instead.
    const gone = await call(server, '/api/staff/documents/caseStudies/render?list=studies&item=1', {
      token: editor.token,
      json: {
        revision: 1,
        data: { ...draft, studies: [studies[0]!, { ...studies[0]!, slug: 'story-404' }] },
      },
    });
    expect(gone.text).toMatch(/PAGE \/case-studies: /);
    expect((await renderAt('?item=-1')).status).toBe(400);
  });
});
