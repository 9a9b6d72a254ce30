// What a page's blocks (contract/blocks/) hold that the page itself uses: its structured data.

interface Question {
  readonly question: string;
  readonly answer: string;
}

/**
 * The questions and answers of a page's FAQ blocks, in order: for the page's FAQPage structured
 * data. The answers are as typed: the page fills in the company's facts.
 */
export const faqQuestions = (
  blocks: readonly { readonly type: string; readonly questions?: readonly Question[] }[],
): Question[] =>
  blocks
    .filter((block) => block.type === 'faq')
    .flatMap((block) =>
      (block.questions ?? []).map(({ question, answer }) => ({ question, answer })),
    );
