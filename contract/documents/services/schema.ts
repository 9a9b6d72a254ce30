// The services area's words (docs/product.md §2): the /services list, the short pages of the
// services written up so far (csd, logo design, IT consulting) and the pages of the services not
// offered yet ('Currently Not Available'). The web development page is a document of its own
// (../webDevelopment/schema.ts). The short pages' closing text names the company's sales email and
// telephone by placeholder ({salesEmail}, {phone}): they come from its facts (`company`).

import type { Static } from 'typebox';
import {
  COMPANY_FACTS,
  Group,
  ImageField,
  LinkField,
  ListOf,
  LongTextField,
  RouteField,
  SeoFields,
  TextField,
  TextWith,
} from '../../content-fields';

/** A service written up on a short page of its own. */
const ShortPage = (title: string) =>
  Group(
    {
      seo: SeoFields,
      title: TextField(80, { title: 'Heading' }),
      icon: ImageField({ title: 'Icon' }),
      description: ListOf(LongTextField(800, { title: 'Paragraph' }), {
        title: 'Paragraphs',
        description: 'The first is shown under the heading, the others beside what is included.',
        minItems: 1,
        maxItems: 6,
      }),
      included: ListOf(TextField(160, { title: 'Item' }), {
        title: 'What is included',
        minItems: 1,
        maxItems: 12,
      }),
      ctaHeading: TextField(80, { title: 'Heading of the closing call to action' }),
    },
    { title },
  );

/** A service whose page says it is not available yet. */
const UnavailablePage = (title: string) =>
  Group(
    {
      seo: SeoFields,
      service: TextField(80, { title: 'Service' }),
      text: LongTextField(400, { title: 'Text' }),
    },
    { title },
  );

export const ServicesPageContent = Group({
  seo: SeoFields,
  eyebrow: TextField(40, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  listLabel: TextField(60, { title: 'Name of the list of services, for screen readers' }),
  linkLabel: TextField(40, { title: "Each card's link" }),
  cards: ListOf(
    Group({
      title: TextField(80, { title: 'Title' }),
      content: LongTextField(300, { title: 'Text' }),
      icon: ImageField({ title: 'Icon' }),
      path: RouteField({ title: 'Leads to' }),
    }),
    { title: 'Services', minItems: 1, maxItems: 8, itemTitle: 'title' },
  ),
  pricing: Group(
    {
      text: TextField(120, { title: 'Text' }),
      link: LinkField({ title: 'Link' }),
    },
    { title: 'Way to the pricing plans' },
  ),
  cta: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      text: LongTextField(300, { title: 'Text' }),
      action: LinkField({ title: 'Button' }),
    },
    { title: 'Closing call to action' },
  ),
  shortPages: Group(
    {
      eyebrow: TextField(40, { title: 'Above the heading' }),
      includedHeading: TextField(60, { title: 'Heading of what is included' }),
      comingSoon: LongTextField(300, { title: 'Note that a full page is coming' }),
      allServices: LinkField({ title: 'Link back to all services' }),
      contact: Group(
        {
          text: TextWith(400, COMPANY_FACTS, { long: true, title: 'Text' }),
          action: LinkField({ title: 'Button' }),
        },
        { title: 'Closing call to action' },
      ),
    },
    { title: 'Short service pages: what they share' },
  ),
  csd: ShortPage('Custom Software Development (/services/csd)'),
  logoDesign: ShortPage('Logo Design (/services/logodesign)'),
  itConsulting: ShortPage('IT Consulting (/services/itconsulting)'),
  unavailable: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      contact: LinkField({ title: 'First button' }),
      back: LinkField({ title: 'Second button' }),
    },
    { title: 'Services not offered yet: what their pages share' },
  ),
  softwareDevelopment: UnavailablePage('Software Development (/services/softwaredevelopment)'),
  mobileApp: UnavailablePage('Mobile App Development (/services/mobileappdevelopment)'),
  itOutsourcing: UnavailablePage('IT Outsourcing (/services/itoutsourcing)'),
});
export type ServicesPageContent = Static<typeof ServicesPageContent>;
