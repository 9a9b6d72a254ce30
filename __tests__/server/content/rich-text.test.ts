// Rich text in a content document over real HTTP, on each database: a case study's story whose
// link leads where a visitor may not go is refused with a 400 at its field, in words (on a draft
// save, a live preview and a publish); a good one is saved, published and given to the page's
// renderer as stored; and migration 21 turns the story of the published document, its draft and
// every version from plain paragraphs into rich text with the same words.

import { caseStudiesSeed } from '../../../contract/documents/caseStudies/seed';
import { plainText } from '../../../contract/values/content/rich-text';
import { openPostgres, openSqlite } from '../../../server/db/dialect';
import { MIGRATIONS, migrate } from '../../../server/db/migrations';
import { type TestServer, call, startServer } from '../helpers';
import { writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';
import { type FreshDatabase, STORE_TABLE } from '../stores';
import { pageShowing } from './document-support';

// A stand-in renderer writing the story of the study its address names, as the page's data holds it.
const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async () => ['site', 'company', 'caseStudies'];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => {
  const slug = route.split('/')[2];
  const study = data.documents.caseStudies.studies.find((s) => s.slug === slug);
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>STORY ' + JSON.stringify(study && study.challenge) + '</main></body>'),
  };
};
`;

type Study = (typeof caseStudiesSeed.studies)[number];
const [first] = caseStudiesSeed.studies as [Study, ...Study[]];
const text = (words: string, format?: number) => ({ type: 'text', text: words, format });
const story = (url: string) => ({
  root: {
    type: 'root' as const,
    children: [
      { type: 'heading', tag: 'h2', children: [text('Where it began')] },
      {
        type: 'paragraph',
        children: [
          text('We read '),
          text('every', 1),
          text(' report: see '),
          { type: 'link', url, children: [text('our prices')] },
          text('.'),
        ],
      },
    ],
  },
});

describe.each(STORE_TABLE)('rich text on %s', (name, harness) => {
  let database: FreshDatabase;
  let site: TestServer;
  let token: string;

  beforeAll(async () => {
    database = await harness.fresh();
  });
  afterAll(async () => {
    await site?.close();
    await database.dispose();
  });

  const opened = () =>
    name === 'SQLite'
      ? openSqlite(database.config.databaseFile)
      : openPostgres({ url: database.config.databaseUrl! });

  it('migration 21 turns the story of what is published, the draft and every version', async () => {
    const before = opened();
    try {
      expect(await migrate(before.db, before.dialect, MIGRATIONS.slice(0, 20))).toBe(20);
    } finally {
      await before.close();
    }
    // The document as the former schema held it: each study's story plain paragraphs.
    const plain = (edit: string) => ({
      ...caseStudiesSeed,
      studies: caseStudiesSeed.studies.map((study) => ({
        ...study,
        challenge: `${plainText(study.challenge)}${edit}`,
        solution: plainText(study.solution),
      })),
    });
    const json = (edit: string) => `'${JSON.stringify(plain(edit)).replace(/'/g, "''")}'`;
    const at = "'2026-11-01T10:00:00.000Z'";
    await database.query(
      `INSERT INTO site_documents (key, published_json, published_version, published_at,
         published_by, draft_json, revision, changed_at, changed_by)
       VALUES ('caseStudies', ${json('\n\nPublished.')}, 2, ${at}, 'system',
         ${json('\n\nA draft\nover two lines.')}, 3, ${at}, 'system')`,
    );
    for (const [version, edit] of [
      [1, ''],
      [2, '\n\nPublished.'],
    ] as const) {
      await database.query(
        `INSERT INTO site_document_versions (key, version, data_json, author, created_at)
         VALUES ('caseStudies', ${version}, ${json(edit)}, 'system', ${at})`,
      );
    }

    site = await startServer({ env: database.env });
    await writeRenderer(site.root, RENDERER);
    token = (await newStaff(site, `rich-${name}`)).token;
    const doc = (await call(site, '/api/staff/documents/caseStudies', { token })).json as {
      published: { studies: Study[] };
      draft: { studies: Study[] };
    };
    const paragraphs = (study: Study) =>
      study.challenge.root.children.map((node) =>
        plainText({ root: { type: 'root', children: [node] } }),
      );
    const [published] = doc.published.studies as [Study];
    expect(published.challenge.root.children.every((n) => n.type === 'paragraph')).toBe(true);
    expect(plainText(published.challenge)).toBe(`${plainText(first.challenge)}\n\nPublished.`);
    expect(published.solution).toEqual(first.solution);
    expect(paragraphs(doc.draft.studies[0]!).at(-1)).toBe('A draft over two lines.');
    const v1 = (await call(site, '/api/staff/documents/caseStudies/versions/1', { token }))
      .json as { studies: Study[] };
    expect(v1.studies[0]!.challenge).toEqual(first.challenge);
    expect(v1.studies.map((s) => s.solution)).toEqual(
      caseStudiesSeed.studies.map((s) => s.solution),
    );
  });

  const state = async () =>
    (await call(site, '/api/staff/documents/caseStudies', { token })).json as {
      revision: number;
      published: { studies: Study[] };
    };
  const withStory = async (url: string) => {
    const { revision, published } = await state();
    const [head, ...rest] = published.studies as [Study, ...Study[]];
    return {
      revision,
      data: { ...published, studies: [{ ...head, challenge: story(url) }, ...rest] },
    };
  };

  it.each([
    ['javascript:alert(document.cookie)', /cannot be used: a link leads to a page of this site/],
    ['data:text/html,<script>alert(1)</script>', /cannot be used/],
    ['//evil.example/login', /cannot be used/],
    ['/staff/members', /leads to the back office or the API/],
  ])('refuses a story linking to %s: 400 at the field, in words', async (url, words) => {
    const body = await withStory(url);
    const draft = await call(site, '/api/staff/documents/caseStudies/draft', {
      method: 'PUT',
      token,
      json: body,
    });
    expect(draft.status).toBe(400);
    expect(draft.json).toEqual({
      message: expect.stringMatching(words),
      field: 'data.studies.0.challenge',
    });
    const preview = await call(site, '/api/staff/documents/caseStudies/render', {
      token,
      json: body,
    });
    expect(preview.status).toBe(400);
    expect((preview.json as { field: string }).field).toBe('data.studies.0.challenge');
  });

  it('refuses a node or a format outside the allow-list', async () => {
    const body = await withStory('/pricing');
    const [head] = body.data.studies as [Study];
    (head.challenge.root.children as unknown[]).push({ type: 'html', html: '<script></script>' });
    const draft = await call(site, '/api/staff/documents/caseStudies/draft', {
      method: 'PUT',
      token,
      json: body,
    });
    expect(draft.status).toBe(400);
  });

  it('saves, publishes and gives the page a story with a good link, as stored', async () => {
    const body = await withStory('/pricing');
    const draft = await call(site, '/api/staff/documents/caseStudies/draft', {
      method: 'PUT',
      token,
      json: body,
    });
    expect(draft.status).toBe(200);
    const published = await call(site, '/api/staff/documents/caseStudies/publish', {
      token,
      json: { revision: (draft.json as { revision: number }).revision },
    });
    expect(published.status).toBe(200);
    const page = await pageShowing(site, `/case-studies/${first.slug}`, 'Where it began');
    expect(page.status).toBe(200);
    const shown = JSON.parse(/STORY (\{.*\})<\/main>/.exec(page.text)?.[1] ?? 'null');
    expect(shown).toEqual(story('/pricing'));
  });
});
