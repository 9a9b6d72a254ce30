import { api } from '../../src/api/api';
import { expired } from '../../src/api/sessionEvents';
import { loggedOutElsewhere } from '../../src/features/session/events';
import { makeStore } from '../../src/app/store';
import { syncSessionAcrossTabs } from '../../src/features/session/sessionEffects';
import { statusCopy } from '../../src/content/status';
import { sessionActions } from '../../src/features/session/sessionSlice';
import { login, signup } from '../../src/features/session/authThunks';
import { authMessages } from '../../src/content/account';
import { checkSession } from '../../src/features/session/sessionThunks';
import {
  json,
  makeToken,
  text,
  tokenExpiringIn,
  fetchDoubleForEachTest,
} from '../support/fetchDouble';

const net = fetchDoubleForEachTest();

afterEach(() => {
  jest.useRealTimers();
});

describe('start-up check', () => {
  it('logs in with a stored token whose expiry is in the future', async () => {
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    const store = makeStore();
    expect(store.getState().session.status).toBe('loading');
    await store.dispatch(checkSession());
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', token });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('removes an expired token and is logged out', async () => {
    localStorage.setItem('token', tokenExpiringIn(-1000));
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', token: null });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes a token that does not decode', async () => {
    localStorage.setItem('token', 'not-a-jwt');
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session.status).toBe('loggedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('removes a token without an expiry', async () => {
    localStorage.setItem('token', makeToken({ sub: '1' }));
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session.status).toBe('loggedOut');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('is logged out when nothing is stored', async () => {
    const store = makeStore();
    await store.dispatch(checkSession());
    expect(store.getState().session.status).toBe('loggedOut');
  });
});

describe('login', () => {
  const credentials = { email: 'ada@example.com', password: 'correct horse battery' };

  it('shows success at once and stores the token only after 2 seconds', async () => {
    jest.useFakeTimers();
    const token = tokenExpiringIn(3_600_000);
    net.on('POST', '/api/auth/login', () => text(token));
    const store = makeStore();
    await store.dispatch(checkSession());
    const done = store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().session.flash).toMatchObject({
      kind: 'success',
      text: 'Login successful!',
    });
    expect(store.getState().session.pending).toBe(true);
    await jest.advanceTimersByTimeAsync(1999);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(localStorage.getItem('token')).toBe(token);
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', token, pending: false });
    expect(JSON.parse(net.bodies[0] ?? '{}')).toEqual(credentials);
  });

  it('asks for both fields without calling the server, then clears after 3 seconds', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    const done = store.dispatch(login({ email: 'ada@example.com', password: '' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().session.flash).toMatchObject({
      kind: 'error',
      text: 'Please fill all fields',
    });
    await jest.advanceTimersByTimeAsync(3000);
    await done;
    expect(store.getState().session.flash).toBeNull();
    expect(net.requests).toHaveLength(0);
  });

  it('shows the server answer text in red for 3 seconds', async () => {
    jest.useFakeTimers();
    net.on('POST', '/api/auth/login', () => text('Invalid email or password', 401));
    const store = makeStore();
    await store.dispatch(checkSession());
    const done = store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().session.flash).toMatchObject({
      kind: 'error',
      text: 'Invalid email or password',
    });
    expect(store.getState().session.pending).toBe(false);
    await jest.advanceTimersByTimeAsync(2999);
    expect(store.getState().session.flash).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(store.getState().session.flash).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('falls back to the default error when the answer has no text', async () => {
    net.on('POST', '/api/auth/login', () => new Response(null, { status: 500 }));
    const store = makeStore();
    void store.dispatch(login(credentials));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().session.flash?.text).toBe(authMessages.loginError);
  });

  it('says the credentials are invalid when the body is empty', async () => {
    net.on('POST', '/api/auth/login', () => text('', 200));
    const store = makeStore();
    void store.dispatch(login(credentials));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(store.getState().session.flash).toMatchObject({
      kind: 'error',
      text: 'Invalid credentials',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a newer message is not cleared by an older timer', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    void store.dispatch(login({ email: '', password: '' }));
    await jest.advanceTimersByTimeAsync(2000);
    net.on('POST', '/api/auth/login', () =>
      text('Too many login attempts. Try again in 60 seconds.', 429),
    );
    void store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(1500);
    expect(store.getState().session.flash?.text).toMatch(/Too many login attempts/);
    await jest.advanceTimersByTimeAsync(1500);
    expect(store.getState().session.flash).toBeNull();
  });
});

describe('sign-up', () => {
  it('shows the server message, then resolves true after 1.5 seconds', async () => {
    jest.useFakeTimers();
    net.on('POST', '/api/auth/create', () =>
      json({ message: 'Account created. You can now log in.' }, 201),
    );
    const store = makeStore();
    let redirected = false;
    const done = store
      .dispatch(signup({ email: 'new@example.com', password: 'long enough' }))
      .unwrap()
      .then((result) => {
        redirected = result;
      });
    await jest.advanceTimersByTimeAsync(0);
    expect(store.getState().session.flash).toMatchObject({
      kind: 'success',
      text: 'Account created. You can now log in.',
    });
    await jest.advanceTimersByTimeAsync(1499);
    expect(redirected).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(redirected).toBe(true);
  });

  it('shows the answer message on failure', async () => {
    net.on('POST', '/api/auth/create', () =>
      json({ message: 'An account with this email already exists.' }, 409),
    );
    const store = makeStore();
    const result = await store
      .dispatch(signup({ email: 'a@example.com', password: 'long enough' }))
      .unwrap();
    expect(result).toBe(false);
    expect(store.getState().session.flash).toMatchObject({
      kind: 'error',
      text: 'An account with this email already exists.',
    });
  });

  it("shows a plain-text reason, as login does, and otherwise 'Something went wrong'", async () => {
    net.on('POST', '/api/auth/create', () => text('Sign-up is closed for maintenance.', 503));
    const store = makeStore();
    await store.dispatch(signup({ email: 'a@example.com', password: 'long enough' }));
    expect(store.getState().session.flash).toMatchObject({
      kind: 'error',
      text: 'Sign-up is closed for maintenance.',
    });
    expect(store.getState().session.pending).toBe(false);
  });

  it("falls back to 'Something went wrong'", async () => {
    net.on(
      'POST',
      '/api/auth/create',
      () => new Response('<html>bad gateway</html>', { status: 502 }),
    );
    const store = makeStore();
    await store.dispatch(signup({ email: 'a@example.com', password: 'long enough' }));
    expect(store.getState().session.flash?.text).toBe('Something went wrong');
  });
});

describe('the stored token', () => {
  it('is written when the session starts and removed by each way it ends', async () => {
    jest.useFakeTimers();
    const token = tokenExpiringIn(3_600_000);
    const store = makeStore();
    for (const end of [sessionActions.loggedOut(), expired(), loggedOutElsewhere()]) {
      store.dispatch(sessionActions.loginSucceeded({ token }));
      expect(localStorage.getItem('token')).toBe(token);
      store.dispatch(end);
      expect(localStorage.getItem('token')).toBeNull();
    }
  });

  it('a success message cancels the timer of the error it replaced', async () => {
    jest.useFakeTimers();
    const store = makeStore();
    store.dispatch(sessionActions.loginFailed('Invalid email or password'));
    await jest.advanceTimersByTimeAsync(2500);
    store.dispatch(sessionActions.loginAccepted('Login successful!'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(store.getState().session.flash).toEqual({ kind: 'success', text: 'Login successful!' });
  });
});

describe('logout and the end of a session', () => {
  it('clears the token, the session and every cached answer', async () => {
    net.on('GET', '/api/products', () => json([]));
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    const store = makeStore();
    await store.dispatch(checkSession());
    await store.dispatch(api.endpoints.products.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(sessionActions.loggedOut());
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
  });

  it('ends by itself when the token expires while the page is open', async () => {
    jest.useFakeTimers();
    const token = tokenExpiringIn(10_000);
    localStorage.setItem('token', token);
    const store = makeStore();
    await store.dispatch(checkSession());
    await jest.advanceTimersByTimeAsync(9_000);
    expect(store.getState().session.status).toBe('loggedIn');
    await jest.advanceTimersByTimeAsync(1_500);
    expect(store.getState().session).toMatchObject({
      status: 'loggedOut',
      token: null,
      notice: statusCopy.sessionExpired,
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 401 to a call made with the token ends the session', async () => {
    net.on('GET', '/api/profile', () => json({ message: 'Your session has expired.' }, 401));
    localStorage.setItem('token', tokenExpiringIn(60_000));
    const store = makeStore();
    await store.dispatch(checkSession());
    await store.dispatch(api.endpoints.getProfile.initiate());
    expect(net.requests[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(store.getState().session.status).toBe('loggedOut');
    expect(store.getState().session.notice).toBe(statusCopy.sessionExpired);
  });

  it('follows logins and logouts made in another tab', async () => {
    const store = makeStore();
    await store.dispatch(checkSession());
    const stop = syncSessionAcrossTabs(store);
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: token }));
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', token });
    localStorage.removeItem('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', token: null });
    stop();
  });
});

describe('requests', () => {
  it('send the XSRF cookie back as a header', async () => {
    document.cookie = 'XSRF-TOKEN=abc123; path=/';
    net.on('POST', '/api/contact', () => json({ message: 'ok' }, 201));
    const store = makeStore();
    await store.dispatch(
      api.endpoints.contact.initiate({
        fullName: 'A',
        email: 'a@example.com',
        subject: 's',
        message: 'm',
      }),
    );
    expect(net.requests[0]?.headers.get('X-XSRF-TOKEN')).toBe('abc123');
    expect(net.requests[0]?.headers.get('Content-Type')).toMatch(/application\/json/);
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('posts lists keep the first 10 entries', async () => {
    const posts = Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      title: `Job ${i + 1}`,
      body: 'b',
    }));
    net.on('GET', '/api/posts?type=job', () => json(posts));
    const store = makeStore();
    const result = await store.dispatch(api.endpoints.posts.initiate('job'));
    expect(result.data).toHaveLength(10);
    expect(result.data?.[9]?.title).toBe('Job 10');
  });
});
