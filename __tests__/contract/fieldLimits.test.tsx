// The site's fields take their limits from the contract the server enforces (contract/
// constants.ts): each input and text area stops at exactly the server's limit, and the password
// rule shown says the server's lengths. The server's side: __tests__/server/contract-limits.test.ts.

import { configure, screen } from '@testing-library/react';
import { LIMITS } from '../../contract/values/constants';
import type { Profile } from '../../src/api/types';
import { fetchDoubleForEachTest, json, tokenExpiringIn } from '../support/fetchDouble';
import { loggedIn, loggedOut, renderApp } from '../support/renderApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const profile = (role: Profile['role']): Profile => ({
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

const openAs = (role: Profile['role'], path: string) => {
  const token = tokenExpiringIn(3_600_000);
  localStorage.setItem('token', token);
  net.on('GET', '/api/profile', () => json(profile(role)));
  net.on('GET', '/api/staff/messages/unread', () => json({ unread: 0 }));
  return renderApp(path, { preloadedState: loggedIn(token) });
};

const PASSWORD_RULE = `${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters.`;

/** The maxLength of the field labelled `label` (a RegExp: some labels carry a hint). */
const maxLengthOf = async (label: string | RegExp) =>
  ((await screen.findByLabelText(label)) as HTMLInputElement | HTMLTextAreaElement).maxLength;

describe('field limits are the server’s', () => {
  it('contact form: full name, email, subject and message', async () => {
    renderApp('/contact', { preloadedState: loggedOut });
    expect(await maxLengthOf(/^Full Name/)).toBe(LIMITS.name);
    expect(await maxLengthOf(/^Email/)).toBe(LIMITS.email);
    expect(await maxLengthOf(/^Subject/)).toBe(LIMITS.subject);
    expect(await maxLengthOf(/^Message/)).toBe(LIMITS.message);
  });

  it('forgot password: the email', async () => {
    renderApp('/forgot-password', { preloadedState: loggedOut });
    expect(await maxLengthOf('Email')).toBe(LIMITS.email);
  });

  it('reset password: the new password, with the rule that says the lengths', async () => {
    renderApp('/reset-password?token=abc', { preloadedState: loggedOut });
    expect(await maxLengthOf(/^New password/)).toBe(LIMITS.passwordMax);
    expect(screen.getByText(new RegExp(`^${PASSWORD_RULE}`))).toBeVisible();
  });

  it('profile: the edit panel’s name, phone and address, and both password fields', async () => {
    const { user } = openAs('member', '/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    expect(await maxLengthOf(/^Name/)).toBe(LIMITS.name);
    expect(await maxLengthOf(/^Phone/)).toBe(LIMITS.phone);
    expect(await maxLengthOf(/^Address/)).toBe(LIMITS.address);
    expect(await maxLengthOf(/^Current password/)).toBe(LIMITS.passwordMax);
    expect(await maxLengthOf(/^New password/)).toBe(LIMITS.passwordMax);
  });

  it.each([
    ['jobs', 'post', { Title: LIMITS.title, Description: LIMITS.postBody }],
    [
      'testimonials',
      'testimonial',
      { Name: LIMITS.name, 'Role and company': LIMITS.title, 'What they said': LIMITS.description },
    ],
    ['products', 'product', { Title: LIMITS.title, Description: LIMITS.description }],
  ] as const)('back office: the %s editor', async (area, singular, limits) => {
    const resource = area === 'jobs' ? 'posts' : area;
    net.on('GET', `/api/staff/${resource}`, () =>
      json({ items: [], total: 0, pageSize: 20, next: null }),
    );
    const { user } = openAs('admin', `/staff/${area}`);
    await user.click(await screen.findByRole('button', { name: `New ${singular}` }));
    for (const [label, limit] of Object.entries(limits)) {
      expect([label, await maxLengthOf(new RegExp(`^${label}`))]).toEqual([label, limit]);
    }
  });

  it('back office: the inbox search', async () => {
    net.on('GET', '/api/staff/messages', () =>
      json({ items: [], total: 0, pageSize: 20, next: null, unread: 0 }),
    );
    openAs('admin', '/staff');
    expect(await maxLengthOf(/^Search messages/)).toBe(LIMITS.search);
  });
});
