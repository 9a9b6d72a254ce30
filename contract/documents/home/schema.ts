// The home page's words and pictures, section by section (docs/product.md §1). The testimonials
// are a collection of their own (staff edit them in the back office).

import type { Static } from 'typebox';
import {
  Group,
  ImageField,
  LinkField,
  ListOf,
  LongTextField,
  SeoFields,
  TextField,
} from '../../content-fields';

const Card = Group({
  title: TextField(80, { title: 'Title' }),
  content: LongTextField(400, { title: 'Text' }),
  image: ImageField({ title: 'Picture' }),
  link: LinkField({ title: 'Button' }),
});

const CardSection = (title: string) =>
  Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(300, { title: 'Introduction' }),
      cards: ListOf(Card, { title: 'Cards', minItems: 1, maxItems: 8, itemTitle: 'title' }),
    },
    { title },
  );

export const HomePageContent = Group({
  seo: SeoFields,
  hero: Group(
    {
      headline: TextField(100, { title: 'Headline' }),
      subline: LongTextField(300, { title: 'Text under the headline' }),
      image: ImageField({ title: 'Illustration' }),
      primaryAction: LinkField({ title: 'First button' }),
      secondaryAction: LinkField({ title: 'Second button' }),
    },
    { title: 'Opening band' },
  ),
  welcome: Group(
    {
      eyebrow: TextField(60, { title: 'Above the heading' }),
      heading: TextField(80, { title: 'Heading' }),
      paragraph: LongTextField(500, { title: 'Text' }),
      cards: ListOf(Card, { title: 'Cards', minItems: 1, maxItems: 6, itemTitle: 'title' }),
    },
    { title: 'Welcome' },
  ),
  story: Group(
    {
      eyebrow: TextField(60, { title: 'Above the heading' }),
      heading: TextField(80, { title: 'Heading' }),
      paragraphs: ListOf(LongTextField(800, { title: 'Paragraph' }), {
        title: 'Paragraphs',
        minItems: 1,
        maxItems: 6,
      }),
      facts: ListOf(
        Group({
          label: TextField(40, { title: 'Label' }),
          value: TextField(60, { title: 'Value' }),
        }),
        { title: 'Facts', maxItems: 6, itemTitle: 'label' },
      ),
      image: ImageField({ title: 'Picture' }),
      action: LinkField({ title: 'Button' }),
    },
    { title: 'Our story' },
  ),
  services: CardSection('Services'),
  whyChooseUs: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      intro: LongTextField(300, { title: 'Introduction' }),
      cards: ListOf(
        Group({
          title: TextField(80, { title: 'Title' }),
          content: LongTextField(400, { title: 'Text' }),
          icon: ImageField({ title: 'Icon' }),
        }),
        { title: 'Reasons', minItems: 1, maxItems: 12, itemTitle: 'title' },
      ),
    },
    { title: 'Why choose us' },
  ),
});
export type HomePageContent = Static<typeof HomePageContent>;
