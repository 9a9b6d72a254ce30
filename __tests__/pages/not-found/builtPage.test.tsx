// The catch-all route as a visitor meets it: a page staff built from blocks at its address (from
// the page data the server rendered it with, or read from the API after a link), its blocks drawn
// by their own chunk; an address where no page is published shows the not-found page.

import { configure, screen } from '@testing-library/react';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import { json, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';
import { cloudMigrationPage } from '../../support/builtPage';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const page = cloudMigrationPage({
  type: 'faq',
  id: 'faq1',
  heading: 'Questions',
  intro: '',
  questions: [{ id: 'stop', question: 'Will our systems stop?', answer: 'No.' }],
});

const open = (path: string, data: Parameters<typeof primeStore>[1] = {}) => {
  const store = makeStore(loggedOut);
  primeStore(store.dispatch, { documents: seedDocuments, ...data });
  return renderApp(path, { store });
};

describe('a page built from blocks', () => {
  it('shows the page the server rendered it with, without asking the API', async () => {
    open('/services/cloud-migration', { page });
    expect(await screen.findByRole('heading', { level: 1, name: 'Cloud migration' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'How we move' })).toBeTruthy();
    expect(screen.getByText('Step by step.')).toBeTruthy();
    expect(screen.getByText('Will our systems stop?')).toBeTruthy();
    expect(net.requests.filter((r) => r.url.includes('/api/pages/'))).toEqual([]);
  });

  it('has one main heading: an opening band’s headline stands for the title', async () => {
    const hero = {
      type: 'hero' as const,
      id: 'open',
      headline: 'Move to the cloud, calmly',
      text: 'We move your systems while they run.',
      image: [],
      links: [],
    };
    open('/services/cloud-migration', {
      page: { ...page, content: { ...page.content, blocks: [hero, ...page.content.blocks] } },
    });
    const main = await screen.findByRole('heading', { level: 1 });
    expect(main.textContent).toBe('Move to the cloud, calmly');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('reads a page reached by a link from the API, by its address in lower case', async () => {
    net.on('GET', '/api/pages/by-path', (request) =>
      new URL(request.url).searchParams.get('path') === '/services/cloud-migration'
        ? json(page)
        : json({ message: 'No such page.' }, 404),
    );
    open('/Services/Cloud-Migration/');
    expect(await screen.findByRole('heading', { name: 'How we move' })).toBeTruthy();
  });

  it('shows the not-found page where no page is published', async () => {
    net.on('GET', '/api/pages/by-path', () => json({ message: 'No such page.' }, 404));
    open('/services/nothing-here');
    expect(await screen.findByRole('heading', { name: '404 Page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'How we move' })).toBeNull();
  });
});
