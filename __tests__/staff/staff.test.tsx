import { act, configure, screen, waitFor } from '@testing-library/react';
import type { Role } from '../../src/api/types';
import { fetchDoubleForEachTest, json, tokenExpiringIn } from '../support/fetchDouble';
import { loggedIn, loggedOut, renderApp } from '../support/renderApp';
import { openStaffApp, page, profile } from '../support/staffApp';

// Whole-app tests of the back office's frame: the real routes, store and API slice; fetch answered
// at the network boundary. Each area's own are in its folder.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const openAs = (role: Role, path = '/staff') => openStaffApp(net, role, path);

describe('who may see the back office', () => {
  it('sends a logged-out visitor to the login page, remembering where they were going', async () => {
    const { router } = renderApp('/staff/jobs', { preloadedState: loggedOut });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toEqual({ from: '/staff/jobs' });
  });

  it('brings a visitor who logs in back to the back office', async () => {
    const token = tokenExpiringIn(3_600_000);
    net.on('GET', '/api/profile', () => json(profile('admin')));
    net.on('GET', '/api/staff/messages/unread', () => json({ unread: 0 }));
    net.on('GET', '/api/staff/messages', () => json(page([], { unread: 0 })));
    const { router } = renderApp('/', { preloadedState: loggedIn(token) });
    await act(() => router.navigate('/login', { state: { from: '/staff' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
    expect(await screen.findByRole('heading', { name: /Inbox/ })).toBeInTheDocument();
  });

  it('shows a member "not allowed", no Staff link, and asks the staff API nothing', async () => {
    await openAs('member');
    expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
    expect(screen.getByText('This page is for Kestrel Software staff only.')).toBeVisible();
    expect(screen.queryByRole('link', { name: /^Staff/ })).not.toBeInTheDocument();
    expect(net.requests.some((r) => r.url.includes('/api/staff/'))).toBe(false);
  });

  it('shows staff the Staff link with the count of unread messages', async () => {
    net.on('GET', '/api/staff/messages', () => json(page([], { unread: 1 })));
    await openAs('admin');
    const link = await screen.findByRole('link', { name: 'Staff (1 unread message)' });
    expect(link).toHaveAttribute('href', '/staff');
  });
});
