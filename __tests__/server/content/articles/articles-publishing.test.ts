// The insights' articles over real HTTP, on each database (server/content/articles/): the back
// office's routes behind the one guard (the list, a new article, unpublish, delete, the author
// profiles), the article's document under /api/staff/documents/article-<id> (draft, publish now or
// at a time, versions), what visitors then read through the articles' service (lists by tag and
// by author, the article, related articles), the site answering a renamed article's old address
// 301 and a deleted one's 410, and bad input refused at its field. Where the articles meet the
// media library, the newsletter and account deletion: articles-media-topics-authors.test.ts.

import { type TestServer, call, newUser } from '../../helpers';
import { rawGet } from '../../raw-requests';
import { type FreshDatabase, STORE_TABLE } from '../../stores';
import type { ArticleContent } from '../../../../contract/documents/article/schema';
import type { StaffArticle } from '../../../../contract/api/staff-articles';
import { articleSteps, openArticleSite, ready } from './articles-support';

describe.each(STORE_TABLE)('articles over HTTP on %s', (_name, harness) => {
  let database: FreshDatabase;
  let site: TestServer;
  let token: string;

  beforeAll(async () => {
    ({ database, site, token } = await openArticleSite(harness));
  });

  afterAll(async () => {
    await site.close();
    await database.dispose();
  });

  const { create, state, saveDraft, publish } = articleSteps(() => ({ site, token }));
  /**
   * The site search's matches for `q` once they are `count` (the index is rewritten after each
   * change, in the background): a bounded number of searches, each one request.
   */
  const searchUntil = async (q: string, count: number) => {
    let found: { total: number; items: { path: string }[] } | undefined;
    for (let tries = 0; tries < 50; tries += 1) {
      found = (await call(site, `/api/search?q=${q}`)).json as typeof found;
      if (found?.total === count) break;
    }
    return found;
  };

  it('keeps the routes behind the one guard: editors and admins, not members', async () => {
    for (const path of ['/api/staff/articles', '/api/staff/authors', '/api/staff/authors/me'])
      expect((await call(site, path)).status).toBe(401);
    const member = await newUser(site, 'reader');
    const refused = await call(site, '/api/staff/articles', {
      token: member.token,
      json: { title: 'Mine' },
    });
    expect(refused.status).toBe(403);
    expect((await call(site, '/api/staff/authors/me', { token: member.token })).status).toBe(403);
    expect((await call(site, '/api/staff/articles', { token })).status).toBe(200);
  });

  // The first draft saved compiles the article's validator (the blocks' union) once: seconds.
  it('drafts, publishes, lists by tag and author, renames (301), unpublishes, deletes (410)', async () => {
    const article = await create('Why we test');
    expect(article).toMatchObject({
      draftPath: '/insights/why-we-test',
      status: 'draft',
      path: null,
      publishedVersion: 0,
    });
    // The writer had no profile: one was made from their account, and it is the author.
    const me = (await call(site, '/api/staff/authors/me', { token })).json as {
      id: number;
      slug: string;
    };
    expect(article.author).toMatchObject({ id: me.id });
    const { articles } = site.app;
    // A draft: no one sees it.
    expect(await articles.bySlug('why-we-test')).toBeUndefined();
    expect((await articles.list({ page: 1 })).total).toBe(0);

    expect((await saveDraft(article.key, (d) => ready(d, ['Testing', 'Cloud ops']))).status).toBe(
      200,
    );
    await publish(article.key);
    const shown = await articles.bySlug('why-we-test');
    expect(shown).toMatchObject({
      id: article.id,
      path: '/insights/why-we-test',
      title: 'Why we test',
      readingMinutes: 2,
      author: { id: me.id, path: `/insights/author/${me.slug}` },
      tags: [
        { slug: 'cloud-ops', name: 'Cloud ops' },
        { slug: 'testing', name: 'Testing' },
      ],
    });
    expect(shown?.content.body).toHaveLength(1);
    // Found by the site search: its body's words.
    expect((await searchUntil('word42', 1))?.items.map((i) => i.path)).toEqual([
      '/insights/why-we-test',
    ]);
    for (const query of [{}, { tag: 'testing' }, { author: me.slug }]) {
      const list = await articles.list({ ...query, page: 1 });
      expect([list.total, list.pages, list.items.map((a) => a.slug)]).toEqual([
        1,
        1,
        ['why-we-test'],
      ]);
    }
    expect((await articles.list({ tag: 'design', page: 1 })).total).toBe(0);
    expect(await articles.topics()).toEqual(
      expect.arrayContaining([{ slug: 'testing', name: 'Testing' }]),
    );
    const listed = (await call(site, '/api/staff/articles', { token })).json as StaffArticle[];
    expect(listed.find((a) => a.id === article.id)).toMatchObject({
      status: 'published',
      path: '/insights/why-we-test',
      tags: ['Testing', 'Cloud ops'],
      hasDraft: false,
    });

    // Published, it is edited where it is: its own address is no conflict.
    const edited = await saveDraft(article.key, (d) => ({ ...d, summary: 'How and why we test.' }));
    expect([edited.status, (await state(article.key)).draft?.summary]).toEqual([
      200,
      'How and why we test.',
    ]);

    // A rename reaches visitors with the publish; the old address answers 301.
    await saveDraft(article.key, (d) => ({ ...d, slug: 'why-we-test-well' }));
    await publish(article.key);
    expect(await articles.bySlug('why-we-test')).toBeUndefined();
    expect((await articles.bySlug('why-we-test-well'))?.id).toBe(article.id);
    const moved = await rawGet(site, '/insights/why-we-test');
    expect([moved.status, moved.headers.location]).toEqual([301, '/insights/why-we-test-well']);
    const versions = await call(site, `/api/staff/documents/${article.key}/versions`, { token });
    expect((versions.json as { version: number }[]).map((v) => v.version)).toEqual([2, 1]);

    const down = await call(site, `/api/staff/articles/${article.id}/unpublish`, {
      token,
      json: {},
    });
    expect([down.status, (down.json as StaffArticle).status]).toEqual([200, 'unpublished']);
    expect(await articles.bySlug('why-we-test-well')).toBeUndefined();
    expect((await articles.list({ page: 1 })).total).toBe(0);
    expect((await searchUntil('word42', 0))?.total).toBe(0);
    const again = await call(site, `/api/staff/articles/${article.id}/unpublish`, {
      token,
      json: {},
    });
    expect(again.status).toBe(400);

    const deleted = await call(site, `/api/staff/articles/${article.id}`, {
      method: 'DELETE',
      token,
    });
    expect(deleted.status).toBe(204);
    expect((await rawGet(site, '/insights/why-we-test-well')).status).toBe(410);
    expect((await rawGet(site, '/insights/why-we-test')).status).toBe(410);
    expect((await call(site, `/api/staff/documents/${article.key}`, { token })).status).toBe(404);
  }, 60_000);

  it('publishes at a set time with the scheduler, and finds related articles by tag', async () => {
    const first = await create('Cloud costs');
    await saveDraft(first.key, (d) => ready(d, ['Cloud', 'Money'], 10));
    await publish(first.key);
    const second = await create('Cloud security');
    await saveDraft(second.key, (d) => ready(d, ['Cloud', 'Money', 'Security'], 10));
    const at = new Date(Date.now() + 3600_000);
    await publish(second.key, at.toISOString());
    // Scheduled: not yet listed.
    expect(await site.app.articles.bySlug('cloud-security')).toBeUndefined();
    const due = new Date(at.getTime() + 1000);
    expect(await site.app.scheduler.runOnce(due)).toEqual([second.key]);
    const shown = await site.app.articles.bySlug('cloud-security');
    expect(shown).toMatchObject({
      readingMinutes: 1,
      firstPublishedAt: due.toISOString(),
      publishedAt: due.toISOString(),
      tags: expect.arrayContaining([{ slug: 'security', name: 'Security' }]),
    });
    const third = await create('Design notes');
    await saveDraft(third.key, (d) => ready(d, ['Cloud'], 10));
    await publish(third.key);
    const related = await site.app.articles.related(second.id);
    expect(related.map((a) => a.id)).toEqual([first.id, third.id]);
    const money = await site.app.articles.list({ tag: 'money', page: 1 });
    expect(money.items.map((a) => a.id)).toEqual([second.id, first.id]);
  });

  it('refuses bad input with a sentence at its field', async () => {
    const article = await create('Bad input');
    const cases: [(d: ArticleContent) => ArticleContent, string][] = [
      [(d) => ({ ...d, author: 99_999 }), 'data.author'],
      [(d) => ({ ...d, tags: ['!!!'] }), 'data.tags.0'],
      [(d) => ({ ...d, tags: ['Cloud', 'cloud'] }), 'data.tags.1'],
      [(d) => ({ ...d, slug: 'author' }), 'data.slug'],
      [(d) => ({ ...d, slug: 'Not A Slug' }), 'data.slug'],
      [(d) => ({ ...d, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }), 'data.tags'],
    ];
    for (const [change, field] of cases) {
      const answer = await saveDraft(article.key, change);
      expect([answer.status, (answer.json as { field?: string }).field]).toEqual([400, field]);
      expect((answer.json as { message: string }).message).toMatch(/\w+ \w+/);
    }
    // Another article's address, as published.
    const other = await create('Taken address');
    await saveDraft(other.key, (d) => ready(d, []));
    await publish(other.key);
    const taken = await saveDraft(article.key, (d) => ({ ...d, slug: 'taken-address' }));
    expect([taken.status, (taken.json as { message: string }).message]).toEqual([
      400,
      'Another article is at /insights/taken-address: choose another address.',
    ]);
    for (const json of [
      { title: '' },
      { title: 'x'.repeat(121) },
      { title: 'A', authorId: 99_999 },
    ])
      expect((await call(site, '/api/staff/articles', { token, json })).status).toBe(400);
    const badProfile = await call(site, '/api/staff/authors/me', {
      method: 'PUT',
      token,
      json: { name: 'Ann', role: '', bio: '', photo: null, slug: 'Not a slug' },
    });
    // Named as the profile's form names it (a slug was once called "The posting" everywhere).
    expect([badProfile.status, badProfile.json]).toEqual([
      400,
      { message: 'Address is not valid.' },
    ]);
  });
});
