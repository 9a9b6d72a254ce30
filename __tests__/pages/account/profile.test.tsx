import { configure, screen, within } from '@testing-library/react';
import type { Profile } from '../../../src/api/types';
import { json, tokenExpiringIn, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedIn, renderApp, memberProfile } from '../../support/renderApp';

// Whole-app tests on a busy two-core machine: give lazily loaded pages time.
configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const ADA = memberProfile();

const openProfile = async () => {
  const token = tokenExpiringIn(3_600_000);
  localStorage.setItem('token', token);
  const view = renderApp('/profile', { preloadedState: loggedIn(token) });
  await screen.findByRole('heading', { name: 'Your Profile', level: 1 });
  return { ...view, token };
};

const details = () => screen.getByRole('region', { name: 'Your details' });
const fact = (label: string) =>
  within(details()).getByText(label, { selector: 'dt' }).nextElementSibling;
const panel = () => screen.queryByRole('form', { name: 'Edit your details' });
const profileCalls = (method: string) =>
  net.requests.filter((r) => r.method === method && r.url.endsWith('/api/profile'));

describe('profile page', () => {
  it("shows loading text, then the server's profile with the token, statistics, courses with their certificates and the data card", async () => {
    let answer: (response: Response) => void = () => undefined;
    net.on('GET', '/api/profile', () => new Promise<Response>((resolve) => (answer = resolve)));
    net.on('GET', '/api/enrolments', () =>
      json({
        enrolments: [
          {
            course: 'webdevelopment',
            title: 'Web Development',
            status: 'completed',
            enrolledAt: '2026-01-05T10:00:00.000Z',
            completedOn: '2026-05-04',
            certificateCode: 'abcdefghijklmnopqrstuv',
          },
        ],
        internships: [],
      }),
    );
    const { token } = await openProfile();
    expect(await screen.findByText('Loading your profile...')).toBeInTheDocument();
    answer(json({ ...ADA, name: 'Ada Lovelace', phone: '+44 7700 900123', enrolledCourses: 2 }));
    expect(await screen.findByText('Welcome back, Ada Lovelace.')).toBeInTheDocument();
    expect(fact('Name')).toHaveTextContent('Ada Lovelace');
    expect(fact('Email')).toHaveTextContent('ada@example.com');
    expect(fact('Phone')).toHaveTextContent('+44 7700 900123');
    expect(fact('Address')).toHaveTextContent('Not given yet');
    expect(profileCalls('GET')[0]?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    const stats = within(screen.getByRole('region', { name: 'Your progress' }));
    expect(stats.getByText('Enrolled courses').previousElementSibling).toHaveTextContent('2');
    expect(stats.getByText('Completed courses').previousElementSibling).toHaveTextContent('0');
    expect(stats.getByText('Completed internships').previousElementSibling).toHaveTextContent('0');
    // The courses (docs/product.md §10.18): a completed one links to its certificate.
    const courses = within(await screen.findByRole('region', { name: 'Courses and certificates' }));
    expect(await courses.findByText('Web Development')).toBeVisible();
    expect(courses.getByText('Completed', { selector: 'span' })).toBeVisible();
    expect(courses.getByText('4 May 2026')).toBeVisible();
    expect(courses.getByRole('link', { name: 'Certificate (Web Development)' })).toHaveAttribute(
      'href',
      '/certificates/abcdefghijklmnopqrstuv',
    );
    const data = within(await screen.findByRole('region', { name: 'Your data' }));
    expect(data.getByRole('button', { name: 'Download my data' })).toBeVisible();
  });

  it('a failed load shows the reason and Try again loads it', async () => {
    let calls = 0;
    net.on('GET', '/api/profile', () => {
      calls += 1;
      return calls === 1 ? json({ message: 'Service unavailable' }, 503) : json(ADA);
    });
    const { user } = await openProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Welcome back, ada.')).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('Edit opens the panel (state in the store); Save sends the PUT, confirms, closes and shows the new data', async () => {
    let current = ADA;
    net.on('GET', '/api/profile', () => json(current));
    net.on('PUT', '/api/profile', async (request) => {
      current = { ...current, ...((await request.json()) as Partial<Profile>) };
      return json(current);
    });
    const { user, store } = await openProfile();
    const edit = await screen.findByRole('button', { name: 'Edit profile' });
    expect(edit).toHaveAttribute('aria-expanded', 'false');
    await user.click(edit);
    expect(store.getState().ui.profileEditOpen).toBe(true);
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const form = within(panel()!);
    const name = form.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('ada');
    expect(name).toHaveFocus();
    const email = form.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Email cannot be changed here');
    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '+44 7700 900123');
    await user.type(form.getByRole('textbox', { name: 'Address' }), '12 St James Square, London');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(panel()).not.toBeInTheDocument();
    expect(store.getState().ui.profileEditOpen).toBe(false);
    expect(JSON.parse(net.bodies[net.requests.indexOf(profileCalls('PUT')[0]!)] ?? '{}')).toEqual({
      name: 'Ada Lovelace',
      phone: '+44 7700 900123',
      address: '12 St James Square, London',
    });
    // The tag refreshed the profile from the server.
    expect(await screen.findByText('Welcome back, Ada Lovelace.')).toBeInTheDocument();
    expect(fact('Address')).toHaveTextContent('12 St James Square, London');
    expect(profileCalls('GET')).toHaveLength(2);
  });

  it("a failed save shows the server's reason and keeps the typed values with the panel open", async () => {
    net.on('GET', '/api/profile', () => json(ADA));
    net.on('PUT', '/api/profile', () =>
      json({ message: 'Phone must be at most 40 characters.' }, 400),
    );
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = within(panel()!);
    await user.type(form.getByRole('textbox', { name: 'Phone' }), '0123');
    await user.type(form.getByRole('textbox', { name: 'Address' }), 'Somewhere');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Phone must be at most 40 characters.',
    );
    expect(panel()).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Phone' })).toHaveValue('0123');
    expect(form.getByRole('textbox', { name: 'Address' })).toHaveValue('Somewhere');
    expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(screen.queryByText('Your profile has been saved.')).not.toBeInTheDocument();
  });

  it('an empty name is explained inline and not sent', async () => {
    net.on('GET', '/api/profile', () => json(ADA));
    const { user } = await openProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const name = within(panel()!).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(profileCalls('PUT')).toHaveLength(0);
  });

  it('Cancel discards the edits and closes the panel', async () => {
    net.on('GET', '/api/profile', () => json(ADA));
    const { user, store } = await openProfile();
    const edit = await screen.findByRole('button', { name: 'Edit profile' });
    await user.click(edit);
    const name = within(panel()!).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Someone Else');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(panel()).not.toBeInTheDocument();
    expect(store.getState().ui.profileEditOpen).toBe(false);
    expect(edit).toHaveFocus();
    expect(fact('Name')).toHaveTextContent('ada');
    expect(profileCalls('PUT')).toHaveLength(0);
    await user.click(edit);
    expect(within(panel()!).getByRole('textbox', { name: 'Name' })).toHaveValue('ada');
  });

  it('a 401 ends the session: logged out, sent home, told the session expired', async () => {
    net.on('GET', '/api/profile', () =>
      json({ message: 'Your session has expired. Please log in again.' }, 401),
    );
    const { store, router } = await openProfile();
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeVisible();
    expect(store.getState().session.status).toBe('loggedOut');
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
