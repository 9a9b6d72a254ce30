// The site search's page (/search): its box's words and its messages, which count or name what it
// shows by {placeholder}. The header's box has its words with the layout's.

import type { Static } from 'typebox';
import { Group, LinkField, ListOf, SearchEntry, TextField, TextWith } from '../../content-fields';

export const SearchPageContent = Group({
  seo: SearchEntry(),
  heading: TextField(80, { title: 'Heading' }),
  form: Group(
    {
      formLabel: TextField(60, {
        title: 'Name of the box for screen readers',
        description: 'It differs from the header’s box’s name.',
      }),
      label: TextField(60, { title: 'Label' }),
      placeholder: TextField(60, { title: 'Placeholder' }),
      submit: TextField(30, { title: 'Button' }),
    },
    { title: 'The page’s search box' },
  ),
  loading: TextField(60, { title: 'While searching' }),
  loadError: TextField(200, { title: 'When the search cannot be made' }),
  retry: TextField(30, { title: 'Button to search again' }),
  count: Group(
    {
      one: TextWith(120, ['count', 'q'], { title: 'One result found' }),
      other: TextWith(120, ['count', 'q'], { title: 'Several results found' }),
    },
    { title: 'How many were found' },
  ),
  noResults: Group(
    {
      text: TextWith(160, ['q'], { title: 'Nothing found' }),
      suggestionsHeading: TextField(60, { title: 'Before the suggestions' }),
      suggestions: ListOf(TextField(120, { title: 'Suggestion' }), {
        title: 'Suggestions',
        minItems: 1,
        maxItems: 6,
      }),
      browse: TextField(60, { title: 'Before the links' }),
      links: ListOf(LinkField(), { title: 'Links', minItems: 1, maxItems: 6, itemTitle: 'label' }),
      or: TextField(20, { title: 'Before the last link' }),
    },
    { title: 'When nothing is found' },
  ),
  badPage: TextWith(200, ['page'], { title: 'A page number that is no page' }),
  pastLast: TextWith(200, ['pages'], { title: 'Past the last page' }),
  wordsCut: TextField(200, { title: 'When only the first words were searched' }),
  resultsLabel: TextField(60, { title: 'Name of the results list for screen readers' }),
  pager: Group(
    {
      label: TextField(60, { title: 'Name of the pages’ links for screen readers' }),
      previous: TextField(30, { title: 'Previous page' }),
      next: TextField(30, { title: 'Next page' }),
      pageOf: TextWith(60, ['page', 'pages'], { title: 'Which page' }),
    },
    { title: 'Pages of results' },
  ),
});
export type SearchPageContent = Static<typeof SearchPageContent>;
