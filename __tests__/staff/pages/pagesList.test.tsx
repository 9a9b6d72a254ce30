import { configure, screen, waitFor, within } from '@testing-library/react';
import type { PageSummary } from '../../../contract/api/pages';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo, stateOf } from '../../support/staffApp';
import { pageSummary } from './pageFixture';

// The back office's Pages screen (/staff/pages) in the whole app (real routes, store and API
// slice; fetch answered at the network boundary): each page's title, status, address and menu;
// the "New page" form's checks, the server's refusal at its field with what was typed kept, a
// new page opening its editor; moving a page within a menu by keyboard-usable buttons, taking
// one down and deleting one after a confirmation that says its address will be gone; the list
// read again after each change.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const bodyOf = (method: string, path: string) => {
  const index = net.requests.findIndex(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return JSON.parse(net.bodies[index] ?? 'null') as unknown;
};
const listReads = () => requestsTo(net, 'GET', '/api/staff/pages').length;

it('lists each page with its status, address and menu, for an editor too', async () => {
  net.on('GET', '/api/staff/pages', () =>
    json([
      pageSummary(1, { title: 'Cloud migration', navPlace: 'header', hasDraft: true }),
      pageSummary(2, {
        title: 'Spring offer',
        status: 'draft',
        path: null,
        draftPath: '/spring-offer',
        publishedVersion: 0,
        publishAt: '2026-12-01T09:00:00.000Z',
      }),
      pageSummary(3, { title: 'Old page', status: 'unpublished' }),
    ]),
  );
  await openStaffApp(net, 'editor', '/staff/pages');
  expect(await screen.findByRole('link', { name: 'Pages' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const cloud = await screen.findByRole('listitem', { name: 'Cloud migration' });
  expect(cloud).toHaveTextContent('On the site');
  expect(cloud).toHaveTextContent('Changes not published yet');
  expect(cloud).toHaveTextContent('Address: /services/page-1');
  expect(within(cloud).getByRole('combobox', { name: 'Shown in' })).toHaveValue('header');
  expect(within(cloud).getByRole('link', { name: 'Cloud migration' })).toHaveAttribute(
    'href',
    '/staff/pages/edit?page=1',
  );
  const spring = screen.getByRole('listitem', { name: 'Spring offer' });
  expect(spring).toHaveTextContent('Draft: not on the site yet');
  expect(spring).toHaveTextContent('Will be at /spring-offer');
  expect(spring).toHaveTextContent(/Publishes/);
  expect(within(spring).queryByRole('button', { name: /Take down/ })).toBeNull();
  expect(screen.getByRole('listitem', { name: 'Old page' })).toHaveTextContent('Taken down');
});

it('says so when there are no pages yet', async () => {
  net.on('GET', '/api/staff/pages', () => json([]));
  await openStaffApp(net, 'admin', '/staff/pages');
  expect(await screen.findByText('No pages yet. Create the first one above.')).toBeVisible();
});

it('says why when the list cannot be read', async () => {
  net.on('GET', '/api/staff/pages', () => json({ message: 'The database is not answering.' }, 503));
  await openStaffApp(net, 'admin', '/staff/pages');
  expect(await screen.findByText('The database is not answering.')).toBeVisible();
});

it('checks the new page’s title, keeps what was typed when refused, and opens its editor', async () => {
  let answer = () =>
    json({ message: 'A page with this title exists: choose another.', field: 'title' }, 400);
  net.on('GET', '/api/staff/pages', () => json([]));
  net.on('POST', '/api/staff/pages', () => answer());
  net.on('GET', '/api/staff/documents/page-7', () => json({ message: 'Not here' }, 404));
  const { user, router } = await openStaffApp(net, 'editor', '/staff/pages');
  const form = await screen.findByRole('form', { name: 'New page' });
  const title = within(form).getByRole('textbox', { name: /^Title/ });

  // The form's own check: no call without a title, the reason at the field, the focus on it.
  await user.click(within(form).getByRole('button', { name: 'Create the page' }));
  expect(title).toHaveAccessibleDescription(expect.stringContaining('Give the page a title.'));
  expect(title).toHaveFocus();
  expect(requestsTo(net, 'POST', '/api/staff/pages')).toHaveLength(0);

  await user.type(title, 'Cloud migration');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Lives under' }), 'Services');
  await user.click(within(form).getByRole('button', { name: 'Create the page' }));
  await waitFor(() =>
    expect(title).toHaveAccessibleDescription(
      expect.stringContaining('A page with this title exists: choose another.'),
    ),
  );
  expect(title).toHaveValue('Cloud migration');
  expect(bodyOf('POST', '/api/staff/pages')).toEqual({
    title: 'Cloud migration',
    section: '/services',
  });

  answer = () => json(pageSummary(7, { title: 'Cloud migration', status: 'draft' }), 201);
  await user.click(within(form).getByRole('button', { name: 'Create the page' }));
  expect(await screen.findByRole('link', { name: 'All pages' })).toBeVisible();
  const { pathname, search } = router.state.location;
  expect(pathname + search).toBe('/staff/pages/edit?page=7');
});

it('moves a page within its menu, keeping the focus on the button pressed', async () => {
  let pages: PageSummary[] = [
    pageSummary(1, { title: 'Cloud migration', navPlace: 'header', navOrder: 0 }),
    pageSummary(2, { title: 'Spring offer', navPlace: 'header', navOrder: 1 }),
    pageSummary(3, { title: 'Legal notes', navPlace: 'footer', navOrder: 0 }),
  ];
  net.on('GET', '/api/staff/pages', () => json(pages));
  net.on('PUT', '/api/staff/pages/navigation', () => {
    pages = [pages[1], pages[0], pages[2]].map((page, i) =>
      i < 2 ? { ...(page as PageSummary), navOrder: i } : (page as PageSummary),
    );
    return json(pages);
  });
  const { user, store } = await openStaffApp(net, 'editor', '/staff/pages');
  const cloud = await screen.findByRole('listitem', { name: 'Cloud migration' });
  expect(within(cloud).getByRole('button', { name: 'Move up Cloud migration' })).toBeDisabled();
  // The only page of the footer cannot move.
  const legal = screen.getByRole('listitem', { name: 'Legal notes' });
  expect(within(legal).getByRole('button', { name: 'Move down Legal notes' })).toBeDisabled();

  const reads = listReads();
  within(cloud).getByRole('button', { name: 'Move down Cloud migration' }).focus();
  await user.keyboard('{Enter}');
  expect(bodyOf('PUT', '/api/staff/pages/navigation')).toEqual({
    places: [
      { id: 2, navPlace: 'header', navOrder: 0 },
      { id: 1, navPlace: 'header', navOrder: 1 },
    ],
  });
  await waitFor(() => expect(listReads()).toBeGreaterThan(reads));
  await waitFor(() =>
    expect(
      screen.getAllByRole('listitem', { name: /Cloud migration|Spring offer/ })[0],
    ).toHaveAccessibleName('Spring offer'),
  );
  await waitFor(() =>
    expect(screen.getByRole('button', { name: 'Move up Cloud migration' })).toHaveFocus(),
  );
  expect(stateOf(store).pages?.notice).toEqual({ kind: 'success', text: 'The menus are saved.' });
});

it('puts a page in another menu at its end', async () => {
  net.on('GET', '/api/staff/pages', () =>
    json([
      pageSummary(1, { title: 'Cloud migration' }),
      pageSummary(3, { title: 'Legal notes', navPlace: 'footer', navOrder: 0 }),
    ]),
  );
  net.on('PUT', '/api/staff/pages/navigation', () => json([]));
  const { user } = await openStaffApp(net, 'editor', '/staff/pages');
  const cloud = await screen.findByRole('listitem', { name: 'Cloud migration' });
  await user.selectOptions(within(cloud).getByRole('combobox', { name: 'Shown in' }), 'The footer');
  await waitFor(() =>
    expect(bodyOf('PUT', '/api/staff/pages/navigation')).toEqual({
      places: [
        { id: 3, navPlace: 'footer', navOrder: 0 },
        { id: 1, navPlace: 'footer', navOrder: 1 },
      ],
    }),
  );
});

it('takes a page down, and deletes one only once asked whether its address may be gone', async () => {
  let pages = [
    pageSummary(1, { title: 'Cloud migration', path: '/services/cloud-migration' }),
    pageSummary(2, { title: 'Spring offer' }),
  ];
  net.on('GET', '/api/staff/pages', () => json(pages));
  net.on('POST', '/api/staff/pages/2/unpublish', () => {
    pages = pages.map((p) => (p.id === 2 ? { ...p, status: 'unpublished' as const } : p));
    return json(pages[1]);
  });
  net.on('DELETE', '/api/staff/pages/1', () => {
    pages = pages.filter((p) => p.id !== 1);
    return new Response(null, { status: 204 });
  });
  const { user } = await openStaffApp(net, 'editor', '/staff/pages');

  const spring = await screen.findByRole('listitem', { name: 'Spring offer' });
  await user.click(within(spring).getByRole('button', { name: 'Take down Spring offer' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    '“Spring offer” is no longer on the site.',
  );
  await waitFor(() => expect(spring).toHaveTextContent('Taken down'));

  const cloud = screen.getByRole('listitem', { name: 'Cloud migration' });
  await user.click(within(cloud).getByRole('button', { name: 'Delete Cloud migration' }));
  expect(within(cloud).getByRole('alert')).toHaveTextContent(
    'Its address /services/cloud-migration will tell visitors the page is gone for good.',
  );
  expect(requestsTo(net, 'DELETE', '/api/staff/pages/1')).toHaveLength(0);
  await user.click(within(cloud).getByRole('button', { name: 'Keep it' }));
  expect(within(cloud).queryByRole('alert')).toBeNull();

  await user.click(within(cloud).getByRole('button', { name: 'Delete Cloud migration' }));
  await user.click(within(cloud).getByRole('button', { name: 'Delete for good' }));
  expect(await screen.findByRole('status')).toHaveTextContent('“Cloud migration” is deleted.');
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: 'Cloud migration' })).toBeNull(),
  );
});

it('says so when the editor’s address names no page, with the way back', async () => {
  net.on('GET', '/api/staff/pages', () => json([]));
  await openStaffApp(net, 'editor', '/staff/pages/edit');
  expect(await screen.findByRole('heading', { name: 'No such page', level: 2 })).toBeVisible();
  expect(screen.getByRole('link', { name: 'All pages' })).toHaveAttribute('href', '/staff/pages');
});
