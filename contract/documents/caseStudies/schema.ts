// The case studies (docs/product.md §10.14): the studies themselves, a list staff add to, reorder and
// edit, and the words of their pages (/case-studies, /case-studies/<slug>), of the sections that
// lead to them (the home page's latest studies, a service page's studies that used it) and of the
// feed. One content document, so that the studies have a draft, a preview, versions and
// scheduled publishing like every page's words (docs/architecture.md, "Case studies"): a study
// added or changed in the draft reaches visitors when the document is published.

import { type Static, Type } from 'typebox';
import { CASE_STUDY_SERVICES } from '../../values/content/case-studies';
import { PATTERNS } from '../../values/constants';
import { RichTextField } from '../../rich-text';
import {
  Group,
  ImageField,
  LinkField,
  ListOf,
  LongTextField,
  SeoFields,
  TextField,
} from '../../content-fields';

/** One of the services a study may name, by its page (/services/csd). */
export const ServiceField = Type.String({
  title: 'Service',
  description: 'The page of a service the study used.',
  editor: 'route',
  pattern: `^/services/(${CASE_STUDY_SERVICES.join('|')})$`,
});

const CaseStudy = Group({
  title: TextField(120, { title: 'Title' }),
  slug: Type.String({
    title: 'Address',
    description: 'The end of its address, /case-studies/<address>: lower-case words and hyphens.',
    editor: 'text',
    pattern: PATTERNS.slug,
    maxLength: 80,
  }),
  client: TextField(80, { title: 'Client' }),
  sector: TextField(60, { title: 'Sector' }),
  date: Type.String({
    title: 'Publish date',
    description: 'YYYY-MM-DD: shown on its page and in the feed; the newest come first.',
    editor: 'text',
    pattern: PATTERNS.date,
  }),
  summary: Type.String({
    title: 'Summary',
    description: 'In the lists, the feed and search results (50 to 160 characters).',
    editor: 'seoDescription',
    allOf: [{ minLength: 50 }, { maxLength: 160 }, { pattern: PATTERNS.singleLine }],
  }),
  services: ListOf(ServiceField, { title: 'Services used', minItems: 1, maxItems: 4 }),
  challenge: RichTextField({ title: 'The challenge' }),
  solution: RichTextField({ title: 'The solution' }),
  results: ListOf(
    Group({
      value: TextField(20, {
        title: 'Value',
        description: 'A number and its unit, such as −42 %.',
      }),
      label: TextField(80, { title: 'What it measures', description: 'Such as: checkout time.' }),
    }),
    { title: 'Results', minItems: 1, maxItems: 6, itemTitle: 'label' },
  ),
  images: ListOf(ImageField({ title: 'Image' }), {
    title: 'Images',
    description: 'The first shows in the lists and at the top of its page.',
    minItems: 1,
    maxItems: 6,
  }),
});

export const CaseStudiesContent = Group({
  seo: SeoFields,
  eyebrow: TextField(40, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  filterLabel: TextField(60, { title: 'Name of the filter by service' }),
  allServices: TextField(40, { title: 'The filter’s choice of every service' }),
  serviceNames: Group(
    {
      webdevelopment: TextField(60, { title: '/services/webdevelopment' }),
      csd: TextField(60, { title: '/services/csd' }),
      logodesign: TextField(60, { title: '/services/logodesign' }),
      itconsulting: TextField(60, { title: '/services/itconsulting' }),
    } satisfies Record<(typeof CASE_STUDY_SERVICES)[number], unknown>,
    { title: 'The services’ names (the filter, a study’s page)' },
  ),
  empty: TextField(160, { title: 'When no study used the service' }),
  readMore: TextField(40, { title: 'Each study’s link' }),
  notFound: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      text: LongTextField(300, { title: 'Text' }),
    },
    { title: 'An address with no published study' },
  ),
  study: Group(
    {
      clientLabel: TextField(40, { title: 'Client' }),
      sectorLabel: TextField(40, { title: 'Sector' }),
      dateLabel: TextField(40, { title: 'Publish date' }),
      servicesLabel: TextField(40, { title: 'Services used' }),
      challengeHeading: TextField(60, { title: 'Heading of the challenge' }),
      solutionHeading: TextField(60, { title: 'Heading of the solution' }),
      resultsHeading: TextField(60, { title: 'Heading of the results' }),
      back: LinkField({ title: 'Link back to every study' }),
    },
    { title: 'A study’s page: what every study shares' },
  ),
  home: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(300, { title: 'Introduction' }),
      all: LinkField({ title: 'Link to every study' }),
    },
    { title: 'Home page: the latest studies' },
  ),
  servicePage: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(300, { title: 'Introduction' }),
    },
    { title: 'A service’s page: the studies that used it' },
  ),
  feedTitle: TextField(80, { title: 'Title of the feed (news readers)' }),
  studies: ListOf(CaseStudy, {
    title: 'Case studies',
    description: 'Published with this document: a study added here shows once it is published.',
    maxItems: 50,
    itemTitle: 'title',
  }),
});
export type CaseStudiesContent = Static<typeof CaseStudiesContent>;
