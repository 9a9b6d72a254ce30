import { configure, screen, within } from '@testing-library/react';
import { searchSeed } from '../../../contract/documents/search/seed';
import type { SearchResults } from '../../../src/api/types';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const result = (n: number) => ({
  title: `Cloud page ${n}`,
  titleParts: [{ text: `Cloud page ${n}`, mark: false }],
  path: `/page-${n}`,
  snippet: [{ text: 'About the cloud.', mark: false }],
});

const results = (total: number, page = 1): SearchResults => ({
  items: Array.from({ length: Math.min(total, 10) }, (_, i) => result(i + 1)),
  total,
  page,
  pageSize: 10,
  pages: Math.ceil(total / 10),
  wordsCut: false,
});

/** The app at `path` with the search page's document as `search` says. */
const open = (path: string, search = searchSeed) => {
  const store = makeStore(loggedOut);
  primeStore(store.dispatch, { documents: { ...seedDocuments, search } });
  return renderApp(path, { store });
};

describe('the search page’s words come from its document', () => {
  it('shows the seed’s words: heading, box, count and pages', async () => {
    net.on('GET', '/api/search', () => json(results(1234, 2)));
    open('/search?q=cloud&page=2');
    expect(await screen.findByRole('heading', { name: 'Search the site', level: 1 })).toBeVisible();
    expect(await screen.findByText('1,234 results for “cloud”')).toBeVisible();
    const pager = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(within(pager).getByText('Page 2 of 124')).toBeVisible();
    expect(within(pager).getByRole('link', { name: 'Previous' })).toBeVisible();
    expect(within(pager).getByRole('link', { name: 'Next' })).toBeVisible();
    expect(screen.getByRole('list', { name: 'Search results' })).toBeVisible();
  });

  it('shows the words the document says, not the code’s', async () => {
    net.on('GET', '/api/search', () => json(results(1)));
    open('/search?q=cloud', {
      ...searchSeed,
      heading: 'Find anything',
      form: { ...searchSeed.form, submit: 'Look' },
      count: { one: 'Found {count} page about {q}', other: 'Found {count} pages about {q}' },
    });
    expect(await screen.findByRole('heading', { name: 'Find anything', level: 1 })).toBeVisible();
    expect(await screen.findByText('Found 1 page about cloud')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Look' })).toBeVisible();
  });

  it('says nothing was found in the document’s words, with its links', async () => {
    net.on('GET', '/api/search', () => json(results(0)));
    open('/search?q=zzz', {
      ...searchSeed,
      noResults: {
        ...searchSeed.noResults,
        text: 'Nothing about “{q}”.',
        links: [
          { label: 'pricing', path: '/pricing', context: '' },
          { label: 'contact', path: '/contact', context: '' },
        ],
      },
    });
    expect(await screen.findByText('Nothing about “zzz”.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'contact' }).parentElement).toHaveTextContent(
      'or contact',
    );
  });
});
