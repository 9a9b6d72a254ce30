import { configure, screen, waitFor, within } from '@testing-library/react';
import type { StaffEmail } from '../../../src/api/types';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo, stateOf } from '../../support/staffApp';

// The back office's Emails page in the whole app (real routes, store and API slice; fetch answered
// at the network boundary): failed emails in a table, the count in the sub-navigation, the status
// filter and pages, "Send again" and what it answers.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const EXPIRED = 'Its password reset link has expired (links work for 30 minutes).';

const email = (id: number, kind: string, recipient: string, extra: Partial<StaffEmail> = {}) =>
  ({
    id,
    kind,
    recipient,
    subject: `Subject ${id}`,
    status: 'failed',
    attempts: 8,
    lastError: 'Mailbox unavailable',
    createdAt: '2026-11-20T10:00:00.000Z',
    nextAttemptAt: null,
    sentAt: null,
    cannotRetry: null,
    ...extra,
  }) satisfies StaffEmail;

/** Answers GET /api/staff/emails from `lists` by status; the failed count follows the list. */
const serve = (lists: Record<string, StaffEmail[]>, extra: object = {}) =>
  net.on('GET', '/api/staff/emails', (request) => {
    const status = new URL(request.url).searchParams.get('status') ?? 'failed';
    const items = lists[status] ?? [];
    return json(page(items, { failed: lists.failed?.length ?? 0, ...extra }));
  });

const emailsRequested = (query: string) =>
  requestsTo(net, 'GET', '/api/staff/emails').some((r) => r.url.endsWith(`?${query}`));

it('lists failed emails with the count in the navigation; "Send again" sends the call and the row goes', async () => {
  const lists = {
    failed: [
      email(7, 'password-reset', 'old@example.com', { cannotRetry: EXPIRED }),
      email(5, 'welcome', 'ann@example.com', { attempts: 2 }),
    ],
  };
  serve(lists);
  net.on('POST', '/api/staff/emails/5/retry', () => {
    lists.failed = lists.failed.filter((e) => e.id !== 5);
    return json(email(5, 'welcome', 'ann@example.com', { status: 'pending', attempts: 0 }));
  });
  const { user, store } = await openStaffApp(net, 'admin', '/staff/emails');

  expect(await screen.findByRole('heading', { name: 'Emails (2 failed)' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Emails (2 failed emails)' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const table = screen.getByRole('table', { name: 'Failed emails, newest first' });
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  expect(headers).toEqual(['Email', 'To', 'Attempts', 'Last error', 'Action']);
  const [, reset, welcome] = within(table).getAllByRole('row');
  expect(reset).toHaveTextContent('Password reset link');
  expect(reset).toHaveTextContent(EXPIRED);
  expect(within(reset!).queryByRole('button')).toBeNull();
  expect(welcome).toHaveTextContent('Welcome after sign-up');
  expect(welcome).toHaveTextContent('ann@example.com');
  expect(welcome).toHaveTextContent('2 attempts');
  expect(welcome).toHaveTextContent('Mailbox unavailable');

  await user.click(within(welcome!).getByRole('button', { name: 'Send again to ann@example.com' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The email to ann@example.com is queued again and will be sent in a moment.',
  );
  expect(requestsTo(net, 'POST', '/api/staff/emails/5/retry')).toHaveLength(1);
  // The list is asked again (tags): the row is gone, the counts follow.
  await waitFor(() => expect(screen.queryByText('ann@example.com')).toBeNull());
  expect(await screen.findByRole('heading', { name: 'Emails (1 failed)' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Emails (1 failed email)' })).toBeVisible();
  expect(stateOf(store).emails?.notice).toMatchObject({ kind: 'success' });
});

it('a refused "Send again" keeps the row and says why', async () => {
  serve({ failed: [email(3, 'contact-acknowledgement', 'bob@example.com')] });
  net.on('POST', '/api/staff/emails/3/retry', () =>
    json({ message: 'Only a failed email can be sent again; this one is sent.' }, 409),
  );
  const { user } = await openStaffApp(net, 'admin', '/staff/emails');
  await user.click(await screen.findByRole('button', { name: 'Send again to bob@example.com' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Only a failed email can be sent again; this one is sent.',
  );
  expect(screen.getByRole('cell', { name: 'bob@example.com' })).toBeVisible();
});

it('filters by status and pages through, back to page 1 on a new filter', async () => {
  const pending = email(9, 'contact-notification', 'inbox@kestrel.example', {
    status: 'pending',
    attempts: 1,
    nextAttemptAt: '2026-11-20T10:05:00.000Z',
  });
  serve(
    { failed: [email(4, 'welcome', 'a@example.com')], pending: [pending] },
    { total: 45, next: 'WyJuZXh0Il0' },
  );
  const { user, store } = await openStaffApp(net, 'admin', '/staff/emails');
  await user.click(await screen.findByRole('button', { name: 'Next page' }));
  expect(stateOf(store).emails?.trail).toEqual(['WyJuZXh0Il0']);
  await waitFor(() => expect(emailsRequested('status=failed&cursor=WyJuZXh0Il0')).toBe(true));
  expect(await screen.findByText('Page 2 of 3')).toBeVisible();

  await user.selectOptions(screen.getByLabelText('Show'), 'pending');
  expect(stateOf(store).emails).toMatchObject({ status: 'pending' });
  expect(stateOf(store).emails?.trail).toEqual([]);
  const table = await screen.findByRole('table', {
    name: 'Emails waiting to be sent, newest first',
  });
  expect(emailsRequested('status=pending')).toBe(true);
  expect(
    within(table).getByRole('row', { name: /Contact form, to the company/ }),
  ).toHaveTextContent(/1 attempt, next/);
  // Only failed emails can be sent again: no action column here.
  expect(within(table).queryByRole('columnheader', { name: 'Action' })).toBeNull();
  expect(within(table).queryByRole('button')).toBeNull();

  await user.selectOptions(screen.getByLabelText('Show'), 'sent');
  expect(await screen.findByText('No emails sent yet.')).toBeVisible();
});

it('says when there are no failed emails, and the navigation shows no count', async () => {
  serve({ failed: [] });
  await openStaffApp(net, 'admin', '/staff/emails');
  expect(await screen.findByText('No failed emails.')).toBeVisible();
  expect(screen.getByRole('heading', { name: 'Emails', level: 2 })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Emails' })).toHaveAttribute('href', '/staff/emails');
  expect(screen.queryByRole('table')).toBeNull();
});
