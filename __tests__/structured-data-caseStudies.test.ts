/**
 * @jest-environment node
 */
// A case study's page describes it as a schema.org Article (docs/product.md §10.9, §10.14), from
// the `caseStudies` document as published, with the company's node (from the `company` document)
// as its publisher; its breadcrumb names the list. The list itself carries no Article.

import { company } from '../contract/values/company';
import { caseStudiesSeed } from '../contract/documents/caseStudies/seed';
import { graphOf, ofType } from './support/structuredData';

describe('structured data of the case studies', () => {
  const study = caseStudiesSeed.studies[1]!;
  const documents = {
    caseStudies: { ...caseStudiesSeed, seo: { ...caseStudiesSeed.seo, title: 'Our work' } },
    company: { ...company, name: 'Merlin Software' },
  };

  it('describes a study as an Article published by the company', async () => {
    const graph = await graphOf(`/case-studies/${study.slug}`, { documents });
    const [article] = ofType(graph, 'Article');
    const [organization] = ofType(graph, 'ProfessionalService');
    const url = `${company.siteUrl}/case-studies/${study.slug}`;
    expect(article).toMatchObject({
      headline: study.title,
      description: study.summary,
      datePublished: study.date,
      url,
      image: study.images.map((image) => `${company.siteUrl}${image.url}`),
      publisher: { '@id': organization!['@id'], name: 'Merlin Software' },
    });
    const [trail] = ofType(graph, 'BreadcrumbList');
    expect((trail!.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      'Merlin Software',
      'Our work',
      study.title,
    ]);
  });

  it('describes no Article on the list, nor for a study the document lacks', async () => {
    expect(ofType(await graphOf('/case-studies', { documents }), 'Article')).toEqual([]);
    expect(ofType(await graphOf('/case-studies/no-such-study', { documents }), 'Article')).toEqual(
      [],
    );
  });
});
