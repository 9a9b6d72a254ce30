// The case studies (docs/product.md §10.14) over real HTTP, on a real database: the `caseStudies`
// document's studies as visitors get them (its public read, each study's page, the list for a
// filter, the sitemap, the Atom feed) while staff change them through the documents' staff API:
// a study only in the draft is nowhere public, publishing makes it public, and restoring an
// earlier version takes it away again. A small stand-in renderer writes which studies it was given.

import fs from 'node:fs/promises';
import path from 'node:path';
import { company } from '../../../contract/values/company';
import { caseStudiesSeed } from '../../../contract/documents/caseStudies/seed';
import { type TestServer, call, startServer } from '../helpers';
import { writeRenderer } from '../renderer-support';
import { newStaff } from '../staff-support';

const RENDERER = `
exports.APP_ONLY_ROUTES = [];
exports.documentKeys = async (route) =>
  ['site', 'company', ...(route.startsWith('/case-studies') ? ['caseStudies'] : [])];
exports.renderDocument = async (route, shell, manifest, { data, notFound }) => {
  const page = data.documents.caseStudies;
  const slugs = page ? page.studies.map((s) => s.slug).join(' ') : '';
  return {
    status: notFound ? 404 : 200,
    html: shell.replace('</body>', '<main>LIVE ' + route + ': ' + slugs + '</main></body>'),
  };
};
`;

type Study = (typeof caseStudiesSeed.studies)[number];
const [first] = caseStudiesSeed.studies as [Study, ...Study[]];
/** A study staff add: its title and summary hold what XML must escape. */
const added: Study = {
  ...first,
  slug: 'harbour-ferries-timetables',
  title: 'Timetables <live> & on time for "Harbour Ferries"',
  summary:
    'Example: live ferry timetables & delay alerts for a fictional island operator’s <b> riders.',
  date: '2026-11-20',
};

/** Whether `xml` is well-formed: one root element, every tag closed in order, attributes quoted,
 * and no `<` or `&` in text or attributes but the five predefined entities. */
function wellFormed(xml: string): boolean {
  const body = xml.replace(/^<\?xml version="1\.0" encoding="utf-8"\?>\n/, '');
  const parts = body.split(/(<[^<>]*>)/).filter((part) => part !== '');
  const stack: string[] = [];
  let roots = 0;
  const cleanText = (text: string) =>
    !text.includes('<') && !/&(?!(amp|lt|gt|quot|apos);)/.test(text);
  for (const part of parts) {
    const tag = /^<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"]*")*)\s*(\/?)>$/.exec(part);
    if (!tag) {
      if (part.startsWith('<') || !cleanText(part)) return false;
      if (stack.length === 0 && part.trim() !== '') return false;
      continue;
    }
    const [, closing, name = '', attributes = '', selfClosing] = tag;
    if (!cleanText(attributes.replace(/="([^"]*)"/g, ' $1 '))) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) {
      if (stack.length === 0) roots += 1;
      stack.push(name);
    } else if (stack.length === 0) return false;
  }
  return stack.length === 0 && roots === 1;
}

/** The feed's entries: each one's id (its page's address) and title, as written. */
const entriesOf = (xml: string) =>
  [...xml.matchAll(/<entry>\s*<title>([^<]*)<\/title>\s*<id>([^<]*)<\/id>/g)].map(
    ([, title = '', id = '']) => ({ title, id }),
  );

let site: TestServer;
let token: string;

