// What visitors read of the insights, over real HTTP against a real database
// (server/content/insights.ts, content/routes/articles.ts, site/live-routes.ts,
// site/feeds/insights-feeds.ts, site/sitemap.ts): articles written and published by staff through the
// back office's API, then the public API's lists (all, a tag's, an author's, paged) and article
// (with its related ones), the pages the server renders with them (a stand-in renderer writes
// the data it was given), 404 for what is not published, the Atom feeds (valid, newest first,
// escaped) and the sitemap's lines.

import fs from 'node:fs/promises';
import path from 'node:path';
import type { ArticleList, ArticleView } from '../../../contract/api/articles';
import type { ArticleContent } from '../../../contract/documents/article/schema';
import type { StaffArticle } from '../../../contract/api/staff-articles';
import { fromParagraphs } from '../../../contract/values/content/rich-text';
import { type TestServer, call, startServer } from '../helpers';
import { FORM_RENDERER, writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';

type State = { revision: number; draft: ArticleContent | null; published: ArticleContent };

let site: TestServer;
let token: string;
let author: string;

/** Writes and publishes an article; its slug. */
async function publishArticle(title: string, tags: string[], words = 300): Promise<string> {
  const created = await call(site, '/api/staff/articles', { token, json: { title } });
  expect(created.status).toBe(201);
  const { key } = created.json as StaffArticle;
  const state = async () =>
    (await call(site, `/api/staff/documents/${key}`, { token })).json as State;
  const { revision, draft, published } = await state();
  const data: ArticleContent = {
    ...(draft ?? published),
    summary: `${title}: what we learned & why it matters.`,
    tags,
    body: [
      {
        type: 'richText',
        id: 'b1',
        heading: 'What happened',
        body: fromParagraphs(Array.from({ length: words }, (_, i) => `word${i}`).join(' ')),
      },
    ],
  };
  const saved = await call(site, `/api/staff/documents/${key}/draft`, {
    method: 'PUT',
    token,
    json: { revision, data },
  });
  if (saved.status !== 200) throw new Error(saved.text);
  const done = await call(site, `/api/staff/documents/${key}/publish`, {
    token,
    json: { revision: (await state()).revision },
  });
  expect(done.status).toBe(200);
  return data.slug;
}

/** The data a page was rendered with (the stand-in renderer writes it into the page). */
const pageData = (html: string) =>
  JSON.parse(/<script id="page-data" type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as {
    queries?: { endpointName: string; arg: string; value: unknown }[];
  };

beforeAll(async () => {
  site = await startServer({ app: { startOutboxWorker: false } });
  await writeRenderer(site.root, FORM_RENDERER);
  await fs.writeFile(
    path.join(site.root, 'dist', 'sitemap.xml'),
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      '<url><loc>https://www.kestrel.example/</loc></url>\n' +
      '<url><loc>https://www.kestrel.example/insights</loc></url>\n</urlset>\n',
  );
  token = (await newStaff(site, 'insights-writer', 'editor')).token;
  await publishArticle('Testing <fast> & often', ['Testing', 'Cloud ops']);
  await publishArticle('Cloud costs halved', ['Cloud ops']);
  await publishArticle('Design reviews that work', ['Design'], 450);
  author = ((await call(site, '/api/staff/authors/me', { token })).json as { slug: string }).slug;
  // Three articles written and published over HTTP: slower than one call on a busy machine.
}, 60_000);

afterAll(async () => {
  await site.close();
});

describe('the public API', () => {
  it('lists the published articles newest first, and a tag’s and an author’s', async () => {
    const all = await call(site, '/api/articles');
    expect(all.status).toBe(200);
    const list = all.json as ArticleList;
    expect(list).toMatchObject({ page: 1, pages: 1, total: 3 });
    expect(list.items.map((a) => a.title)).toEqual([
      'Design reviews that work',
      'Cloud costs halved',
      'Testing <fast> & often',
    ]);
    expect(list.items[0]).toMatchObject({
      readingMinutes: 2,
      path: '/insights/design-reviews-that-work',
    });

    const tagged = (await call(site, '/api/articles?tag=cloud-ops')).json as ArticleList;
    expect(tagged.tag).toEqual({ slug: 'cloud-ops', name: 'Cloud ops' });
    expect(tagged.items.map((a) => a.title)).toEqual([
      'Cloud costs halved',
      'Testing <fast> & often',
    ]);

    const byAuthor = (await call(site, `/api/articles?author=${author}`)).json as ArticleList;
    expect(byAuthor.author).toMatchObject({ slug: author, path: `/insights/author/${author}` });
    expect(byAuthor.total).toBe(3);
  });

  it('answers 404 with a sentence for a tag, an author or a page with nothing, 400 for a bad query', async () => {
    for (const [query, words] of [
      ['?tag=nothing-here', 'tag'],
      ['?author=nobody', 'author'],
      ['?page=2', 'page'],
    ] as const) {
      const answer = await call(site, `/api/articles${query}`);
      expect(answer.status).toBe(404);
      expect((answer.json as { message: string }).message).toContain(words);
    }
    for (const query of ['?page=0', '?page=abc', '?tag=a&author=b', '?colour=red']) {
      const answer = await call(site, `/api/articles${query}`);
      expect(answer.status).toBe(400);
      expect((answer.json as { message: string }).message).toMatch(/\w+ \w+/);
    }
  });

  it('answers an article with its body and related articles, and 404 for none', async () => {
    const answer = await call(site, '/api/articles/testing-fast-often');
    expect(answer.status).toBe(200);
    const view = answer.json as ArticleView;
    expect(view.title).toBe('Testing <fast> & often');
    expect(view.content.body[0]).toMatchObject({ type: 'richText', heading: 'What happened' });
    expect(view.related.map((a) => a.title)).toEqual(['Cloud costs halved']);
    expect((await call(site, '/api/articles/no-such-article')).status).toBe(404);
  });
});

describe('the pages the server renders', () => {
  it('renders the list, a tag’s, an author’s and an article with the API’s answers', async () => {
    const list = await call(site, '/insights');
    expect(list.status).toBe(200);
    expect(pageData(list.text).queries).toEqual([
      { endpointName: 'articles', arg: '', value: expect.objectContaining({ total: 3 }) },
    ]);
    const tag = await call(site, '/insights/tag/design');
    expect(tag.status).toBe(200);
    expect(pageData(tag.text).queries?.[0]).toMatchObject({ arg: '?tag=design' });
    expect((await call(site, `/insights/author/${author}`)).status).toBe(200);
    const article = await call(site, '/insights/cloud-costs-halved');
    expect(article.status).toBe(200);
    expect(pageData(article.text).queries?.[0]).toMatchObject({
      endpointName: 'article',
      arg: 'cloud-costs-halved',
      value: { title: 'Cloud costs halved' },
    });
  });

  it('answers the 404 page for what is not published', async () => {
    for (const path of [
      '/insights/no-such-article',
      '/insights/tag/nothing-here',
      '/insights/author/nobody',
      '/insights?page=7',
      '/insights?page=abc',
    ]) {
      expect([path, (await call(site, path)).status]).toEqual([path, 404]);
    }
  });
});

describe('the feeds', () => {
  it('are Atom, newest first, escaped, each entry with its author and tags', async () => {
    const answer = await call(site, '/insights/feed.xml');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    const xml = answer.text;
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    const titles = [...xml.matchAll(/<entry>\n {4}<title>(.*?)<\/title>/g)].map((m) => m[1]);
    expect(titles).toEqual([
      'Design reviews that work',
      'Cloud costs halved',
      'Testing &lt;fast&gt; &amp; often',
    ]);
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://www.kestrel.example/insights/feed.xml"/>',
    );
    expect(xml).toContain('<category term="cloud-ops" label="Cloud ops"/>');
    expect(xml).toMatch(
      new RegExp(
        `<author><name>[^<]+</name><uri>https://www.kestrel.example/insights/author/${author}</uri></author>`,
      ),
    );
    // Every element opened is closed: well-formed as far as its elements go.
    for (const tag of ['feed', 'entry', 'title', 'summary', 'published', 'updated'])
      expect(xml.split(`<${tag}>`).length + xml.split(`<${tag} `).length).toBe(
        xml.split(`</${tag}>`).length + 1,
      );

    const tagged = await call(site, '/insights/tag/design/feed.xml');
    expect(tagged.status).toBe(200);
    expect(tagged.text).toContain('<title>Insights: Design | ');
    expect((await call(site, `/insights/author/${author}/feed.xml`)).status).toBe(200);
    expect((await call(site, '/insights/tag/nothing-here/feed.xml')).status).toBe(404);
  });
});

describe('the sitemap', () => {
  it('lists every article, tag and author page with their last publish, and the list once', async () => {
    const xml = (await call(site, '/sitemap.xml')).text;
    for (const path of [
      '/insights/testing-fast-often',
      '/insights/cloud-costs-halved',
      '/insights/design-reviews-that-work',
      '/insights/tag/cloud-ops',
      '/insights/tag/testing',
      '/insights/tag/design',
      `/insights/author/${author}`,
    ]) {
      expect(xml).toMatch(
        new RegExp(
          `<url><loc>https://www.kestrel.example${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`,
        ),
      );
    }
    expect(xml.split('<loc>https://www.kestrel.example/insights</loc>')).toHaveLength(2);
  });
});
