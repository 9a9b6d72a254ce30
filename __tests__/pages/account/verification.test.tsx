import { act, configure, screen, within } from '@testing-library/react';
import { fetchDoubleForEachTest, json, text, tokenExpiringIn } from '../../support/fetchDouble';
import { loggedIn, loggedOut, renderApp, memberProfile } from '../../support/renderApp';

// The account's email address on the site: the profile's verified / not verified state and its
// throttled 'Resend verification email'; /verify-email sending the link's token; a one-time
// password's session, which the server refuses everything but a password change, taken to the
// change-password form (after login too), then to the profile once it is changed.

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const net = fetchDoubleForEachTest();

const ADA = memberProfile({ emailVerified: false });
const ONE_TIME = 'Change your one-time password first.';

const open = async (path: string) => {
  const token = tokenExpiringIn(3_600_000);
  localStorage.setItem('token', token);
  return { ...renderApp(path, { preloadedState: loggedIn(token) }), token };
};
const details = () => screen.getByRole('region', { name: 'Your details' });
const calls = (method: string, path: string) =>
  net.requests.filter((r) => r.method === method && new URL(r.url).pathname === path);

describe('the profile: email verification', () => {
  it('an unverified address says so; Resend sends the request and shows the answer, or the 429', async () => {
    net.on('GET', '/api/profile', () => json(ADA));
    let resends = 0;
    net.on('POST', '/api/profile/verification', () => {
      resends += 1;
      return resends === 1
        ? json({ message: 'We have sent a new verification link to your email address.' }, 202)
        : json(
            { message: 'You can ask for 3 verification emails an hour. Try again in 60 seconds.' },
            429,
          );
    });
    const { user, token, store } = await open('/profile');
    expect(
      await within(await screen.findByRole('region', { name: 'Your details' })).findByText(
        'Not verified',
      ),
    ).toBeVisible();
    const resend = within(details()).getByRole('button', { name: 'Resend verification email' });
    await user.click(resend);
    expect(await within(details()).findByRole('status')).toHaveTextContent(
      'We have sent a new verification link to your email address.',
    );
    expect(calls('POST', '/api/profile/verification')[0]?.headers.get('Authorization')).toBe(
      `Bearer ${token}`,
    );
    // The answer is in the store (the API slice's mutation under its fixed key).
    expect(JSON.stringify(store.getState().api.mutations)).toContain('verification-resend');
    await user.click(resend);
    expect(await within(details()).findByRole('alert')).toHaveTextContent(
      'You can ask for 3 verification emails an hour. Try again in 60 seconds.',
    );
    expect(resend).toBeEnabled();
  });

  it('a verified address shows Verified and no resend button', async () => {
    net.on('GET', '/api/profile', () => json({ ...ADA, emailVerified: true }));
    await open('/profile');
    await screen.findByText('Welcome back, ada.');
    expect(within(details()).getByText('Verified')).toBeVisible();
    expect(within(details()).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  });
});

describe('/verify-email', () => {
  it("sends the link's token once and shows the server's answer, with the way on", async () => {
    net.on('POST', '/api/auth/verify-email', () =>
      json({ message: 'Your email address is verified. Thank you.' }),
    );
    net.on('GET', '/api/profile', () => json(ADA));
    await open('/verify-email?token=abc_DEF-123');
    expect(await screen.findByText('Your email address is verified. Thank you.')).toBeVisible();
    expect(calls('POST', '/api/auth/verify-email')).toHaveLength(1);
    const sent = net.bodies[net.requests.findIndex((r) => r.url.includes('verify-email'))];
    expect(JSON.parse(sent ?? '{}')).toEqual({ token: 'abc_DEF-123' });
    expect(screen.getByRole('link', { name: 'Go to your profile' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows why a link does not work, and the way to log in', async () => {
    net.on('POST', '/api/auth/verify-email', () =>
      json(
        { message: 'This verification link has expired. Ask for a new one from your profile.' },
        400,
      ),
    );
    renderApp('/verify-email?token=old', { preloadedState: loggedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link has expired. Ask for a new one from your profile.',
    );
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('without a token it says the link is not valid and asks nothing', async () => {
    renderApp('/verify-email', { preloadedState: loggedOut });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This verification link is not valid. Ask for a new one from your profile.',
    );
    expect(calls('POST', '/api/auth/verify-email')).toHaveLength(0);
  });
});

describe('a one-time password', () => {
  it('the profile shows the reason and the change form; once changed, the profile loads', async () => {
    const renewed = tokenExpiringIn(7_200_000);
    net.on('GET', '/api/profile', (request) =>
      request.headers.get('Authorization') === `Bearer ${renewed}`
        ? json({ ...ADA, emailVerified: true })
        : json({ message: ONE_TIME }, 403),
    );
    net.on('PUT', '/api/profile/password', () =>
      json({
        message: 'Your password has been changed. Other sessions have been ended.',
        token: renewed,
      }),
    );
    const { user } = await open('/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(ONE_TIME);
    expect(screen.getByText(/You logged in with a one-time password/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Current password'), 'printed-once');
    await user.type(screen.getByLabelText('New password'), 'my own passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Welcome back, ada.')).toBeVisible();
    expect(localStorage.getItem('token')).toBe(renewed);
  });

  it('a login with it goes to the profile (not home) when the session starts', async () => {
    jest.useFakeTimers();
    try {
      const token = tokenExpiringIn(3_600_000);
      net.on('POST', '/api/auth/login', () => text(token));
      net.on('GET', '/api/profile', () => json({ message: ONE_TIME }, 403));
      const { user, router } = renderApp('/login', {
        preloadedState: loggedOut,
        userEventOptions: { advanceTimers: jest.advanceTimersByTime },
      });
      await user.type(await screen.findByLabelText('Email'), 'ada@example.com');
      await user.type(screen.getByLabelText('Password'), 'printed-once');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Login successful!');
      await act(() => jest.advanceTimersByTimeAsync(2000));
      expect(router.state.location.pathname).toBe('/profile');
      expect(await screen.findByText(/You logged in with a one-time password/)).toBeVisible();
    } finally {
      jest.useRealTimers();
    }
  });
});
