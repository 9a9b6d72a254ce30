// The insights' schema.org nodes, for the structured data of their pages (structuredData.ts): an
// article's BlogPosting (its headline, description, image, dates, author as a Person with their
// page, the company as publisher) and a list's Blog of the articles it shows (a tag's or an
// author's a CollectionPage, the author a Person). Read from the answers the page carries
// (`queries` in pageData.ts). Runs only in the renderer.

import type { Blog, BlogPosting, CollectionPage, Person } from 'schema-dts';
import type { ArticleCard } from '../../contract/api/article-shapes';
import type { ArticleList, ArticleView } from '../../contract/api/articles';
import { INSIGHTS_PATH } from '../../contract/values/content/articles';
import { tagPath } from '../../contract/values/content/insights';
import type { Site } from './companyData';
import type { PageData } from './pageData';

/** The answer of one endpoint the page carries, if it does. */
const answer = <T>(data: PageData, endpointName: string): T | undefined =>
  data.queries?.find((q) => q.endpointName === endpointName)?.value as T | undefined;

/** The article a page shows, if it is an article's. */
export const articleIn = (data: PageData) => answer<ArticleView>(data, 'article');

/** The list of articles a page shows, if it is a list's. */
export const articleListIn = (data: PageData) => answer<ArticleList>(data, 'articles');

const person = ({ url }: Site, author: ArticleCard['author']): Person => ({
  '@type': 'Person',
  name: author.name,
  jobTitle: author.role,
  url: url(author.path),
  ...(author.bio ? { description: author.bio } : {}),
});

const posting = (site: Site, article: ArticleCard): BlogPosting => {
  const pageUrl = site.url(article.path);
  return {
    '@type': 'BlogPosting',
    '@id': `${pageUrl}#article`,
    headline: article.title,
    description: article.summary,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: article.firstPublishedAt,
    dateModified: article.publishedAt,
    ...(article.image ? { image: site.url(article.image.url) } : {}),
    author: person(site, article.author),
    publisher: {
      '@type': 'Organization',
      '@id': site.organization['@id'],
      name: site.company.name,
    },
    keywords: article.tags.map((tag) => tag.name).join(', '),
    inLanguage: 'en-GB',
  };
};

/** An article's page: its BlogPosting, part of the insights' Blog, with its word count known. */
export const articleNode = (site: Site, article: ArticleView): BlogPosting => ({
  ...posting(site, article),
  isPartOf: { '@id': `${site.url(INSIGHTS_PATH)}#blog` },
  timeRequired: `PT${article.readingMinutes}M`,
});

/** A list's page: the Blog (all articles) or a CollectionPage (a tag's, an author's). */
export function articleListNode(site: Site, list: ArticleList): Blog | CollectionPage {
  const posts = list.items.map((article) => posting(site, article));
  if (!list.tag && !list.author) {
    return {
      '@type': 'Blog',
      '@id': `${site.url(INSIGHTS_PATH)}#blog`,
      name: `Insights | ${site.company.name}`,
      url: site.url(INSIGHTS_PATH),
      publisher: site.organization,
      inLanguage: 'en-GB',
      blogPost: posts,
    };
  }
  const path = list.tag ? tagPath(list.tag.slug) : (list.author?.path ?? INSIGHTS_PATH);
  return {
    '@type': 'CollectionPage',
    '@id': `${site.url(path)}#collection`,
    name: list.tag ? `Insights: ${list.tag.name}` : (list.author?.name ?? ''),
    url: site.url(path),
    isPartOf: { '@id': `${site.company.siteUrl}/#website` },
    inLanguage: 'en-GB',
    ...(list.author ? { about: person(site, list.author) } : {}),
    hasPart: posts,
  };
}
