/**
 * @jest-environment node
 */
// /search as the server renders it (src/prerender.tsx, which server/site/live-pages.ts runs): the
// header's search box and the page's, forms that work without JavaScript (GET /search), the
// results with their words marked as <mark> elements (never HTML from the data), never indexed,
// and a clear answer for no results and for a page number that is none.

import type { SearchResults } from '../contract/api/search';
import { renderDocument } from '../src/prerender';
import { manifest, shell } from './support/structuredData';

/** The markup drawn, without the page's data (its documents' words are there too). */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root"'), html.indexOf('<script id="page-data"'));

const results = (items: SearchResults['items'], total = items.length): SearchResults => ({
  items,
  total,
  page: 1,
  pageSize: 10,
  pages: Math.ceil(total / 10),
  wordsCut: false,
});

const render = (search: string, found?: SearchResults) =>
  renderDocument(`/search${search}`, shell, manifest, {
    data: found ? { search: { search, results: found } } : {},
  });

describe('the search page, rendered on the server', () => {
  it('shows the results with the words marked, and is never indexed', async () => {
    const found = results(
      [
        {
          title: 'Cloud <b>migration</b>',
          titleParts: [
            { text: 'Cloud', mark: true },
            { text: ' <b>migration</b>', mark: false },
          ],
          path: '/services/cloud',
          snippet: [
            { text: 'We move your ', mark: false },
            { text: 'cloud', mark: true },
            { text: ' <script>alert(1)</script>', mark: false },
          ],
        },
        {
          title: 'Cloud Kit',
          titleParts: [
            { text: 'Cloud', mark: true },
            { text: ' Kit', mark: false },
          ],
          path: '/products?q=Cloud+Kit',
          place: 'Shop › Cloud Kit',
          snippet: [{ text: 'A kit.', mark: false }],
        },
      ],
      12,
    );
    const { html, status } = await render('?q=cloud', found);
    expect(status).toBe(200);
    expect(html).toMatch(/<meta name="robots" content="noindex"\/?>/);
    const root = rootOf(html);
    expect(root).toContain('12 results for “cloud”');
    expect(root).toMatch(
      /<a href="\/services\/cloud"[^>]*><mark>Cloud<\/mark> &lt;b&gt;migration&lt;\/b&gt;<\/a>/,
    );
    expect(root).toContain('We move your <mark>cloud</mark> &lt;script&gt;');
    // A result's place, when it has one, instead of its address.
    expect(root).toMatch(/<a href="\/products\?q=Cloud\+Kit"[^>]*><mark>Cloud<\/mark> Kit<\/a>/);
    expect(root).toMatch(/>Shop › Cloud Kit<\/p>/);
    expect(root).not.toContain('/products?q=Cloud Kit');
    expect(root).toMatch(/<a [^>]*href="\/search\?q=cloud&amp;page=2"[^>]*>Next<\/a>/);
    expect(html.match(/<script>alert/g)).toBeNull();
  });

  it('holds two search forms that work without JavaScript: the header’s and the page’s', async () => {
    const root = rootOf((await render('')).html);
    const forms = root.match(/<form role="search"[^>]* action="\/search" method="get"/g) ?? [];
    expect(forms).toHaveLength(2);
    expect(root).toMatch(/<label for="header-search"[^>]*>Search the site<\/label>/);
    expect(root).toMatch(/<input id="header-search"[^>]*name="q"/);
    // No words: the box only.
    expect(root).not.toContain('results for');
    expect(root).not.toContain('No results');
  });

  it('says so when nothing matches, with suggestions, and when a page number is none', async () => {
    const none = rootOf((await render('?q=zzqx', results([]))).html);
    expect(none).toContain('No results for “zzqx”.');
    expect(none).toContain('checking the spelling');
    const bad = rootOf((await render('?q=cloud&page=abc', results([], 0))).html);
    expect(bad).toContain('There is no page “abc” of results: here is the first.');
  });
});
