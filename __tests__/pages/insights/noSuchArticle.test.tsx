// An unknown article's address (/insights/no-such-article) as a visitor meets it in the whole app
// (real routes, store and API slice; fetch answered at the network boundary): started there, the
// server has already answered 404 with the not-found page (`#root`'s data-path is `*`), and the
// app shows that no article is there without asking the API again; reached by a link, it asks
// once, shows the same, and asks no more.

import { act, configure, screen } from '@testing-library/react';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();
const MISSING = '/insights/no-such-article';
const NO_SUCH = 'No such page of insights';
const asked = () => net.requests.filter((r) => new URL(r.url).pathname.startsWith('/api/articles'));

const open = (path: string) => {
  const store = makeStore(loggedOut);
  primeStore(store.dispatch, { documents: seedDocuments });
  return renderApp(path, { store });
};

/** Lets whatever the page would still do (a retry, a refetch) happen. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
};

beforeEach(() => {
  net.on('GET', `/api${MISSING.replace('/insights', '/articles')}`, () =>
    json({ message: 'No such article.' }, 404),
  );
});

afterEach(() => {
  document.getElementById('root')?.remove();
  window.history.replaceState(null, '', '/');
});

it('shows that no article is there, without asking again, where the server answered 404', async () => {
  // The page the server answered: its not-found page, at the address the visitor asked for.
  const root = Object.assign(document.createElement('div'), { id: 'root' });
  root.dataset.path = '*';
  document.body.append(root);
  window.history.replaceState(null, '', MISSING);

  open(MISSING);
  expect(await screen.findByRole('heading', { level: 1, name: NO_SUCH })).toBeTruthy();
  await settle();
  expect(asked()).toEqual([]);
  expect(screen.getByRole('heading', { level: 1, name: NO_SUCH })).toBeTruthy();
});

it('asks once when reached by a link, shows that no article is there, and asks no more', async () => {
  net.on('GET', '/api/articles', () => json({ items: [], page: 1, pages: 0, total: 0 }));
  const { router } = open('/insights');
  expect(await screen.findByText('No articles are published yet.')).toBeTruthy();
  await act(async () => router.navigate(MISSING));
  expect(await screen.findByRole('heading', { level: 1, name: NO_SUCH })).toBeTruthy();
  await settle();
  expect(asked().map((r) => new URL(r.url).pathname)).toEqual([
    '/api/articles',
    '/api/articles/no-such-article',
  ]);
});
