// The site search page's words (/search): its box's and its messages, which count or name what
// it shows. The header's box has its words in layout.ts (this file is the page's chunk's only).

import { groupThousands } from '../../contract/values/money';
import { pluralise } from '../../contract/values/plural';

export const searchCopy = {
  title: 'Search',
  description: 'Search the pages, services, case studies, products and jobs of the site.',
  heading: 'Search the site',
  /** The page's own box. */
  form: {
    formLabel: 'Search again',
    label: 'Search the site',
    placeholder: 'Search…',
    submit: 'Search',
  },
  loading: 'Searching…',
  loadError: 'We could not search just now. Please check your connection and try again.',
  retry: 'Try again',
  /** 'Results for "cloud": 12 found'. */
  count: (q: string, total: number) =>
    `${groupThousands(String(total))} ${pluralise(total, 'result', 'results')} for “${q}”`,
  noResults: (q: string) => `No results for “${q}”.`,
  suggestionsHeading: 'Try:',
  suggestions: [
    'checking the spelling',
    'fewer or more general words',
    'the start of a word: "migr" finds "migration"',
  ],
  browse: 'Or browse our',
  badPage: (page: string) => `There is no page “${page}” of results: here is the first.`,
  pastLast: (pages: number) => `The results end at page ${pages}: go back to the first page.`,
  wordsCut: 'Only the first eight words were searched.',
  resultsLabel: 'Search results',
  pagesLabel: 'Pages of results',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
};
