// The about area (docs/product.md §2): its sub-navigation, our values, our vision, who we are
// (the facts only these pages show, the leadership and the team, with their photos) and what we
// do (the mission and the areas of work). The company's name, city and founding year come from
// the company's document, by placeholder.

import type { Static } from 'typebox';
import {
  COMPANY_FACTS,
  Group,
  ImageField,
  LinkField,
  ListOf,
  LongTextField,
  RouteField,
  SearchEntry,
  TextField,
  TextWith,
} from '../../content-fields';

const TitledText = (title: string) =>
  Group(
    {
      title: TextField(80, { title: 'Title' }),
      text: TextWith(400, COMPANY_FACTS, { title: 'Text', long: true }),
    },
    { title },
  );

const Cta = Group(
  {
    heading: TextField(80, { title: 'Heading' }),
    text: LongTextField(300, { title: 'Text' }),
    action: LinkField({ title: 'Button' }),
  },
  { title: 'Closing call to action' },
);

const Member = Group({
  name: TextField(80, { title: 'Name' }),
  role: TextField(80, { title: 'Role' }),
  bio: TextWith(600, COMPANY_FACTS, { title: 'About them', long: true }),
  photo: ListOf(ImageField({ title: 'Photo' }), {
    title: 'Photo',
    description: 'None: a placeholder portrait is shown.',
    maxItems: 1,
  }),
});

export const AboutPageContent = Group({
  seo: SearchEntry('Search engines: /about'),
  valuesSeo: SearchEntry('Search engines: /about/our-values'),
  visionSeo: SearchEntry('Search engines: /about/our-vision'),
  whoWeAreSeo: SearchEntry('Search engines: /about/who-we-are'),
  whatWeDoSeo: SearchEntry('Search engines: /about/what-we-do'),
  navLabel: TextField(40, { title: 'Name of the sub-navigation, for screen readers' }),
  nav: ListOf(
    Group({ label: TextField(60, { title: 'Label' }), path: RouteField({ title: 'Leads to' }) }),
    { title: 'Sub-navigation', minItems: 1, maxItems: 8, itemTitle: 'label' },
  ),
  eyebrow: TextWith(80, COMPANY_FACTS, { title: 'Above each heading' }),
  values: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: TextWith(400, COMPANY_FACTS, { title: 'Introduction', long: true }),
      items: ListOf(TitledText('Value'), {
        title: 'Values',
        minItems: 1,
        maxItems: 12,
        itemTitle: 'title',
      }),
      cta: Cta,
    },
    { title: 'Our values (/about, /about/our-values)' },
  ),
  vision: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      lead: TextWith(300, COMPANY_FACTS, { title: 'Introduction', long: true }),
      paragraphs: ListOf(TextWith(800, COMPANY_FACTS, { title: 'Paragraph', long: true }), {
        title: 'Paragraphs',
        minItems: 1,
        maxItems: 8,
      }),
      image: ImageField({ title: 'Picture' }),
      goalsHeading: TextField(80, { title: 'Goals heading' }),
      goals: ListOf(TitledText('Goal'), {
        title: 'Goals',
        maxItems: 8,
        itemTitle: 'title',
      }),
    },
    { title: 'Our vision (/about/our-vision)' },
  ),
  whoWeAre: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: TextWith(500, COMPANY_FACTS, { title: 'Introduction', long: true }),
      factsHeading: TextField(80, { title: 'Facts heading' }),
      facts: ListOf(
        Group({
          label: TextField(40, { title: 'Label' }),
          value: TextWith(80, COMPANY_FACTS, { title: 'Value' }),
        }),
        { title: 'Facts', maxItems: 10, itemTitle: 'label' },
      ),
      image: ImageField({ title: 'Picture' }),
      teamHeading: TextField(80, { title: 'Team heading' }),
      team: ListOf(Member, {
        title: 'Leadership and team',
        minItems: 1,
        maxItems: 20,
        itemTitle: 'name',
      }),
      cta: Cta,
    },
    { title: 'Who we are (/about/who-we-are)' },
  ),
  whatWeDo: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: TextWith(500, COMPANY_FACTS, { title: 'Introduction', long: true }),
      missionHeading: TextField(80, { title: 'Mission heading' }),
      mission: TextWith(400, COMPANY_FACTS, { title: 'Mission', long: true }),
      areasHeading: TextField(80, { title: 'Areas heading' }),
      areas: ListOf(
        Group({
          title: TextField(80, { title: 'Title' }),
          text: LongTextField(400, { title: 'Text' }),
          path: RouteField({ title: 'Leads to' }),
        }),
        { title: 'Areas of work', minItems: 1, maxItems: 10, itemTitle: 'title' },
      ),
      areaLink: TextField(40, { title: 'Link of each area' }),
      areaLinkContext: TextWith(80, ['area'], {
        title: 'What the link is about, for screen readers',
        description: 'Read after the link: {area} is the area, in small letters.',
      }),
      cta: Cta,
    },
    { title: 'What we do (/about/what-we-do)' },
  ),
});
export type AboutPageContent = Static<typeof AboutPageContent>;
