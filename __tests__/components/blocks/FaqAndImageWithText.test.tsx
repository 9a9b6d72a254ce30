// The FAQ and the image-with-text blocks: their schemas (contract/blocks/), their renderers
// (src/components/blocks/) as a visitor finds them, server-rendered and hydrated alike, and the
// FAQ's questions listed for the page's structured data (contract/values/content/blocks.ts).

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Check } from 'typebox/value';
import { Block } from '../../../contract/blocks';
import { FaqBlock } from '../../../contract/blocks/faq';
import { ImageWithTextBlock } from '../../../contract/blocks/image-with-text';
import { fromParagraphs } from '../../../contract/rich-text';
import { faqQuestions } from '../../../contract/values/content/blocks';
import { refusals, renderBlocks, served } from './blockHarness';

const faq = {
  type: 'faq',
  id: 'faq1',
  heading: 'Frequently asked questions',
  intro: '',
  questions: [
    {
      id: 'downtime',
      question: 'Will our systems stop?',
      answer: 'No.\nWe move them while they run.',
    },
    { id: 'who', question: 'Who do we call?', answer: 'Call {name} on {phone}.' },
  ],
};
const imageWithText = {
  type: 'imageWithText',
  id: 'why',
  heading: 'Why move',
  body: fromParagraphs('Less to run.'),
  image: { url: '/images/hero.svg', alt: 'A server room', width: 640, height: 480 },
  imageRight: true,
};

describe('the FAQ', () => {
  it('accepts an FAQ, and refuses one with no question or an answer naming an unknown fact', () => {
    expect(Check(Block, faq)).toBe(true);
    expect(refusals(FaqBlock, { ...faq, questions: [] })).toEqual(['/questions']);
    const unknownFact = { ...faq.questions[1], answer: 'Ask {nobody}.' };
    expect(refusals(FaqBlock, { ...faq, questions: [unknownFact] })).toContain(
      '/questions/0/answer',
    );
  });

  it('shows each question as a disclosure that opens its answer, the facts filled in', async () => {
    const user = userEvent.setup();
    const { container } = renderBlocks([faq]);
    const section = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(section).getByRole('heading', { level: 2 })).toBeVisible();
    const questions = container.querySelectorAll('details');
    expect(questions).toHaveLength(2);
    expect(within(section).getByRole('heading', { level: 3, name: 'Will our systems stop?' }));
    const [first, second] = [...questions] as HTMLDetailsElement[];
    expect(first!.open).toBe(false);
    await user.click(within(first!).getByText('Will our systems stop?'));
    expect(first!.open).toBe(true);
    expect(within(first!).getByText('We move them while they run.')).toBeVisible();
    await user.click(within(second!).getByText('Who do we call?'));
    // One answer open at a time.
    expect(first!.open).toBe(false);
    expect(second!.textContent).toMatch(/Call Kestrel Software on \+[\d ]+\./);
  });

  it("lists a page's questions for its structured data, in order", () => {
    const blocks = [faq, imageWithText, { ...faq, id: 'faq2', questions: [faq.questions[0]!] }];
    expect(faqQuestions(blocks as Block[]).map((q) => q.question)).toEqual([
      'Will our systems stop?',
      'Who do we call?',
      'Will our systems stop?',
    ]);
  });
});

describe('the image with text', () => {
  it('accepts one, and refuses one without an image or with an image from elsewhere', () => {
    expect(Check(Block, imageWithText)).toBe(true);
    const { image: _image, ...noImage } = imageWithText;
    expect(refusals(ImageWithTextBlock, noImage)).toEqual(['/']);
    const outside = { ...imageWithText.image, url: 'https://example.com/a.png' };
    expect(refusals(ImageWithTextBlock, { ...imageWithText, image: outside })).toEqual([
      '/image/url',
    ]);
  });

  it('shows its heading, its text and its image, with its size', () => {
    renderBlocks([imageWithText]);
    const section = screen.getByRole('region', { name: 'Why move' });
    expect(within(section).getByText('Less to run.')).toBeVisible();
    const image = within(section).getByRole('img', { name: 'A server room' });
    expect(image).toHaveAttribute('width', '640');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});

it('the server and the browser draw the same markup for both', () => {
  const { errors, html, hydrated } = served([faq, imageWithText]);
  expect(errors).toEqual([]);
  expect(hydrated).toBe(html);
  expect(html).toContain('Will our systems stop?');
});
