// /sitemap.xml and /robots.txt as the server answers them (docs/product.md §10.9, §10.12): the
// build's, at the site's address (PUBLIC_URL, which the company's facts answer), each page with
// the time its words were last published (`lastmod`: the latest publish of the content documents
// it shows), and the page of each open job and internship posting added, read at request time; a
// closed posting leaves it. Each published case study's page is added, dated by its publish date,
// and each published page staff built from blocks, dated by its last publish; and the insights:
// each published article, tag list and author page, dated by the last publish of what it shows.

import { company as seedCompany } from '../../contract/values/company';
import { caseStudyPath } from '../../contract/values/content/case-studies';
import type { DocumentKey } from '../../contract/documents';
import { publishedStudies } from '../content/case-studies';
import type { PublishedDocuments } from '../content/published';
import type { DataStore } from '../db';
import { openPosts } from '../content/postings';
import type { Pages } from '../content/pages/service';
import type { Insights } from '../content/insights';
import { INSIGHTS_PATH, articlePath, authorPath } from '../../contract/values/content/articles';
import { tagPath } from '../../contract/values/content/insights';

/** Where each type's postings have their pages (the site's /careers/jobs/<slug>). */
const LIST_OF = { job: '/careers/jobs', internship: '/careers/internships' } as const;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface SitemapSources {
  store: DataStore;
  published: PublishedDocuments;
  /** The content documents a page shows (undefined: a path the renderer does not know). */
  documentsOf(path: string): Promise<readonly DocumentKey[] | undefined>;
  /** The pages staff built from blocks, as published now. */
  pages?: Pick<Pages, 'all'>;
  /** The insights: each published article, tag list and author page (content/insights.ts). */
  insights?: Pick<Insights, 'sitemap'>;
  /** Whether a path is an old address that redirects (it is left out). */
  redirected?(path: string): boolean;
}

/** The latest of the publish times of these documents. */
const latestPublish = (published: PublishedDocuments, keys: readonly DocumentKey[]) =>
  keys
    .map((key) => published.publishedAt(key))
    .filter((at): at is string => at !== undefined)
    .sort()
    .at(-1);

/** The insights' pages: the list (dated by its newest article), each article, tag and author. */
async function insightsEntries(siteUrl: string, insights?: Pick<Insights, 'sitemap'>) {
  if (!insights) return [];
  const { articles, tags, authors } = await insights.sitemap();
  const line = (path: string, at: string) =>
    `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc><lastmod>${at}</lastmod></url>\n`;
  const newest = articles
    .map((a) => a.updatedAt)
    .sort()
    .at(-1);
  return [
    ...(newest ? [line(INSIGHTS_PATH, newest)] : []),
    ...articles.map((a) => line(articlePath(a.slug), a.updatedAt)),
    ...tags.map((t) => line(tagPath(t.slug), t.updatedAt)),
    ...authors.map((a) => line(authorPath(a.slug), a.updatedAt)),
  ];
}

/** The build's sitemap at the published address, with publish times and open postings. */
export async function siteMap(built: string, sources: SitemapSources): Promise<string> {
  const { siteUrl } = sources.published.company();
  const pages = await Promise.all(
    [...built.matchAll(/<url><loc>([^<]*)<\/loc><\/url>/g)].map(async ([, loc = '']) => {
      const page = loc.startsWith(seedCompany.siteUrl)
        ? loc.slice(seedCompany.siteUrl.length)
        : loc;
      const keys = await sources.documentsOf(page || '/');
      const lastmod = keys && latestPublish(sources.published, keys);
      return (
        `  <url><loc>${escapeXml(`${siteUrl}${page}`)}</loc>` +
        `${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>\n`
      );
    }),
  );
  const postings = (await openPosts(sources.store)).map(
    (post) =>
      `  <url><loc>${escapeXml(`${siteUrl}${LIST_OF[post.type]}/${post.slug}`)}</loc>` +
      `<lastmod>${post.datePosted}</lastmod></url>\n`,
  );
  const studies = publishedStudies(sources.published).map(
    (study) =>
      `  <url><loc>${escapeXml(`${siteUrl}${caseStudyPath(study.slug)}`)}</loc>` +
      `<lastmod>${study.date}</lastmod></url>\n`,
  );
  const blockPages = (sources.pages?.all() ?? []).map(
    (page) =>
      `  <url><loc>${escapeXml(`${siteUrl}${page.path}`)}</loc>` +
      `<lastmod>${page.publishedAt}</lastmod></url>\n`,
  );
  const insights = await insightsEntries(siteUrl, sources.insights);
  // An address that redirects is not listed (a page removed or moved in a way not yet seen).
  const listed = [
    // The list of insights is the build's page, dated here by its newest article.
    ...(insights.length > 0
      ? pages.filter((page) => !page.includes(`${INSIGHTS_PATH}</loc>`))
      : pages),
    ...postings,
    ...studies,
    ...blockPages,
    ...insights,
  ].filter((entry) => {
    const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? '';
    return !sources.redirected?.(loc.slice(siteUrl.length) || '/');
  });
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${listed.join('')}</urlset>\n`
  );
}

/** The build's robots.txt, naming the sitemap at the published address. */
export const robotsTxt = (built: string, published: PublishedDocuments): string =>
  built.replaceAll(
    `${seedCompany.siteUrl}/sitemap.xml`,
    `${published.company().siteUrl}/sitemap.xml`,
  );
