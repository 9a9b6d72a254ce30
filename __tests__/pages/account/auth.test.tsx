import { act, screen } from '@testing-library/react';
import { primeStore } from '../../../src/app/pageData';
import { makeStore } from '../../../src/app/store';
import type { FormEcho } from '../../../src/features/forms/formEchoSlice';
import { json, text, tokenExpiringIn, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp, seedDocuments } from '../../support/renderApp';
import { signupCopy } from '../../../src/content/account';

const net = fetchDoubleForEachTest();
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const setup = (path: string) =>
  renderApp(path, {
    preloadedState: loggedOut,
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });

/** The page as the server rendered it answering its form, posted before the app ran. */
const answered = (path: string, form: FormEcho) => {
  const store = makeStore(loggedOut);
  primeStore(store.dispatch, { documents: seedDocuments, form });
  return renderApp(path, { store, userEventOptions: { advanceTimers: jest.advanceTimersByTime } });
};

describe('login page', () => {
  it('logs in: green message, then after 2 s the session and a redirect home', async () => {
    const token = tokenExpiringIn(3_600_000);
    net.on('POST', '/api/auth/login', () => text(token));
    const { user, router } = setup('/login');
    const email = await screen.findByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Login successful!');
    expect(status).toHaveAttribute('data-kind', 'success');
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(localStorage.getItem('token')).toBe(token);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Your profile' })).toBeInTheDocument();
  });

  it.each([
    [
      'a page of this site that sent the visitor',
      '/courses/webdevelopment',
      '/courses/webdevelopment',
    ],
    ['never another site', '//evil.example/steal', '/'],
    ['never another site, however spelt', '/\\evil.example', '/'],
    ['never a full address', 'https://evil.example/', '/'],
  ])('returns after the login to %s', async (_what, from, expected) => {
    net.on('POST', '/api/auth/login', () => text(tokenExpiringIn(3_600_000)));
    const { user, router } = setup('/');
    await act(() => router.navigate('/login', { state: { from } }));
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe(expected);
  });

  it('shows the server reason in red, keeps what was typed, and clears after 3 s', async () => {
    net.on('POST', '/api/auth/login', () => text('Invalid email or password', 401));
    const { user } = setup('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert).toHaveAttribute('data-kind', 'error');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's sentence when it is too busy to check the password (503)", async () => {
    // server/accounts/hash-queue.ts: 503 with Retry-After, the sentence as plain text on login.
    const busy =
      'Too many people are logging in or signing up right now. Please try again in a few seconds.';
    net.on('POST', '/api/auth/login', () => text(busy, 503));
    const { user } = setup('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it("says 'Please fill all fields' when a field is empty", async () => {
    const { user } = setup('/login');
    await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all fields');
    expect(net.requests).toHaveLength(0);
  });
});

describe('sign-up page', () => {
  it('shows the server message in green and goes to /login after 1.5 s', async () => {
    const thanks = 'Thanks for signing up. We have emailed you about your account.';
    net.on('POST', '/api/auth/create', () => json({ message: thanks }, 201));
    const { user, router } = setup('/signup');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('status')).toHaveTextContent(thanks);
    await act(() => jest.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the server message on failure and stays', async () => {
    const reason = 'Password must not be your email address or its name part.';
    net.on('POST', '/api/auth/create', () => json({ message: reason }, 400));
    const { user, router } = setup('/signup');
    await user.type(await screen.findByLabelText('Email'), 'taken@example.com');
    await user.type(screen.getByLabelText('Password'), 'taken@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByLabelText('Email')).toHaveValue('taken@example.com');
  });
  it("shows the server's sentence when it is busy (503), and stays", async () => {
    // server/platform/overload.ts and request-turns.ts: 503 with Retry-After and a JSON sentence.
    const busy = 'The server is busy right now. Please try again in a few seconds.';
    net.on('POST', '/api/auth/create', () => json({ message: busy }, 503));
    const { user, router } = setup('/signup');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(busy);
    expect(router.state.location.pathname).toBe('/signup');
  });

  it('states the password rule under the field before the visitor types', async () => {
    setup('/signup');
    const password = await screen.findByLabelText('Password');
    expect(password).toHaveValue('');
    expect(password).toHaveAccessibleDescription(signupCopy.passwordRule);
    expect(signupCopy.passwordRule).toMatch(/8 to 128 characters/);
    expect(signupCopy.passwordRule).toMatch(/common password/);
    expect(signupCopy.passwordRule).toMatch(/email address/);
    expect(signupCopy.passwordRule).toMatch(/only spaces/);
    expect(screen.getByText(signupCopy.passwordRule)).toBeVisible();
  });

  it("shows the server's reason when it refuses a weak password", async () => {
    const reason =
      'This password is one of the most common passwords, which attackers try first. ' +
      'Choose another one, e.g. a few unrelated words.';
    net.on('POST', '/api/auth/create', () => json({ message: reason }, 400));
    const { user, router } = setup('/signup');
    await user.type(await screen.findByLabelText('Email'), 'new@example.com');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(router.state.location.pathname).toBe('/signup');
  });
});

describe('the forms the browser posted before the app ran (server/site/form-pages.ts)', () => {
  it("sign-up: the server's confirmation in green, then the login page after 1.5 s", async () => {
    const message = 'Thanks for signing up. We have emailed you about your account.';
    const { router } = answered('/signup', {
      form: 'signup',
      values: {},
      attempted: false,
      flash: { kind: 'success', text: message },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(message);
    await act(() => jest.advanceTimersByTimeAsync(1400));
    expect(router.state.location.pathname).toBe('/signup');
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(router.state.location.pathname).toBe('/login');
  });

  it("sign-up: the server's refusal, with the email typed kept", async () => {
    answered('/signup', {
      form: 'signup',
      values: { email: 'ada@example.com' },
      attempted: true,
      flash: { kind: 'error', text: 'Password must be between 8 and 128 characters.' },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('between 8 and 128');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('login: says that logging in needs the app for 3 s, the email kept; then logs in', async () => {
    const reason = 'Logging in needs JavaScript, which had not started on this page.';
    const { user, router } = answered('/login', {
      form: 'login',
      values: { email: 'ada@example.com' },
      attempted: false,
      flash: { kind: 'error', text: reason },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('alert')).toBeNull();

    net.on('POST', '/api/auth/login', () => text(tokenExpiringIn(3_600_000)));
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(router.state.location.pathname).toBe('/');
  });
});
