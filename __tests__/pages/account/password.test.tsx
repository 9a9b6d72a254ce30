import { configure, screen, waitFor, within } from '@testing-library/react';
import { installFetch, json, tokenExpiringIn, type FetchDouble } from '../../support/fetchDouble';
import { loggedIn, loggedOut, renderApp, memberProfile } from '../../support/renderApp';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  net = installFetch();
});
afterEach(() => net.restore());

const ACCEPTED =
  'If an account exists for this email address, we have sent it a link to choose a new password.';
const bodyOf = (path: string) =>
  JSON.parse(net.bodies[net.requests.findIndex((r) => r.url.endsWith(path))] ?? 'null') as unknown;

describe('login page', () => {
  it("has a 'Forgot password?' link to /forgot-password", async () => {
    const { user, router } = renderApp('/login', { preloadedState: loggedOut });
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(router.state.location.pathname).toBe('/forgot-password');
    expect(
      await screen.findByRole('heading', { name: 'Forgot your password?', level: 1 }),
    ).toBeInTheDocument();
  });
});

describe('forgot password page', () => {
  it('sends the email and announces the answer, keeping what was typed', async () => {
    net.on('POST', '/api/auth/forgot', () => json({ message: ACCEPTED }, 202));
    const { user, store } = renderApp('/forgot-password', { preloadedState: loggedOut });
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCEPTED);
    expect(bodyOf('/api/auth/forgot')).toEqual({ email: 'Ada@Example.com' });
    expect(screen.getByLabelText('Email')).toHaveValue('Ada@Example.com');
    // The answer is in the store (the API slice), serializable.
    expect(JSON.stringify(store.getState().api.mutations)).toContain(ACCEPTED);
  });

  it('says what is wrong with the address before sending anything', async () => {
    const { user } = renderApp('/forgot-password', { preloadedState: loggedOut });
    await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter your email address.',
    );
    await user.type(screen.getByLabelText('Email'), 'not-an-address');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address, like name@example.com.',
    );
    expect(net.requests).toHaveLength(0);
  });

  it("shows the server's reason in an alert (429)", async () => {
    net.on('POST', '/api/auth/forgot', () =>
      json({ message: 'Too many password reset requests. Try again in 42 seconds.' }, 429),
    );
    const { user } = renderApp('/forgot-password', { preloadedState: loggedOut });
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 42 seconds.');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});

describe('reset password page', () => {
  it('sends the token of the link with the new password, then offers to log in', async () => {
    net.on('POST', '/api/auth/reset', () =>
      json({ message: 'Your password has been changed. You can now log in with it.' }),
    );
    const { user } = renderApp('/reset-password?token=abc_DEF-123', { preloadedState: loggedOut });
    const field = await screen.findByLabelText('New password');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'new-password');
    await user.type(field, 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You can now log in with it.');
    expect(bodyOf('/api/auth/reset')).toEqual({
      token: 'abc_DEF-123',
      password: 'a brand new secret',
    });
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it("an expired link: the server's reason, what was typed kept, and a way to a new link", async () => {
    net.on('POST', '/api/auth/reset', () =>
      json({ message: 'This reset link has expired. Ask for a new one.' }, 400),
    );
    const { user } = renderApp('/reset-password?token=old', { preloadedState: loggedOut });
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
    expect(screen.getByLabelText('New password')).toHaveValue('a brand new secret');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('in a tab that held a session, the reset ends it (the server did) and the answer stays', async () => {
    net.on('POST', '/api/auth/reset', () =>
      json({ message: 'Your password has been changed. You can now log in with it.' }),
    );
    const token = tokenExpiringIn(3_600_000);
    localStorage.setItem('token', token);
    const { user, store } = renderApp('/reset-password?token=abc', {
      preloadedState: loggedIn(token),
    });
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You can now log in with it.');
    await waitFor(() => expect(store.getState().session.status).toBe('loggedOut'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('You can now log in with it.');
  });

  it('without a token it says the link is not valid and sends nothing', async () => {
    const { user } = renderApp('/reset-password', { preloadedState: loggedOut });
    await user.type(await screen.findByLabelText('New password'), 'a brand new secret');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is not valid.');
    expect(net.requests).toHaveLength(0);
  });
});

describe('change password on the profile', () => {
  const ADA = memberProfile();

  const open = async () => {
    const token = tokenExpiringIn(3_600_000);
    localStorage.setItem('token', token);
    net.on('GET', '/api/profile', () => json(ADA));
    const view = renderApp('/profile', { preloadedState: loggedIn(token) });
    const form = within(await screen.findByRole('region', { name: 'Change your password' }));
    return { ...view, token, form };
  };

  it('on success this tab keeps its session with the fresh token, and the fields empty', async () => {
    const fresh = tokenExpiringIn(3_600_000, Date.now() + 1000);
    net.on('PUT', '/api/profile/password', () =>
      json({
        message: 'Your password has been changed. Other sessions have been ended.',
        token: fresh,
      }),
    );
    const { user, store, token, form } = await open();
    await user.type(form.getByLabelText('Current password'), 'correct horse 1');
    await user.type(form.getByLabelText('New password'), 'changed secret 5');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('status')).toHaveTextContent('Other sessions have been ended.');
    const put = net.requests.find((r) => r.url.endsWith('/api/profile/password'));
    expect(put?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    expect(bodyOf('/api/profile/password')).toEqual({
      currentPassword: 'correct horse 1',
      newPassword: 'changed secret 5',
    });
    await waitFor(() => expect(store.getState().session.token).toBe(fresh));
    expect(store.getState().session.status).toBe('loggedIn');
    expect(localStorage.getItem('token')).toBe(fresh);
    expect(form.getByLabelText('Current password')).toHaveValue('');
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it('a wrong current password: the reason is announced, what was typed stays, the session too', async () => {
    net.on('PUT', '/api/profile/password', () =>
      json({ message: 'Your current password is not correct.' }, 400),
    );
    const { user, store, form } = await open();
    await user.type(form.getByLabelText('Current password'), 'wrong one');
    await user.type(form.getByLabelText('New password'), 'changed secret 5');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Your current password is not correct.',
    );
    expect(form.getByLabelText('Current password')).toHaveValue('wrong one');
    expect(form.getByLabelText('New password')).toHaveValue('changed secret 5');
    expect(store.getState().session.status).toBe('loggedIn');
  });

  it('asks for both passwords before sending', async () => {
    const { user, form } = await open();
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(form.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Please enter your current password.',
    );
    expect(net.requests.filter((r) => r.method === 'PUT')).toHaveLength(0);
  });
});
