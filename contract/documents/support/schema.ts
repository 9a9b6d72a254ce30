// The support pages (/support/FAQ, /support/HelpCentre): the FAQ and the Help Centre, and the
// support area's navigation and heading, which the policies (../legal/schema.ts) show too. Ways to reach
// a person by email or phone show the company's facts ("Company facts") as their links.

import type { Static } from 'typebox';
import {
  AnchorField,
  COMPANY_FACTS,
  Group,
  LinkField,
  ListOf,
  LongTextField,
  QuestionsField,
  SearchEntry,
  TextField,
  TextWith,
} from '../../content-fields';

const WayToReach = Group({
  title: TextField(60, { title: 'Heading' }),
  text: TextWith(300, COMPANY_FACTS, { long: true, title: 'Text' }),
});

const PageWayToReach = Group({
  title: TextField(60, { title: 'Heading' }),
  text: LongTextField(300, { title: 'Text' }),
  link: LinkField({ title: 'Link' }),
});

const Article = Group({
  id: AnchorField(),
  title: TextField(100, { title: 'Title' }),
  paragraphs: ListOf(TextWith(1000, COMPANY_FACTS, { long: true, title: 'Paragraph' }), {
    title: 'Paragraphs',
    minItems: 1,
    maxItems: 8,
  }),
  link: ListOf(LinkField(), { title: 'Link (at most one)', maxItems: 1, itemTitle: 'label' }),
});

const Topic = Group({
  id: AnchorField(),
  title: TextField(80, { title: 'Title' }),
  summary: TextField(200, { title: 'Summary' }),
  articles: ListOf(Article, { title: 'Articles', minItems: 1, maxItems: 12, itemTitle: 'title' }),
});

export const SupportPagesContent = Group({
  faqSeo: SearchEntry('Search engines: the FAQ'),
  helpCentreSeo: SearchEntry('Search engines: the Help Centre'),
  nav: Group(
    {
      label: TextField(40, { title: 'Name of the navigation, for screen readers' }),
      links: ListOf(LinkField(), { title: 'Links', minItems: 1, maxItems: 8, itemTitle: 'label' }),
    },
    { title: 'Support navigation (also on the policies)' },
  ),
  eyebrow: TextField(40, { title: 'Above each heading' }),
  faq: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(400, { title: 'Introduction' }),
      listHeading: TextField(60, { title: 'Name of the list, for screen readers' }),
      items: QuestionsField({ maxItems: 40, question: 200, answer: 1000 }),
      aside: Group(
        {
          heading: TextField(60, { title: 'Heading' }),
          helpCentre: Group(PageWayToReach.properties, { title: 'Help Centre' }),
          email: Group(WayToReach.properties, { title: 'Email (the support email)' }),
          phone: Group(WayToReach.properties, { title: 'Phone (the telephone number)' }),
        },
        { title: 'More ways to get help' },
      ),
      cta: Group(
        {
          heading: TextField(80, { title: 'Heading' }),
          text: LongTextField(300, { title: 'Text' }),
          action: LinkField({ title: 'Button' }),
        },
        { title: 'Closing call to action' },
      ),
    },
    { title: 'FAQ' },
  ),
  helpCentre: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(400, { title: 'Introduction' }),
      topicsHeading: TextField(60, { title: 'Topics heading' }),
      topics: ListOf(Topic, { title: 'Topics', minItems: 1, maxItems: 12, itemTitle: 'title' }),
      contactHeading: TextField(60, { title: 'Ways to reach us heading' }),
      email: Group(WayToReach.properties, { title: 'Email (the support email)' }),
      phone: Group(WayToReach.properties, { title: 'Phone (the telephone number)' }),
      form: Group(PageWayToReach.properties, { title: 'Contact form' }),
    },
    { title: 'Help Centre' },
  ),
});
export type SupportPagesContent = Static<typeof SupportPagesContent>;
