import { configure, screen, waitFor, within } from '@testing-library/react';
import type { Role, StaffMessage } from '../../../src/api/types';
import { fetchDoubleForEachTest, json } from '../../support/fetchDouble';
import { openStaffApp, page, requestsTo, stateOf } from '../../support/staffApp';

// Whole-app tests of the inbox: the real routes, store and API slice; fetch answered at the
// network boundary.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const calls = (method: string, path: string) => requestsTo(net, method, path);
const openAs = (role: Role, path = '/staff') => openStaffApp(net, role, path);

const message = (id: number, status: 'unread' | 'handled', subject: string): StaffMessage => ({
  id,
  fullName: `Visitor ${id}`,
  email: `v${id}@example.com`,
  subject,
  message: `Hello from ${id}\nSecond line`,
  status,
  createdAt: '2026-11-20T10:00:00.000Z',
});

describe('the inbox', () => {
  it('lists messages with unread ones marked, searches, opens one and marks it handled', async () => {
    let handled = false;
    net.on('GET', '/api/staff/messages', (request) => {
      const q = new URL(request.url).searchParams.get('q');
      const items = [
        message(2, handled ? 'handled' : 'unread', 'Need a website'),
        message(1, 'handled', 'Old question'),
      ].filter((m) => !q || m.subject.toLowerCase().includes(q.toLowerCase()));
      return json(page(items, { unread: handled ? 0 : 1 }));
    });
    net.on('PATCH', '/api/staff/messages/2', async (request) => {
      expect(await request.json()).toEqual({ status: 'handled' });
      handled = true;
      return json(message(2, 'handled', 'Need a website'));
    });
    const { user, store } = await openAs('admin');
    expect(await screen.findByRole('heading', { name: 'Inbox (1 unread)' })).toBeVisible();
    const list = screen.getByRole('list', { name: 'Messages' });
    const first = within(list).getByRole('button', { name: /Need a website/ });
    expect(first).toHaveTextContent('Unread');
    expect(within(list).getByRole('button', { name: /Old question/ })).not.toHaveTextContent(
      'Unread',
    );

    await user.type(screen.getByLabelText('Search messages'), 'old');
    expect(stateOf(store).inbox?.q).toBe('old');
    await waitFor(() =>
      expect(within(list).queryByRole('button', { name: /Need a website/ })).toBeNull(),
    );
    expect(net.requests.some((r) => r.url.endsWith('/api/staff/messages?q=old'))).toBe(true);
    await user.clear(screen.getByLabelText('Search messages'));

    await user.click(await within(list).findByRole('button', { name: /Need a website/ }));
    const detail = await screen.findByRole('article', { name: 'Need a website' });
    expect(within(detail).getByText(/Hello from 2/)).toBeVisible();
    const reply = within(detail).getByRole('link', { name: 'Reply by email' });
    expect(reply.getAttribute('href')).toMatch(/^mailto:v2@example\.com\?subject=Re%3A%20Need/);
    expect(decodeURIComponent(reply.getAttribute('href') ?? '')).toContain('> Second line');

    await user.click(within(detail).getByRole('button', { name: 'Mark handled' }));
    expect(await within(detail).findByRole('button', { name: 'Mark unread' })).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Inbox (0 unread)' })).toBeVisible();
    // The count on the Staff link is asked again too (tags).
    expect(calls('GET', '/api/staff/messages/unread').length).toBeGreaterThan(1);
  });

  it('filters by status and pages through, back to page 1 on a new filter', async () => {
    net.on('GET', '/api/staff/messages', () =>
      json(page([message(3, 'unread', 'Quote')], { total: 45, unread: 45, next: 'WzJd' })),
    );
    const { user, store } = await openAs('admin');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(stateOf(store).inbox?.trail).toEqual(['WzJd']);
    await waitFor(() =>
      expect(net.requests.some((r) => r.url.endsWith('/api/staff/messages?cursor=WzJd'))).toBe(
        true,
      ),
    );
    expect(screen.getByText('Page 2 of 3')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(stateOf(store).inbox?.trail).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await user.selectOptions(screen.getByLabelText('Show'), 'unread');
    expect(stateOf(store).inbox).toMatchObject({ status: 'unread' });
    expect(stateOf(store).inbox?.trail).toEqual([]);
    await waitFor(() =>
      expect(net.requests.some((r) => r.url.endsWith('/api/staff/messages?status=unread'))).toBe(
        true,
      ),
    );
  });
});
