// A case study's schema.org Article, for the structured data of its page (structuredData.ts):
// its headline, summary, date, images and client, published (and written) by the company, whose
// node the graph holds from the `company` document. Runs only in the renderer.

import type { Article } from 'schema-dts';
import { CASE_STUDIES_PATH, caseStudyPath } from '../../contract/values/content/case-studies';
import type { DocumentData } from '../api/types';
import type { PageData } from './pageData';

type Study = DocumentData<'caseStudies'>['studies'][number];

/** The published study a page at `path` shows (/case-studies/<slug>), if any. */
export function caseStudyAt(path: string, data?: PageData): Study | undefined {
  if (!path.startsWith(`${CASE_STUDIES_PATH}/`)) return undefined;
  const page = data?.documents?.caseStudies as DocumentData<'caseStudies'> | undefined;
  return page?.studies.find((study) => caseStudyPath(study.slug) === path);
}

/** The study as an Article node; `url` makes a site path absolute, `organization` the company's. */
export function caseStudyNode(
  study: Study,
  url: (path: string) => string,
  organization: { '@id': string },
  companyName: string,
): Article {
  const pageUrl = url(caseStudyPath(study.slug));
  return {
    '@type': 'Article',
    '@id': `${pageUrl}#article`,
    headline: study.title,
    description: study.summary,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    datePublished: study.date,
    image: study.images.map((image) => url(image.url)),
    about: { '@type': 'Organization', name: study.client },
    keywords: study.sector,
    author: { '@type': 'Organization', '@id': organization['@id'], name: companyName },
    publisher: { '@type': 'Organization', '@id': organization['@id'], name: companyName },
  };
}
