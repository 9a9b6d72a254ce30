// The login's second step (an account with a second factor): the real store, API slice and pages;
// only the HTTP answers are scripted.
import { act, screen } from '@testing-library/react';
import { json, text, tokenExpiringIn, fetchDoubleForEachTest } from '../../support/fetchDouble';
import { loggedOut, renderApp } from '../../support/renderApp';

const net = fetchDoubleForEachTest();
beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

const ASK = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';

const setup = async () => {
  net.on('POST', '/api/auth/login', () => json({ challenge: 'challenge-1', message: ASK }, 202));
  const app = renderApp('/login', {
    preloadedState: loggedOut,
    userEventOptions: { advanceTimers: jest.advanceTimersByTime },
  });
  await app.user.type(await screen.findByLabelText('Email'), 'staff@example.com');
  await app.user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
  return app;
};

describe('login with a second factor', () => {
  it('asks for the code after the password, then logs in exactly as a login does', async () => {
    const token = tokenExpiringIn(3_600_000);
    net.on('POST', '/api/auth/login/second-factor', () => text(token));
    const { user, router } = await setup();
    expect(await screen.findByText(ASK)).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    const code = screen.getByLabelText('Code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
    const sent = net.requests.findIndex((r) => r.url.endsWith('/api/auth/login/second-factor'));
    expect(JSON.parse(net.bodies[sent] ?? '')).toEqual({
      challenge: 'challenge-1',
      code: '123456',
    });
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(localStorage.getItem('token')).toBe(token);
    expect(router.state.location.pathname).toBe('/');
  });

  it('a wrong code: the reason in red for 3 s, the code stays, the form stays', async () => {
    net.on('POST', '/api/auth/login/second-factor', () => text('Invalid code', 401));
    const { user } = await setup();
    await user.type(await screen.findByLabelText('Code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid code');
    expect(screen.getByLabelText('Code')).toHaveValue('000000');
    await act(() => jest.advanceTimersByTimeAsync(3000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a timed-out challenge goes back to the email and password with the reason', async () => {
    const expired = 'This login has timed out. Please log in again.';
    net.on('POST', '/api/auth/login/second-factor', () => text(expired, 401));
    const { user } = await setup();
    await user.type(await screen.findByLabelText('Code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(expired);
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('an empty code is not sent; "Log in with another account" goes back', async () => {
    const { user } = await setup();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Please enter the code.')).toBeInTheDocument();
    expect(net.requests.filter((r) => r.url.endsWith('/second-factor'))).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Log in with another account' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