beforeAll(async () => {
  site = await startServer();
  await writeRenderer(site.root, RENDERER);
  await fs.writeFile(
    path.join(site.root, 'dist', '.site', 'routes.json'),
    JSON.stringify(['/', '/case-studies']),
  );
  await fs.writeFile(
    path.join(site.root, 'dist', 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n` +
      `  <url><loc>${company.siteUrl}/case-studies</loc></url>\n</urlset>\n`,
  );
  token = (await newStaff(site, 'case-editor')).token;
});

afterAll(async () => {
  await site.close();
});

interface State {
  revision: number;
  published: { studies: Study[] };
}
const state = async () =>
  (await call(site, '/api/staff/documents/caseStudies', { token })).json as State;

const saveDraft = async (studies: Study[]) => {
  const { revision, published } = await state();
  return call(site, '/api/staff/documents/caseStudies/draft', {
    method: 'PUT',
    token,
    json: { revision, data: { ...published, studies } },
  });
};

const publish = async () => {
  const { revision } = await state();
  const answer = await call(site, '/api/staff/documents/caseStudies/publish', {
    token,
    json: { revision },
  });
  expect(answer.status).toBe(200);
};

/** What visitors get: the public read's slugs, the feed's entries, a study page's status. */
const publicView = async (slug: string) => {
  const read = (await call(site, '/api/documents/caseStudies')).json as { studies: Study[] };
  const feed = await call(site, '/case-studies/feed.xml');
  return {
    slugs: read.studies.map((s) => s.slug),
    feed: entriesOf(feed.text).map((entry) => entry.id),
    page: (await call(site, `/case-studies/${slug}`)).status,
    sitemap: (await call(site, '/sitemap.xml')).text.includes(`/case-studies/${slug}<`),
  };
};

/**
 * `read`'s answer once `done` holds of it, else its last: a publish reaches what the instance
 * keeps in memory (server/content/published.ts) just after the publish's answer.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 40 && !done(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}

describe('the case studies', () => {
  it('lists the published studies and renders the list a filter names', async () => {
    const read = await call(site, '/api/documents/caseStudies');
    expect(read.status).toBe(200);
    const slugs = caseStudiesSeed.studies.map((s) => s.slug);
    expect((read.json as { studies: Study[] }).studies.map((s) => s.slug)).toEqual(slugs);

    const list = await call(site, '/case-studies');
    expect(list.status).toBe(200);
    expect(list.text).toContain(`LIVE /case-studies: ${slugs.join(' ')}`);
    // The filter is the address's: a service a study may name is rendered for...
    expect((await call(site, '/case-studies?service=csd')).text).toContain(
      'LIVE /case-studies?service=csd:',
    );
    // ...anything else is the whole list, as the page reads it.
    expect((await call(site, '/case-studies?service=%3Cb%3E&x=1')).text).toContain(
      'LIVE /case-studies:',
    );
    for (const slug of slugs) {
      expect((await call(site, `/case-studies/${slug}`)).status).toBe(200);
    }
    expect((await call(site, '/case-studies/no-such-study')).status).toBe(404);
  });

  it('keeps a study in the draft off every public page until it is published', async () => {
    const saved = await saveDraft([...caseStudiesSeed.studies, added]);
    expect(saved.status).toBe(200);
    expect(await publicView(added.slug)).toEqual({
      slugs: caseStudiesSeed.studies.map((s) => s.slug),
      feed: caseStudiesSeed.studies.map((s) => `${company.siteUrl}/case-studies/${s.slug}`),
      page: 404,
      sitemap: false,
    });

    await publish();
    const after = await eventually(
      () => publicView(added.slug),
      (view) => view.page === 200,
    );
    expect(after.slugs).toContain(added.slug);
    // Newest first: the new study's date is the latest.
    expect(after.feed[0]).toBe(`${company.siteUrl}/case-studies/${added.slug}`);
    expect(after.page).toBe(200);
    expect(after.sitemap).toBe(true);
  });

  it('answers a well-formed Atom feed of the published studies, with absolute addresses', async () => {
    const feed = await call(site, '/case-studies/feed.xml');
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(wellFormed(feed.text)).toBe(true);
    expect(wellFormed(feed.text.replace('</feed>', '<b>&</b></feed>'))).toBe(false);
    expect(feed.text).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
    expect(feed.text).toContain(
      `<link rel="self" type="application/atom+xml" href="${company.siteUrl}/case-studies/feed.xml"/>`,
    );
    expect(feed.text).toMatch(/<updated>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z<\/updated>/);
    const entries = entriesOf(feed.text);
    expect(entries).toHaveLength(caseStudiesSeed.studies.length + 1);
    expect(entries[0]?.title).toBe(
      'Timetables &lt;live&gt; &amp; on time for &quot;Harbour Ferries&quot;',
    );
    expect(feed.text).toContain('&amp; delay alerts for a fictional island operator’s &lt;b&gt;');
    expect(entries.every((entry) => entry.id.startsWith(`${company.siteUrl}/case-studies/`))).toBe(
      true,
    );
  });

  it('takes a study away again when an earlier version is restored and published', async () => {
    const versions = (await call(site, '/api/staff/documents/caseStudies/versions', { token }))
      .json as { version: number }[];
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    const { revision } = await state();
    const restored = await call(site, '/api/staff/documents/caseStudies/versions/1/restore', {
      token,
      json: { revision },
    });
    expect(restored.status).toBe(200);
    // Restored into the draft: still public until published.
    expect((await publicView(added.slug)).page).toBe(200);
    await publish();
    // Removed by a publish: its address is gone (410), not unknown.
    const after = await eventually(
      () => publicView(added.slug),
      (view) => view.page === 410,
    );
    expect(after.slugs).not.toContain(added.slug);
    expect(after.feed).toHaveLength(caseStudiesSeed.studies.length);
    expect(after.page).toBe(410);
  });

  it('refuses a study with a bad address or service, saying which field', async () => {
    const badSlug = await saveDraft([{ ...added, slug: 'Not an address' }]);
    expect(badSlug.status).toBe(400);
    expect(badSlug.text).toMatch(/slug/);
    const badService = await saveDraft([{ ...added, services: ['/services/pricing'] }]);
    expect(badService.status).toBe(400);
    expect(badService.text).toMatch(/services/);
  });

  it('answers HEAD for the feed', async () => {
    const head = await fetch(`${site.url}/case-studies/feed.xml`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^application\/atom\+xml/);
  });
});
