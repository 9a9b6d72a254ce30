import { configure, screen, waitFor, within } from '@testing-library/react';
import type { AccountSummary } from '../../src/api/types';
import { installFetch, json, type FetchDouble } from '../support/fetchDouble';
import { openStaffApp, page, requestsTo } from '../support/staffApp';

// The back office by role: an editor sees the content's pages only (the navigation hides the
// administration's, typing one's address says "not allowed", /staff leads to the first content
// page) and asks the administration's API nothing; an admin changes roles on the Members page.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  net = installFetch();
  net.on('GET', '/api/staff/posts', () => json(page([])));
});
afterEach(() => net.restore());

/** Whether any request went to the administration's part of the staff API. */
const askedAdministration = () =>
  net.requests.some((r) =>
    /^\/api\/staff\/(messages|leads|applications|users|audit|emails|enrolments|internships|analytics|newsletter)/.test(
      new URL(r.url).pathname,
    ),
  );

describe('an editor', () => {
  it('sees the content in the navigation, not the administration, and lands on the first page', async () => {
    const { router } = await openStaffApp(net, 'editor', '/staff');
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff/jobs'));
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Jobs and internships',
      'Testimonials',
      'Products',
      'Content',
      'Pages',
      'Insights',
      'Media',
      'Redirects',
    ]);
    // The site's Staff link, without the inbox's count.
    const staffLink = screen.getByRole('link', { name: 'Staff' });
    expect(staffLink).toHaveAttribute('href', '/staff');
    expect(askedAdministration()).toBe(false);
  });

  it.each([
    '/staff/members',
    '/staff/enrolments',
    '/staff/analytics',
    '/staff/audit',
    '/staff/emails',
    '/staff/newsletter/subscribers',
    '/staff/newsletter/campaigns',
  ])('is told "not allowed" at %s, and nothing is asked', async (path) => {
    await openStaffApp(net, 'editor', path);
    expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeVisible();
    expect(
      screen.getByText("This page is for administrators only: editors change the site's content."),
    ).toBeVisible();
    expect(askedAdministration()).toBe(false);
  });
});

describe('an admin', () => {
  const account = (id: number, email: string, role: AccountSummary['role']): AccountSummary => ({
    id,
    email,
    name: email.split('@')[0]!,
    role,
    createdAt: '2026-11-20T10:00:00.000Z',
  });

  it('sees every page in the navigation', async () => {
    net.on('GET', '/api/staff/emails', () => json(page([], { failed: 0 })));
    net.on('GET', '/api/staff/messages', () => json(page([], { unread: 0 })));
    await openStaffApp(net, 'admin', '/staff');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Inbox',
      'Leads',
      'Applications',
      'Jobs and internships',
      'Testimonials',
      'Products',
      'Content',
      'Pages',
      'Insights',
      'Media',
      'Redirects',
      'Analytics',
      'Members',
      'Subscribers',
      'Campaigns',
      'Enrolments',
      'Audit log',
      'Emails',
    ]);
  });

  it('changes a role with the select, and shows the reason of a refusal', async () => {
    let ed = account(2, 'ed@example.com', 'member');
    net.on('GET', '/api/staff/users', () =>
      json(page([account(1, 'sam@example.com', 'admin'), ed])),
    );
    net.on('PATCH', '/api/staff/users/2', async (request) => {
      const { role } = (await request.json()) as { role: AccountSummary['role'] };
      ed = { ...ed, role };
      return json(ed);
    });
    net.on('PATCH', '/api/staff/users/1', () =>
      json({ message: 'This is the last admin account: make another account admin first.' }, 409),
    );
    const { user } = await openStaffApp(net, 'admin', '/staff/members');
    const select = await screen.findByRole('combobox', { name: 'Role of ed@example.com' });
    expect(select).toHaveValue('member');
    await user.selectOptions(select, 'editor');
    // Choosing is not changing: only the button sends it.
    expect(requestsTo(net, 'PATCH', '/api/staff/users/2')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Change role ed@example.com' }));
    expect(await screen.findByText('ed@example.com is an editor now.')).toBeVisible();
    expect(
      JSON.parse(
        net.bodies[net.requests.indexOf(requestsTo(net, 'PATCH', '/api/staff/users/2')[0]!)]!,
      ),
    ).toEqual({ role: 'editor' });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Role of ed@example.com' })).toHaveValue(
        'editor',
      ),
    );

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Role of sam@example.com' }),
      'member',
    );
    await user.click(screen.getByRole('button', { name: 'Change role sam@example.com' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This is the last admin account');
  });
});
