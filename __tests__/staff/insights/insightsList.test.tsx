import { configure, screen, waitFor, within } from '@testing-library/react';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo, stateOf } from '../../support/staffApp';
import { staffArticle, authorProfile } from './articleFixture';

// The back office's Insights screen (/staff/insights) in the whole app (real routes, store and
// API slice; fetch answered at the network boundary): each article's status (a draft, on the
// site, taken down, scheduled, changes not published), author, tags and dates, narrowed by status
// in the store; the "New article" form's check, the server's refusal with what was typed kept, a
// new article (its author the staff member's own profile) opening its editor; taking one down,
// deleting one only after a confirmation that says its address will answer "gone".
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();
const LIST = '/api/staff/articles';

const bodyOf = (method: string, path: string) => {
  const index = net.requests.findIndex(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return JSON.parse(net.bodies[index] ?? 'null') as unknown;
};
const authors = () => {
  net.on('GET', '/api/staff/authors', () =>
    json([authorProfile(1, { name: 'Sam Carter' }), authorProfile(2, { name: 'Ada Byron' })]),
  );
  net.on('GET', '/api/staff/authors/me', () => json(authorProfile(1, { name: 'Sam Carter' })));
};

it('lists each article with its status, author, tags and dates, and narrows it by status', async () => {
  authors();
  net.on('GET', LIST, () =>
    json([
      staffArticle(1, { title: 'Testing in production', hasDraft: true, tags: ['testing'] }),
      staffArticle(2, {
        title: 'Spring roadmap',
        status: 'draft',
        path: null,
        firstPublishedAt: null,
        publishedAt: null,
        publishAt: '2026-12-01T09:00:00.000Z',
        author: { id: 2, name: 'Ada Byron' },
      }),
      staffArticle(3, { title: 'Old news', status: 'unpublished', path: null, author: null }),
    ]),
  );
  const { user, store } = await openStaffApp(net, 'editor', '/staff/insights');
  // The back office's own link (the site's header and footer link the public /insights too).
  await waitFor(() =>
    expect(
      screen
        .getAllByRole('link', { name: 'Insights' })
        .find((link) => link.getAttribute('href') === '/staff/insights'),
    ).toHaveAttribute('aria-current', 'page'),
  );
  const testing = await screen.findByRole('listitem', { name: 'Testing in production' });
  expect(testing).toHaveTextContent('On the site');
  expect(testing).toHaveTextContent('Changes not published yet');
  expect(testing).toHaveTextContent('By Sam Carter');
  expect(testing).toHaveTextContent('Tags: testing');
  expect(testing).toHaveTextContent(/Published 20 Nov 2026/);
  expect(within(testing).getByRole('link', { name: 'Testing in production' })).toHaveAttribute(
    'href',
    '/staff/insights/edit?article=1',
  );
  expect(
    within(testing).getByRole('link', { name: 'View on the site Testing in production' }),
  ).toHaveAttribute('href', '/insights/article-1');
  const spring = screen.getByRole('listitem', { name: 'Spring roadmap' });
  expect(spring).toHaveTextContent('Draft: not on the site yet');
  expect(spring).toHaveTextContent(/Publishes 1 Dec 2026/);
  expect(spring).toHaveTextContent('By Ada Byron');
  expect(within(spring).queryByRole('link', { name: /View on the site/ })).toBeNull();
  expect(within(spring).queryByRole('button', { name: /Take down/ })).toBeNull();
  const old = screen.getByRole('listitem', { name: 'Old news' });
  expect(old).toHaveTextContent('Taken down');
  // Its author's profile is gone: the list says to choose another.
  expect(old).toHaveTextContent('No author: choose one in its editor');
  expect(within(old).queryByRole('link', { name: /View on the site/ })).toBeNull();

  const show = screen.getByRole('combobox', { name: 'Show' });
  await user.selectOptions(show, 'Scheduled');
  expect(stateOf(store).insights?.show).toBe('scheduled');
  const list = () => screen.getByRole('list', { name: 'Articles' });
  expect(
    within(list())
      .getAllByRole('listitem')
      .map((li) => li.id || li.textContent),
  ).toHaveLength(1);
  expect(list()).toHaveTextContent('Spring roadmap');
  await user.selectOptions(show, 'Changes not published');
  expect(list()).toHaveTextContent('Testing in production');
  expect(list()).not.toHaveTextContent('Old news');
  await user.selectOptions(show, 'Taken down');
  expect(list()).toHaveTextContent('Old news');
  expect(list()).not.toHaveTextContent('Spring roadmap');
});

it('says so when there are no articles yet', async () => {
  authors();
  net.on('GET', LIST, () => json([]));
  await openStaffApp(net, 'admin', '/staff/insights');
  expect(await screen.findByText('No articles yet. Create the first one above.')).toBeVisible();
});

it('says why when the list cannot be read', async () => {
  authors();
  net.on('GET', LIST, () => json({ message: 'The database is not answering.' }, 503));
  await openStaffApp(net, 'admin', '/staff/insights');
  expect(await screen.findByText('The database is not answering.')).toBeVisible();
});

it('creates an article by its title, mine by default, keeps the title when refused, and opens its editor', async () => {
  authors();
  let answer = () =>
    json(
      { message: 'An article with this address exists: choose another title.', field: 'title' },
      400,
    );
  net.on('GET', LIST, () => json([]));
  net.on('POST', LIST, () => answer());
  net.on('GET', '/api/staff/documents/article-7', () => json({ message: 'Not here' }, 404));
  const { user, router } = await openStaffApp(net, 'editor', '/staff/insights');
  const form = await screen.findByRole('form', { name: 'New article' });
  const title = within(form).getByRole('textbox', { name: /^Title/ });

  await user.click(within(form).getByRole('button', { name: 'Create the article' }));
  expect(title).toHaveAccessibleDescription(expect.stringContaining('Give the article a title.'));
  expect(title).toHaveFocus();
  expect(requestsTo(net, 'POST', LIST)).toHaveLength(0);

  const author = await within(form).findByRole('combobox', { name: 'Author' });
  await waitFor(() => expect(author).toHaveValue('1'));
  expect(within(author).getByRole('option', { name: 'Sam Carter (me)' })).toBeInTheDocument();
  await user.type(title, 'Testing in production');
  await user.click(within(form).getByRole('button', { name: 'Create the article' }));
  await waitFor(() =>
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('An article with this address exists'),
    ),
  );
  expect(title).toHaveValue('Testing in production');
  expect(bodyOf('POST', LIST)).toEqual({ title: 'Testing in production', authorId: 1 });

  answer = () => json(staffArticle(7, { title: 'Testing in production', status: 'draft' }), 201);
  await user.selectOptions(author, 'Ada Byron');
  await user.click(within(form).getByRole('button', { name: 'Create the article' }));
  expect(await screen.findByRole('link', { name: 'All articles' })).toBeVisible();
  const { pathname, search } = router.state.location;
  expect(pathname + search).toBe('/staff/insights/edit?article=7');
  expect(
    JSON.parse(net.bodies[net.requests.findLastIndex((r) => r.method === 'POST')] ?? ''),
  ).toEqual({
    title: 'Testing in production',
    authorId: 2,
  });
});

