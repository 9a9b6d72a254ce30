// The web development service's page (/services/webdevelopment, docs/product.md §2): what we
// build, our process, technologies, results, questions and a closing call to action.

import type { Static } from 'typebox';
import {
  Group,
  ImageField,
  LinkField,
  ListOf,
  LongTextField,
  QuestionsField,
  SeoFields,
  TextField,
} from '../../content-fields';

/** A section's heading and the short line above it. */
const heading = {
  eyebrow: TextField(60, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
};

export const WebDevelopmentPageContent = Group({
  seo: SeoFields,
  eyebrow: TextField(40, { title: 'Above the heading' }),
  title: TextField(80, { title: 'Heading' }),
  intro: Group(
    {
      heading: TextField(120, { title: 'Lead' }),
      paragraphs: ListOf(LongTextField(800, { title: 'Paragraph' }), {
        title: 'Paragraphs',
        minItems: 1,
        maxItems: 4,
      }),
      image: ImageField({ title: 'Illustration' }),
      actions: ListOf(LinkField({ title: 'Button' }), {
        title: 'Buttons',
        description: 'The first is the main one.',
        minItems: 1,
        maxItems: 2,
        itemTitle: 'label',
      }),
    },
    { title: 'Opening band' },
  ),
  whatWeBuild: Group(
    {
      ...heading,
      items: ListOf(
        Group({
          title: TextField(80, { title: 'Title' }),
          text: LongTextField(300, { title: 'Text' }),
        }),
        { title: 'What we build', minItems: 1, maxItems: 12, itemTitle: 'title' },
      ),
    },
    { title: 'What we build' },
  ),
  process: Group(
    {
      ...heading,
      stepLabel: TextField(20, {
        title: 'Word before each step number, for screen readers',
        description: 'Read as "Step 1: Discovery".',
      }),
      durationLabel: TextField(40, { title: 'Before each length, for screen readers' }),
      steps: ListOf(
        Group({
          title: TextField(80, { title: 'Title' }),
          text: LongTextField(300, { title: 'Text' }),
          duration: TextField(40, { title: 'Typical length' }),
        }),
        { title: 'Steps (numbered in this order)', minItems: 1, maxItems: 12, itemTitle: 'title' },
      ),
    },
    { title: 'Our process' },
  ),
  technologies: Group(
    {
      ...heading,
      intro: LongTextField(300, { title: 'Introduction' }),
      groups: ListOf(
        Group({
          group: TextField(60, { title: 'Group' }),
          items: ListOf(TextField(60, { title: 'Technology' }), {
            title: 'Technologies',
            minItems: 1,
            maxItems: 12,
          }),
        }),
        { title: 'Groups', minItems: 1, maxItems: 12, itemTitle: 'group' },
      ),
    },
    { title: 'Technologies' },
  ),
  outcomes: Group(
    {
      ...heading,
      intro: LongTextField(300, { title: 'Introduction' }),
      items: ListOf(
        Group({
          metric: TextField(20, { title: 'Figure' }),
          label: TextField(120, { title: 'What it measures' }),
          context: TextField(200, { title: 'Whose project, measured how' }),
        }),
        { title: 'Results', minItems: 1, maxItems: 8, itemTitle: 'label' },
      ),
      note: LongTextField(300, { title: 'Note' }),
    },
    { title: 'Results' },
  ),
  faqs: Group(
    {
      ...heading,
      items: QuestionsField({ maxItems: 20 }),
    },
    { title: 'Frequently asked questions' },
  ),
  cta: Group(
    {
      heading: TextField(80, { title: 'Heading' }),
      text: LongTextField(300, { title: 'Text' }),
      action: LinkField({ title: 'First button' }),
      secondaryAction: LinkField({ title: 'Second button' }),
    },
    { title: 'Closing call to action' },
  ),
});
export type WebDevelopmentPageContent = Static<typeof WebDevelopmentPageContent>;
