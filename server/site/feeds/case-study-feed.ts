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
} from '../../../contract/values/content/case-studies';
import type { PublishedDocuments } from '../../content/published';
import { caseStudiesPage, publishedStudies } from '../../content/case-studies';
import { ATOM_TYPE, atomFeed } from './atom-feed';

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
  return atomFeed({
    title: `${page.feedTitle} | ${company.name}`,
    subtitle: page.intro,
    htmlUrl: url(CASE_STUDIES_PATH),
    selfUrl: url(CASE_STUDY_FEED_PATH),
    updated,
    author: { name: company.name, uri: company.siteUrl },
    entries: studies.map((study) => ({
      title: study.title,
      url: url(caseStudyPath(study.slug)),
      published: dayStart(study.date),
      updated: dayStart(study.date),
      summary: study.summary,
      categories: study.services.map((path) => {
        const service = serviceOf(path);
        return { term: service ?? path, label: service ? page.serviceNames[service] : path };
      }),
    })),
  });
}

/** GET (and HEAD) /case-studies/feed.xml. */
export function registerCaseStudyFeed(app: FastifyInstance, published: PublishedDocuments) {
  app.get(CASE_STUDY_FEED_PATH, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type(ATOM_TYPE).send(caseStudyFeed(published)),
  );
}
