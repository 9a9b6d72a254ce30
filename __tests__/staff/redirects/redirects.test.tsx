import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Redirect } from '../../../src/api/types';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo } from '../../support/staffApp';

// The back office's Redirects page (/staff/redirects) in the whole app (real routes, store and API
// slice; fetch answered at the network boundary): a redirect added, the form's own checks and
// the server's refusal shown at its field with what was typed kept, a chain's final target
// offered, a change and a deletion asked once more.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const redirect = (id: number, from: string, to: string | null): Redirect => ({
  id,
  from,
  to,
  kind: to === null ? 'gone' : 'permanent',
  changedBy: 'sam@example.com',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

const bodyOf = (method: string, path: string) => {
  const index = net.requests.findIndex(
    (r) => r.method === method && new URL(r.url).pathname === path,
  );
  return JSON.parse(net.bodies[index] ?? 'null') as unknown;
};

it('adds a redirect, and the list shows it', async () => {
  let list: Redirect[] = [redirect(1, '/spring-sale', null)];
  net.on('GET', '/api/staff/redirects', () => json(page(list)));
  net.on('POST', '/api/staff/redirects', () => {
    list = [...list, redirect(2, '/old-offer', '/pricing')];
    return json(list[1], 201);
  });
  const { user } = await openStaffApp(net, 'editor', '/staff/redirects');

  const form = await screen.findByRole('form', { name: 'Add a redirect' });
  expect(await screen.findByRole('listitem', { name: /\/spring-sale/ })).toHaveTextContent(
    'Gone (410)',
  );
  await user.type(within(form).getByLabelText(/^Old address/), '/old-offer');
  await user.type(within(form).getByLabelText(/^Target/), '/pricing');
  await user.click(within(form).getByRole('button', { name: 'Add redirect' }));

  expect(await screen.findByRole('status')).toHaveTextContent('/old-offer is redirected now.');
  expect(bodyOf('POST', '/api/staff/redirects')).toEqual({
    from: '/old-offer',
    kind: 'permanent',
    to: '/pricing',
  });
  expect(await screen.findByRole('listitem', { name: /\/old-offer/ })).toHaveTextContent(
    '/old-offer leads to /pricing',
  );
  // The form is empty again, for the next one.
  expect(within(form).getByLabelText(/^Old address/)).toHaveValue('');
});

it('refuses at the field, keeps what was typed, and offers a chain’s final target', async () => {
  net.on('GET', '/api/staff/redirects', () => json(page([])));
  net.on('POST', '/api/staff/redirects', () =>
    json(
      {
        message: '/old-offer is itself redirected to /pricing: point to /pricing instead.',
        field: 'to',
      },
      400,
    ),
  );
  const { user } = await openStaffApp(net, 'editor', '/staff/redirects');
  const form = await screen.findByRole('form', { name: 'Add a redirect' });
  const from = within(form).getByLabelText(/^Old address/);
  const to = within(form).getByLabelText(/^Target/);

  // The form's own check: no call for an address that is no path.
  await user.type(from, 'older');
  await user.type(to, '/old-offer');
  await user.click(within(form).getByRole('button', { name: 'Add redirect' }));
  expect(from).toHaveAccessibleDescription(/it starts with \//);
  expect(from).toHaveAttribute('aria-invalid', 'true');
  expect(requestsTo(net, 'POST', '/api/staff/redirects')).toHaveLength(0);

  // The server's: a chain, at the target, with its final target to use instead.
  await user.clear(from);
  await user.type(from, '/older');
  expect(from).not.toHaveAttribute('aria-invalid');
  await user.click(within(form).getByRole('button', { name: 'Add redirect' }));
  await waitFor(() => expect(to).toHaveAccessibleDescription(/point to \/pricing instead\.$/));
  expect(to).toHaveValue('/old-offer');
  expect(from).toHaveValue('/older');
  await user.click(within(form).getByRole('button', { name: 'Use /pricing instead' }));
  expect(to).toHaveValue('/pricing');
  expect(to).not.toHaveAttribute('aria-invalid');
});

it('changes a redirect, and deletes one after asking again', async () => {
  let list = [redirect(3, '/old-about', '/pricing'), redirect(4, '/promo', '/pricing')];
  net.on('GET', '/api/staff/redirects', () => json(page(list)));
  net.on('PUT', '/api/staff/redirects/3', () => {
    list = [redirect(3, '/old-about', '/about'), list[1]!];
    return json(list[0]);
  });
  net.on('DELETE', '/api/staff/redirects/4', () => {
    list = list.filter((r) => r.id !== 4);
    return new Response(null, { status: 204 });
  });
  const { user } = await openStaffApp(net, 'editor', '/staff/redirects');

  const row = await screen.findByRole('listitem', { name: /\/old-about/ });
  await user.click(within(row).getByRole('button', { name: 'Edit /old-about' }));
  const form = screen.getByRole('form', { name: 'Change the redirect of /old-about' });
  const to = within(form).getByLabelText(/^Target/);
  expect(to).toHaveValue('/pricing');
  await user.clear(to);
  await user.type(to, '/about');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'The redirect of /old-about is saved.',
  );
  expect(bodyOf('PUT', '/api/staff/redirects/3')).toEqual({
    from: '/old-about',
    kind: 'permanent',
    to: '/about',
  });

  const promo = screen.getByRole('listitem', { name: /\/promo/ });
  await user.click(within(promo).getByRole('button', { name: 'Delete /promo' }));
  await user.click(within(promo).getByRole('button', { name: 'Keep it' }));
  expect(requestsTo(net, 'DELETE', '/api/staff/redirects/4')).toHaveLength(0);
  await user.click(within(promo).getByRole('button', { name: 'Delete /promo' }));
  await user.click(within(promo).getByRole('button', { name: 'Delete for good' }));
  await waitFor(() =>
    expect(screen.queryByRole('listitem', { name: /\/promo/ })).not.toBeInTheDocument(),
  );
  expect(screen.getByRole('status')).toHaveTextContent('/promo is no longer redirected.');
});
