// The case studies visitors see: the studies of the `caseStudies` document as published now
// (contract/documents/caseStudies/schema.ts), newest first. A study only in the draft is not among them.
// The live pages (a study's page: 404 for another address), the sitemap and the feed read them.

import { newestFirst } from '../../contract/values/content/case-studies';
import type { DocumentData } from '../../contract/documents';
import type { PublishedDocuments } from './published';

type PublishedStudy = DocumentData<'caseStudies'>['studies'][number];

/** The published case studies' words and studies. */
export const caseStudiesPage = (published: PublishedDocuments) =>
  published.all().caseStudies as DocumentData<'caseStudies'>;

/** The published case studies, newest first. */
export const publishedStudies = (published: PublishedDocuments): PublishedStudy[] =>
  newestFirst(caseStudiesPage(published).studies);
