// What the back office's page tests share: a profile of either role, a page of a list as the staff
// API answers it, the store's state, the requests sent to a path, and the app opened at a
// back-office path as a logged-in member or staff account.

import type { Profile, Role } from '../../src/api/types';
import type { AppStore, RootState } from '../../src/app/store';
import { type FetchDouble, json, tokenExpiringIn } from './fetchDouble';
import { loggedIn, renderApp } from './renderApp';

export const profile = (role: Role): Profile => ({
  name: 'Sam',
  email: 'sam@example.com',
  phone: '',
  address: '',
  completedCourses: 0,
  enrolledCourses: 0,
  completedInternships: 0,
  emailVerified: true,
  role,
});

export const page = <T>(items: T[], extra = {}) => ({
  items,
  total: items.length,
  pageSize: 20,
  next: null,
  ...extra,
});

export const stateOf = (store: AppStore) => store.getState() as RootState;

/** The requests `net` saw with this method and path (any query). */
export const requestsTo = (net: FetchDouble, method: string, path: string) =>
  net.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

/** The whole app at `path`, logged in with a `role` account; one unread message. */
export const openStaffApp = (net: FetchDouble, role: Role, path = '/staff') => {
  const token = tokenExpiringIn(3_600_000);
  localStorage.setItem('token', token);
  net.on('GET', '/api/profile', () => json(profile(role)));
  net.on('GET', '/api/staff/messages/unread', () => json({ unread: 1 }));
  return renderApp(path, { preloadedState: loggedIn(token) });
};
