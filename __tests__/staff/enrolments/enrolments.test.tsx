import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo, stateOf } from '../../support/staffApp';

// The enrolments screen: its filter (all, enrolled or completed, kept in the store) asks the API
// for those only; its internship picker asks the staff API for the internship postings only,
// published or not, up to 100 (not the first page of every posting, where jobs would push
// internships out), and records a completed internship against the one chosen.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();
beforeEach(() => net.on('GET', '/api/staff/enrolments', () => json(page([]))));

it('offers every internship posting the API lists, and records one', async () => {
  net.on('GET', '/api/staff/posts', (request) => {
    const query = new URL(request.url).searchParams;
    // Anything but the internships (jobs, or every posting) would be the wrong list.
    if (query.get('type') !== 'internship') return json(page([{ id: 9, title: 'A job' }]));
    return json(
      page(
        Array.from({ length: 25 }, (_, i) => ({ id: i + 1, title: `Internship ${i + 1}` })),
        { pageSize: Number(query.get('limit')) },
      ),
    );
  });
  net.on('POST', '/api/staff/internships', () =>
    json({ id: 1, title: 'Internship 25', completedOn: '2026-11-20' }, 201),
  );
  const user = userEvent.setup();
  await openStaffApp(net, 'admin', '/staff/enrolments');

  const picker = await screen.findByRole('combobox', { name: 'Internship' });
  expect(await within(picker).findByRole('option', { name: 'Internship 25' })).toBeInTheDocument();
  expect(within(picker).getAllByRole('option')).toHaveLength(26); // "Choose one" and 25
  expect(within(picker).queryByRole('option', { name: 'A job' })).toBeNull();
  const asked = new URL(requestsTo(net, 'GET', '/api/staff/posts')[0]!.url).searchParams;
  expect(Object.fromEntries(asked)).toEqual({ type: 'internship', limit: '100' });

  await user.type(screen.getByLabelText("Member's email"), 'ada@example.com');
  await user.selectOptions(picker, 'Internship 25');
  await user.clear(screen.getByLabelText('Completed on', { selector: 'input' }));
  await user.type(screen.getByLabelText('Completed on', { selector: 'input' }), '2026-11-20');
  await user.click(screen.getByRole('button', { name: 'Record internship' }));
  expect(await screen.findByText('Recorded: Internship 25.')).toBeVisible();
  const sent = net.bodies[net.requests.findIndex((r) => r.method === 'POST')];
  expect(JSON.parse(sent ?? '{}')).toEqual({
    email: 'ada@example.com',
    postId: 25,
    completedOn: '2026-11-20',
  });
});

it('says so when there is no internship posting', async () => {
  net.on('GET', '/api/staff/posts', () => json(page([])));
  await openStaffApp(net, 'admin', '/staff/enrolments');
  expect(await screen.findByText('There are no internship postings yet.')).toBeVisible();
});

it('shows all enrolments, or the enrolled or completed ones only, as chosen', async () => {
  const enrolment = (id: number, status: 'enrolled' | 'completed') => ({
    id,
    member: { id: 7, email: 'ada@example.com', name: 'Ada' },
    course: 'webdevelopment',
    title: `Course ${id}`,
    status,
    enrolledAt: '2026-11-01T10:00:00.000Z',
    completedOn: status === 'completed' ? '2026-11-20' : null,
    certificateCode: status === 'completed' ? 'ABCD-EFGH' : null,
  });
  net.on('GET', '/api/staff/enrolments', (request) => {
    const status = new URL(request.url).searchParams.get('status');
    if (status === 'enrolled') return json(page([enrolment(1, 'enrolled')]));
    if (status === 'completed') return json(page([]));
    return json(page([enrolment(1, 'enrolled'), enrolment(2, 'completed')]));
  });
  net.on('GET', '/api/staff/posts', () => json(page([])));
  const user = userEvent.setup();
  const { store } = await openStaffApp(net, 'admin', '/staff/enrolments');

  const list = await screen.findByRole('list', { name: 'Enrolments' });
  expect(await within(list).findByText('Ada · Course 2')).toBeVisible();
  const filter = screen.getByRole('combobox', { name: 'Show' });
  expect(filter).toHaveValue('');

  await user.selectOptions(filter, 'Enrolled');
  await waitFor(() => expect(requestsTo(net, 'GET', '/api/staff/enrolments')).toHaveLength(2));
  expect(await screen.findByText('Ada · Course 1')).toBeVisible();
  expect(screen.queryByText('Ada · Course 2')).toBeNull();
  expect(stateOf(store).enrolments?.status).toBe('enrolled');

  await user.selectOptions(filter, 'Completed');
  expect(await screen.findByText('No course completed yet.')).toBeVisible();
  const asked = requestsTo(net, 'GET', '/api/staff/enrolments').map((r) =>
    new URL(r.url).searchParams.get('status'),
  );
  expect(asked).toEqual([null, 'enrolled', 'completed']);
});
