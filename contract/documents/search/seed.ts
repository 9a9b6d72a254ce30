// The site search's page as a new installation publishes it (contract/documents/search/schema.ts).

import type { SearchPageContent } from './schema';

export const searchSeed: SearchPageContent = {
  seo: {
    title: 'Search',
    description: 'Search the pages, services, case studies, products and jobs of the site.',
  },
  heading: 'Search the site',
  form: {
    formLabel: 'Search again',
    label: 'Search the site',
    placeholder: 'Search…',
    submit: 'Search',
  },
  loading: 'Searching…',
  loadError: 'We could not search just now. Please check your connection and try again.',
  retry: 'Try again',
  count: {
    one: '{count} result for “{q}”',
    other: '{count} results for “{q}”',
  },
  noResults: {
    text: 'No results for “{q}”.',
    suggestionsHeading: 'Try:',
    suggestions: [
      'checking the spelling',
      'fewer or more general words',
      'the start of a word: "migr" finds "migration"',
    ],
    browse: 'Or browse our',
    links: [
      { label: 'services', path: '/services', context: '' },
      { label: 'case studies', path: '/case-studies', context: '' },
      { label: 'FAQ', path: '/support/FAQ', context: '' },
    ],
    or: 'or',
  },
  badPage: 'There is no page “{page}” of results: here is the first.',
  pastLast: 'The results end at page {pages}: go back to the first page.',
  wordsCut: 'Only the first eight words were searched.',
  resultsLabel: 'Search results',
  pager: {
    label: 'Pages of results',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}',
  },
};
