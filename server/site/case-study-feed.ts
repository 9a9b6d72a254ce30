// The case studies' Atom 1.0 feed (RFC 4287) at /case-studies/feed.xml (docs/product.md §10.14): the
// published studies, newest first, each with its page's absolute address, its summary, its
// services as categories and its publish date; the feed's `updated` is when the studies were
// last published. Every page's <head> links to it (public/index.html). Built at request time from
// what is published (server/content/case-studies.ts), so a draft never reaches it.

import type { FastifyInstance } from 'fastify';
import {
  CASE_STUDIES_PATH,
  CASE_STUDY_FEED_PATH,
  caseStudyPath,
  serviceOf,
} from '../../contract/values/content/case-studies';
import type { PublishedDocuments } from '../content/published';
import { caseStudiesPage, publishedStudies } from '../content/case-studies';

/** Text for XML content and attribute values. */
const escapeXml = (text: string): string =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** A publish date (YYYY-MM-DD) as an Atom date: its start, UTC. */
const dayStart = (date: string) => `${date}T00:00:00Z`;

/** The feed as published now. */
function caseStudyFeed(published: PublishedDocuments): string {
  const company = published.company();
  const page = caseStudiesPage(published);
  const url = (path: string) => `${company.siteUrl}${path}`;
  const studies = publishedStudies(published);
  const updated =
    published.publishedAt('caseStudies') ?? (studies[0] ? dayStart(studies[0].date) : '');
  const entries = studies.map((study) => {
    const href = escapeXml(url(caseStudyPath(study.slug)));
    const categories = study.services.map((path) => {
      const service = serviceOf(path);
      const label = service ? page.serviceNames[service] : path;
      return `    <category term="${escapeXml(service ?? path)}" label="${escapeXml(label)}"/>\n`;
    });
    return (
      '  <entry>\n' +
      `    <title>${escapeXml(study.title)}</title>\n` +
      `    <id>${href}</id>\n` +
      `    <link rel="alternate" type="text/html" href="${href}"/>\n` +
      `    <published>${dayStart(study.date)}</published>\n` +
      `    <updated>${dayStart(study.date)}</updated>\n` +
      `    <summary>${escapeXml(study.summary)}</summary>\n` +
      categories.join('') +
      '  </entry>\n'
    );
  });
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">\n' +
    `  <title>${escapeXml(`${page.feedTitle} | ${company.name}`)}</title>\n` +
    `  <subtitle>${escapeXml(page.intro)}</subtitle>\n` +
    `  <id>${escapeXml(url(CASE_STUDIES_PATH))}</id>\n` +
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(url(CASE_STUDY_FEED_PATH))}"/>\n` +
    `  <link rel="alternate" type="text/html" href="${escapeXml(url(CASE_STUDIES_PATH))}"/>\n` +
    `  <updated>${updated}</updated>\n` +
    `  <author><name>${escapeXml(company.name)}</name><uri>${escapeXml(company.siteUrl)}</uri></author>\n` +
    entries.join('') +
    '</feed>\n'
  );
}

/** GET (and HEAD) /case-studies/feed.xml. */
export function registerCaseStudyFeed(app: FastifyInstance, published: PublishedDocuments) {
  app.get(CASE_STUDY_FEED_PATH, (_request, reply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('application/atom+xml; charset=utf-8')
      .send(caseStudyFeed(published)),
  );
}
