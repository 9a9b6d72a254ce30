// The words of the content editor about facts named once (contract/values/content/facts.ts): what a text's
// placeholders read, and the facts there are.

export const factsCopy = {
  reads: (name: string, value: string) => `{${name}} reads ${value}`,
  helpTitle: 'Facts a text can name',
  help:
    'A price, a duration or a count that another page holds is written once, there. To state it in ' +
    'a text, write its name in braces, as {price:webDevelopment.basic}: the page shows its value ' +
    'as published, so changing the price on the pricing page changes every text that names it.',
  readsNow: 'reads now',
};