it('without a profile of my own, says the server makes it and sends no author', async () => {
  net.on('GET', '/api/staff/authors', () => json([authorProfile(2, { name: 'Ada Byron' })]));
  net.on('GET', '/api/staff/authors/me', () =>
    json({ ...authorProfile(1, { name: 'Sam', slug: 'sam' }), id: null }),
  );
  net.on('GET', LIST, () => json([]));
  net.on('POST', LIST, () => json(staffArticle(8, { status: 'draft' }), 201));
  net.on('GET', '/api/staff/documents/article-8', () => json({ message: 'Not here' }, 404));
  const { user } = await openStaffApp(net, 'editor', '/staff/insights');
  const form = await screen.findByRole('form', { name: 'New article' });
  expect(
    await within(form).findByText(/makes your author profile from your account/),
  ).toBeVisible();
  expect(within(form).getByRole('link', { name: 'My author profile' })).toHaveAttribute(
    'href',
    '/staff/insights/author',
  );
  const author = within(form).getByRole('combobox', { name: 'Author' });
  expect(
    within(author)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Sam (me)', 'Ada Byron']);
  await user.type(within(form).getByRole('textbox', { name: /^Title/ }), 'First steps');
  await user.click(within(form).getByRole('button', { name: 'Create the article' }));
  await waitFor(() => expect(bodyOf('POST', LIST)).toEqual({ title: 'First steps' }));
});

it('takes an article down, and deletes one only once asked whether its address may be gone', async () => {
  authors();
  let articles = [
    staffArticle(1, { title: 'Testing in production', path: '/insights/testing-in-production' }),
    staffArticle(2, { title: 'Spring roadmap' }),
  ];
  net.on('GET', LIST, () => json(articles));
  net.on('POST', `${LIST}/2/unpublish`, () => {
    articles = articles.map((a) => (a.id === 2 ? { ...a, status: 'unpublished' as const } : a));
    return json(articles[1]);
  });
  net.on('DELETE', `${LIST}/1`, () => {
    articles = articles.filter((a) => a.id !== 1);
    return new Response(null, { status: 204 });
  });
  const { user } = await openStaffApp(net, 'editor', '/staff/insights');

  const spring = await screen.findByRole('listitem', { name: 'Spring roadmap' });
  await user.click(within(spring).getByRole('button', { name: 'Take down Spring roadmap' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '“Spring roadmap” is no longer on the site.',
  );
  await waitFor(() => expect(spring).toHaveTextContent('Taken down'));

  const testing = screen.getByRole('listitem', { name: 'Testing in production' });
  await user.click(within(testing).getByRole('button', { name: 'Delete Testing in production' }));
  expect(within(testing).getByRole('alert')).toHaveTextContent(
    'Its address /insights/testing-in-production will tell visitors the article is gone for good.',
  );
  expect(requestsTo(net, 'DELETE', `${LIST}/1`)).toHaveLength(0);
  await user.click(within(testing).getByRole('button', { name: 'Keep it' }));
  expect(within(testing).queryByRole('alert')).toBeNull();
  await user.click(within(testing).getByRole('button', { name: 'Delete Testing in production' }));
  await user.click(within(testing).getByRole('button', { name: 'Delete for good' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '“Testing in production” is deleted.',
  );
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Testing in production' })).toBeNull(),
  );
});

it.each(['/staff/insights/edit?article=x', '/staff/insights/nothing'])(
  'says so when %s names no article, with the way back',
  async (path) => {
    await openStaffApp(net, 'editor', path);
    expect(await screen.findByRole('heading', { name: 'No such page', level: 2 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute(
      'href',
      '/staff/insights',
    );
  },
);
