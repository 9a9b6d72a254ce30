import { configure, screen, waitFor, within } from '@testing-library/react';
import type { StaffSubscriberList } from '../../../contract/api/newsletter';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, requestsTo, stateOf } from '../../support/staffApp';

// The back office's Subscribers page (/staff/newsletter/subscribers, admins only) in the whole app
// (real routes, store and API slice; fetch answered at the network boundary): the counts and the
// list with each subscription's topics, source and consent date, searched and shown by status;
// removing one behind a confirmation that says its address is suppressed; the CSV import with the
// consent source stated and its report of refused lines. (Editors are turned away:
// staffRoles.test.tsx.)
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();
const PATH = '/api/staff/newsletter/subscribers';

type Item = StaffSubscriberList['items'][number];
const item = (id: number, email: string, over: Partial<Item> = {}): Item => ({
  id,
  email,
  status: 'confirmed',
  all: false,
  topics: ['testing', 'security'],
  source: 'footer',
  consentAt: '2026-11-20T10:00:00.000Z',
  ...over,
});
const answer = (items: Item[], counts = { pending: 1, confirmed: 1, suppressed: 4 }) =>
  json({ counts, items, next: null });

it('shows the counts and the list, searches by address and status, removes one after saying it suppresses it', async () => {
  let list = [
    item(1, 'ada@example.com'),
    item(2, 'bob@example.com', { status: 'pending', all: true, source: 'import' }),
  ];
  net.on('GET', PATH, () => answer(list));
  net.on('DELETE', `${PATH}/2`, () => {
    list = list.filter((s) => s.id !== 2);
    return new Response(null, { status: 204 });
  });
  const { user, store } = await openStaffApp(net, 'admin', '/staff/newsletter/subscribers');

  await screen.findByRole('heading', { name: 'Subscribers', level: 2 });
  const countsList = await screen.findByLabelText('Counts');
  expect(
    within(countsList).getByText('Suppressed (unsubscribed or bounced)').nextSibling,
  ).toHaveTextContent('4');
  const ada = await screen.findByRole('listitem', { name: /ada@example\.com/ });
  expect(ada).toHaveTextContent('Topics: testing, security');
  expect(ada).toHaveTextContent('Source: footer');
  expect(ada).toHaveTextContent('20 Nov 2026');
  const bob = screen.getByRole('listitem', { name: /bob@example\.com/ });
  expect(bob).toHaveTextContent('Pending');
  expect(bob).toHaveTextContent('Topics: Every topic');

  await user.type(screen.getByLabelText(/^Search by address/), 'bob');
  await user.selectOptions(screen.getByLabelText('Status'), 'pending');
  await waitFor(() => {
    const last = new URL(requestsTo(net, 'GET', PATH).at(-1)!.url);
    expect(last.searchParams.get('q')).toBe('bob');
    expect(last.searchParams.get('status')).toBe('pending');
  });
  expect(stateOf(store).subscribers).toMatchObject({ search: 'bob', status: 'pending' });

  await user.click(within(bob).getByRole('button', { name: 'Remove bob@example.com' }));
  expect(within(bob).getByRole('alert')).toHaveTextContent(
    /the address is suppressed: it will never be mailed again/,
  );
  expect(requestsTo(net, 'DELETE', `${PATH}/2`)).toHaveLength(0);
  await user.click(within(bob).getByRole('button', { name: 'Remove and suppress' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'bob@example.com is removed and suppressed.',
  );
  expect(requestsTo(net, 'DELETE', `${PATH}/2`)).toHaveLength(1);
  await waitFor(() => expect(screen.queryByRole('listitem', { name: /bob@/ })).toBeNull());
});

it('imports a CSV with the consent source stated, and shows the report with the refused lines', async () => {
  net.on('GET', PATH, () => answer([]));
  net.on('POST', `${PATH}/import`, () =>
    json({
      imported: 2,
      confirmationsSent: 0,
      refused: [{ line: 3, email: 'not-an-address', reason: 'Not an email address.' }],
    }),
  );
  const { user, store } = await openStaffApp(net, 'admin', '/staff/newsletter/subscribers');
  const form = await screen.findByRole('form', { name: 'Import CSV' });
  const csv = 'email,topics\nada@example.com,testing\nnot-an-address,\ncy@example.com,\n';

  // Nothing is sent without a file, nor with the box ticked and no source.
  await user.click(within(form).getByRole('button', { name: 'Import' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Choose a CSV file first.');
  await user.upload(
    within(form).getByLabelText('CSV file'),
    new File([csv], 'meetup.csv', { type: 'text/csv' }),
  );
  await user.click(within(form).getByRole('checkbox', { name: /already gave their consent/ }));
  await user.click(within(form).getByRole('button', { name: 'Import' }));
  expect(within(form).getByRole('alert')).toHaveTextContent('Say where they gave their consent');
  expect(requestsTo(net, 'POST', `${PATH}/import`)).toHaveLength(0);

  await user.type(within(form).getByLabelText(/^Where they gave their consent/), 'Meetup sheet');
  await user.click(within(form).getByRole('button', { name: 'Import' }));

  const report = await screen.findByRole('region', { name: 'Import report' });
  expect(within(report).getByRole('status')).toHaveTextContent('2 subscribers imported.');
  const refused = within(report).getByRole('table', { name: '1 line refused' });
  expect(within(refused).getAllByRole('row')[1]).toHaveTextContent(
    '3not-an-addressNot an email address.',
  );
  const sent = net.requests.findIndex((r) => r.method === 'POST');
  expect(JSON.parse(net.bodies[sent]!)).toEqual({ csv, consentSource: 'Meetup sheet' });
  expect(stateOf(store).subscribers?.report?.refused).toHaveLength(1);
});
