/**
 * @jest-environment node
 */
// The insights' pages as the server renders them (src/prerender.tsx, which
// server/site/live-pages.ts runs with the API's answers in the page's data): a list with its
// cards, pager links and feed, an author's page, an article with its byline, body, tags, related
// articles and subscribe form, and their structured data (src/app/insightsData.ts).

import { renderDocument } from '../src/prerender';
import { graphOf, manifest, ofType, shell } from './support/structuredData';
import { article, articleData, author, card, listData, listPage } from './support/insights';

/** The markup drawn, without the page's data. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="page-data"'));
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the insights list, rendered on the server', () => {
  it('shows its cards newest first, links its pages before and after, and names its feed', async () => {
    const list = listPage({
      items: [card(11), card(12)],
      page: 2,
      pages: 3,
      total: 25,
    });
    const { html, status } = await renderDocument('/insights?page=2', shell, manifest, {
      data: listData({ page: 2 }, list),
    });
    expect(status).toBe(200);
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Insights<\/h1>/);
    expect(root.indexOf('Article number 11')).toBeLessThan(root.indexOf('Article number 12'));
    expect(root).toContain('href="/insights/article-11"');
    expect(root).toContain('href="/insights/author/ada-lovelace"');
    // Real links to the pages before and after, which work before the app runs.
    expect(root).toMatch(
      /<a[^>]*href="\/insights"[^>]*rel="prev"|rel="prev"[^>]*href="\/insights"/,
    );
    expect(root).toContain('href="/insights?page=3"');
    expect(root).toContain('Page 2 of 3');
    const head = headOf(html);
    expect(head).toContain('<title>Insights (page 2) | ');
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/insights\?page=2"/);
    expect(head).toMatch(
      /<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="\/insights\/feed.xml"/,
    );
  });

  it('shows a tag’s list under its name, with its own feed', async () => {
    const tag = { slug: 'cloud-migration', name: 'Cloud migration' };
    const { html } = await renderDocument('/insights/tag/cloud-migration', shell, manifest, {
      data: listData({ tag: tag.slug, page: 1 }, listPage({ tag })),
    });
    expect(rootOf(html)).toMatch(/<h1[^>]*>Insights: Cloud migration<\/h1>/);
    expect(headOf(html)).toContain('href="/insights/tag/cloud-migration/feed.xml"');
  });

  it('shows an author’s page with their name, role, photo and bio', async () => {
    const photo = { url: '/images/company.svg', alt: 'Ada smiling', width: 400, height: 400 };
    const { html } = await renderDocument('/insights/author/ada-lovelace', shell, manifest, {
      data: listData({ author: author.slug, page: 1 }, listPage({ author: { ...author, photo } })),
    });
    const root = rootOf(html);
    expect(root).toMatch(/<h1[^>]*>Ada Lovelace<\/h1>/);
    expect(root).toContain('Head of Engineering');
    expect(root).toContain('Ada leads our engineers.');
    expect(root).toContain('alt="Ada smiling"');
    expect(root).toMatch(/<h2[^>]*>Articles by Ada Lovelace<\/h2>/);
  });

  it('says so when no article is published yet', async () => {
    const { html } = await renderDocument('/insights', shell, manifest, {
      data: listData({ page: 1 }, listPage({ items: [], pages: 0, total: 0 })),
    });
    expect(rootOf(html)).toContain('No articles are published yet.');
    expect(rootOf(html)).not.toContain('Page 1 of');
  });
});

describe('an article, rendered on the server', () => {
  it('shows its title, byline, body, tags, related articles and subscribe form', async () => {
    const view = article();
    const { html, chunks } = await renderDocument(`/insights/${view.slug}`, shell, manifest, {
      data: articleData(view),
    });
    const root = rootOf(html);
    // Escaped as text, never markup.
    expect(root).toMatch(/<h1[^>]*>Moving a &lt;monolith&gt; to the cloud<\/h1>/);
    expect(root).toContain('Head of Engineering');
    expect(root).toContain('4 min read');
    expect(root).toContain('<time dateTime="2026-11-17T09:00:00.000Z">17 November 2026</time>');
    expect(root).toContain('Updated');
    // The body through the blocks' renderers, in the first paint.
    expect(root).toContain('Where we started');
    expect(root).toContain('Ten years of code and one database.');
    // Its code: the insights' and the rich text's renderer, no other kind of block's.
    expect(chunks).toEqual(['insights', 'rich-text']);
    expect(root).toContain('href="/insights/tag/cloud-migration"');
    expect(root).toContain('href="/insights/article-3"');
    expect(root).toContain('href="/insights/article-4"');
    // The subscribe form posts without the app, naming its source.
    expect(root).toMatch(/<form[^>]*action="\/newsletter" method="post"/);
    expect(root).toContain('name="source" value="article"');
    const head = headOf(html);
    expect(head).toContain('<title>Moving a monolith to the cloud | ');
    expect(head).toMatch(/<link rel="canonical" href="[^"]*\/insights\/article-7"/);
  });

  it('carries a BlogPosting with its author, dates, image and publisher, and its trail', async () => {
    const view = article();
    const graph = await graphOf(`/insights/${view.slug}`, articleData(view));
    const [posting] = ofType(graph, 'BlogPosting');
    expect(posting).toMatchObject({
      headline: view.title,
      description: view.summary,
      datePublished: view.firstPublishedAt,
      dateModified: view.publishedAt,
      author: {
        '@type': 'Person',
        name: 'Ada Lovelace',
        jobTitle: 'Head of Engineering',
        url: expect.stringMatching(/\/insights\/author\/ada-lovelace$/),
      },
      publisher: { '@type': 'Organization' },
    });
    expect(posting?.image).toEqual(expect.stringMatching(/\/images\/story\.svg$/));
    expect(posting?.mainEntityOfPage).toEqual(expect.stringMatching(/\/insights\/article-7$/));
    const [trail] = ofType(graph, 'BreadcrumbList');
    const names = (trail?.itemListElement as { name: string }[]).map((item) => item.name);
    expect(names.slice(1)).toEqual(['Insights', view.title]);
  });

  it('carries a Blog of the articles on the list', async () => {
    const graph = await graphOf('/insights', listData({ page: 1 }, listPage()));
    const [blog] = ofType(graph, 'Blog');
    expect((blog?.blogPost as unknown[]).length).toBe(2);
  });
});
