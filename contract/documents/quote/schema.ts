// The quote wizard (/quote, docs/product.md "The quote wizard"): its steps' headings, questions,
// the answers' words, buttons and the estimate's label. The services and tiers it offers, and
// their prices, are the pricing page's (contract/documents/pricing/schema.ts); the questions' answers are
// fixed in contract/values/quote.ts, and only their words are here.

import type { Static } from 'typebox';
import { QUOTE_CHOICES, type QuoteQuestion } from '../../values/quote';
import { Group, LongTextField, SearchEntry, TextField } from '../../content-fields';

/** What the editor calls each fixed answer (its words are the document's). */
const ANSWER_TITLES: Readonly<Record<string, string>> = {
  'up-to-5': 'Up to 5',
  'up-to-20': '6 to 20',
  'up-to-50': '21 to 50',
  'over-50': 'More than 50',
  none: 'None',
  one: 'One',
  'two-or-three': 'Two or three',
  'four-or-more': 'Four or more',
  ready: 'All ready',
  partly: 'Partly ready',
  'not-yet': 'Not ready yet',
  flexible: 'No fixed date',
  'three-months': 'Within three months',
  'one-month': 'Within a month',
  'under-10k': 'Under $10,000',
  '10k-30k': '$10,000 to $30,000',
  '30k-60k': '$30,000 to $60,000',
  'over-60k': 'Over $60,000',
  'not-sure': 'Not sure',
};

/** A scope question: its legend and the words of each of its answers. */
const Question = <Q extends QuoteQuestion>(question: Q, title: string) =>
  Group(
    {
      legend: TextField(100, { title: 'Question' }),
      options: Group(
        Object.fromEntries(
          QUOTE_CHOICES[question].map((value) => [
            value,
            TextField(60, { title: ANSWER_TITLES[value] ?? value }),
          ]),
        ) as Record<(typeof QUOTE_CHOICES)[Q][number], ReturnType<typeof TextField>>,
        { title: 'Answers' },
      ),
    },
    { title },
  );

const Heading = (title: string) => TextField(80, { title });

export const QuotePageContent = Group({
  seo: SearchEntry(),
  eyebrow: TextField(40, { title: 'Above the heading' }),
  heading: TextField(80, { title: 'Heading' }),
  intro: LongTextField(400, { title: 'Introduction' }),
  progress: Group(
    { step: TextField(20, { title: '"Step"' }), of: TextField(20, { title: '"of"' }) },
    { title: 'Progress ("Step 2 of 5")' },
  ),
  buttons: Group(
    {
      next: TextField(30, { title: 'Next' }),
      back: TextField(30, { title: 'Back' }),
      send: TextField(40, { title: 'Send' }),
      sending: TextField(40, { title: 'While sending' }),
      again: TextField(60, { title: 'Start another request' }),
    },
    { title: 'Buttons' },
  ),
  service: Group(
    { heading: Heading('Heading'), legend: TextField(100, { title: 'Question' }) },
    { title: 'Step 1: service' },
  ),
  tier: Group(
    {
      heading: Heading('Heading'),
      legend: TextField(100, { title: 'Question' }),
      notSure: TextField(40, { title: '"Not sure"' }),
      notSureHint: TextField(160, { title: 'What "Not sure" means' }),
    },
    { title: 'Step 2: tier' },
  ),
  scope: Group(
    {
      heading: Heading('Heading'),
      pages: Question('pages', 'Pages or screens'),
      integrations: Question('integrations', 'Integrations'),
      contentReady: Question('contentReady', 'Content ready'),
      deadline: Question('deadline', 'Deadline'),
      budget: Question('budget', 'Budget'),
    },
    { title: 'Step 3: scope' },
  ),
  contact: Group(
    {
      heading: Heading('Heading'),
      fullName: TextField(40, { title: 'Name label' }),
      email: TextField(40, { title: 'Email label' }),
      company: TextField(40, { title: 'Company label' }),
      phone: TextField(40, { title: 'Phone label' }),
      message: TextField(60, { title: 'Message label' }),
      optional: TextField(30, { title: 'Hint of an optional field' }),
    },
    { title: 'Step 4: contact details' },
  ),
  review: Group(
    {
      heading: Heading('Heading'),
      intro: LongTextField(300, { title: 'Text above the answers' }),
      service: TextField(40, { title: '"Service"' }),
      tier: TextField(40, { title: '"Tier"' }),
    },
    { title: 'Step 5: review and send' },
  ),
  estimate: Group(
    {
      heading: TextField(60, { title: 'Heading' }),
      note: LongTextField(300, { title: 'What the range is (and is not)' }),
      empty: TextField(160, { title: 'Before a service is chosen' }),
    },
    { title: 'Indicative price range' },
  ),
  sent: Group({ heading: Heading('Heading') }, { title: 'After sending' }),
});
export type QuotePageContent = Static<typeof QuotePageContent>;
