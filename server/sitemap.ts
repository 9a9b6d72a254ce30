// /sitemap.xml: the build's (every page of the site, webpack.config.ts) with the page of each open
// job and internship posting added, read at request time; a closed posting leaves it
// (docs/product.md §10.9).

import { company } from '../contract/company';
import type { DataStore } from './db';
import { openPosts } from './routes/public-posts';

/** Where each type's postings have their pages (the site's /careers/jobs/<slug>). */
const LIST_OF = { job: '/careers/jobs', internship: '/careers/internships' } as const;

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The build's sitemap with a `<url>` for each open posting before its end. */
export async function sitemapWithPostings(built: string, store: DataStore): Promise<string> {
  const urls = (await openPosts(store)).map(
    (post) =>
      `  <url><loc>${escapeXml(`${company.siteUrl}${LIST_OF[post.type]}/${post.slug}`)}</loc>` +
      `<lastmod>${post.datePosted}</lastmod></url>\n`,
  );
  const end = built.lastIndexOf('</urlset>');
  return end < 0 ? built : `${built.slice(0, end)}${urls.join('')}${built.slice(end)}`;
}
