// The insights' articles over real HTTP, on each database (server/content/articles/), where other
// features meet them: the media library naming an article by its title where it lists its images,
// the newsletter's preferences page offering the published tags as its topics, and an author's
// account deleted leaving their articles a former staff member's. Publishing itself:
// articles-publishing.test.ts.

import { type TestServer, call } from '../../helpers';
import { describeImage, newStaff, pngImage, upload } from '../../staff-support';
import { createSealer } from '../../../../server/mail/seal';
import { type FreshDatabase, STORE_TABLE } from '../../stores';
import { articleSteps, openArticleSite, ready } from './articles-support';

type MediaListed = { key: string; usedBy: { label: string; path: string }[] };

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

  const { create, saveDraft, publish } = articleSteps(() => ({ site, token }));

  it('is named by its title, with a link to its editor, where the media library lists an image', async () => {
    const article = await create('Pictured well');
    const uploaded = await upload(site, token, pngImage(8, 8), 'kestrel.png', 'image/png');
    const { key, url } = uploaded.json as { key: string; url: string };
    await describeImage(site, token, key, { alt: 'A kestrel' });
    const image = { url, alt: 'A kestrel', width: 8, height: 8 };
    const usedBy = async () =>
      ((await call(site, '/api/staff/media', { token })).json as MediaListed[]).find(
        (item) => item.key === key,
      )?.usedBy;
    const editor = `/staff/insights/edit?article=${article.id}`;

    await saveDraft(article.key, (d) => ({ ...ready(d, []), image }));
    expect(await usedBy()).toEqual([{ label: 'article “Pictured well” (draft)', path: editor }]);
    await publish(article.key);
    expect(await usedBy()).toEqual([{ label: 'article “Pictured well”', path: editor }]);
    const refused = await call(site, `/api/staff/media/${key}`, { method: 'DELETE', token });
    expect([refused.status, (refused.json as { message: string }).message]).toEqual([
      409,
      'This image is used on article “Pictured well”. ' +
        'Choose another image there first, then delete it.',
    ]);
  }, 60_000);

  it('offers the published tags as the newsletter’s topics', async () => {
    const article = await create('Accessibility first');
    await saveDraft(article.key, (d) => ready(d, ['Accessibility']));
    await publish(article.key);
    const email = `topics.${Date.now()}@example.com`;
    const subscribed = await call(site, '/api/newsletter/subscribers', { json: { email } });
    expect(subscribed.status).toBe(202);
    // Confirmed by the link of the email queued for it.
    const sealer = createSealer(site.config.jwtSecret);
    const [link] = (await site.app.store.outbox.list('pending'))
      .filter((e) => e.kind === 'newsletter-confirmation' && e.recipient === email)
      .map((e) => /confirm\?token=([A-Za-z0-9_-]{43})/.exec(sealer.open(e.payload).text)?.[1]);
    const confirmed = await call(site, '/api/newsletter/confirm', { json: { token: link } });
    expect(confirmed.status).toBe(200);
    const row = await site.app.store.newsletter.byEmail(email);
    const address = new URL(site.app.newsletter.unsubscribeUrl(row!.id));
    const page = await call(site, address.pathname + address.search);
    expect(page.status).toBe(200);
    expect(page.text).toContain('value="accessibility"');
    expect(page.text).toContain('Accessibility');
  });

  it('keeps the articles of a deleted account, shown as a former staff member’s', async () => {
    const author = await newStaff(site, 'leaver', 'editor');
    const profile = await call(site, '/api/staff/authors/me', {
      method: 'PUT',
      token: author.token,
      json: { name: 'Lee Leaver', role: 'Engineer', bio: 'Writes.', photo: null, slug: 'lee' },
    });
    expect(profile.status).toBe(200);
    const article = await create('Leaving notes', author.token);
    await saveDraft(article.key, (d) => ready(d, ['Notes']), author.token);
    await publish(article.key, undefined, author.token);
    const exported = await call(site, '/api/profile/data', { token: author.token });
    expect((exported.json as { authorProfile: unknown }).authorProfile).toMatchObject({
      name: 'Lee Leaver',
      slug: 'lee',
    });

    const gone = await call(site, '/api/profile/delete', {
      token: author.token,
      json: { password: 'correct horse 1', confirm: 'DELETE' },
    });
    expect(gone.status).toBe(200);
    const shown = await site.app.articles.bySlug('leaving-notes');
    expect(shown?.author).toMatchObject({ name: 'Former staff member', role: '', bio: '' });
    expect(await site.app.articles.authorBySlug('lee')).toBeUndefined();
    const rows = JSON.stringify(await database.query('SELECT * FROM author_profiles'));
    expect(rows).not.toContain('Lee Leaver');
    expect(rows).not.toContain('Writes.');
  });
});
