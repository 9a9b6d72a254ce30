import { api } from '../../../src/api/api';
import { contact } from '../../../src/api/contactApi';
import { expired } from '../../../src/api/sessionEvents';
import { loggedOutElsewhere } from '../../../src/features/session/events';
import { makeStore } from '../../../src/app/store';
import { syncSessionAcrossTabs } from '../../../src/features/session/sessionEffects';
import { statusCopy } from '../../../src/content/status';
import { sessionActions } from '../../../src/features/session/sessionSlice';
import { checkSession } from '../../../src/features/session/sessionThunks';
import {
  json,
  makeToken,
  tokenExpiringIn,
  fetchDoubleForEachTest,
} from '../../support/fetchDouble';

const net = fetchDoubleForEachTest();

afterEach(() => {
  jest.useRealTimers();
});

describe('start-up check', () => {
  it('logs in with a stored token whose expiry is in the future', async () => {
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    const store = makeStore();
    expect(store.getState().session.status).toBe('unchecked');
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
});

describe('logout and the end of a session', () => {
  it('clears the token, the session and every cached answer', async () => {
    net.on('GET', '/api/ts/getall', () => json([]));
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    const store = makeStore();
    await store.dispatch(checkSession());
    await store.dispatch(api.endpoints.getTestimonials.initiate());
    expect(Object.keys(store.getState().api.queries)).toHaveLength(1);
    store.dispatch(sessionActions.loggedOut());
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', token: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(Object.keys(store.getState().api.queries)).toHaveLength(0);
  });

  it("ends the session on the server too: POST /api/auth/logout with the session's token", async () => {
    let sent: Request | null = null;
    net.on('POST', '/api/auth/logout', (request) => {
      sent = request;
      return new Response(null, { status: 204 });
    });
    const token = tokenExpiringIn(60_000);
    localStorage.setItem('token', token);
    const store = makeStore();
    await store.dispatch(checkSession());
    store.dispatch(sessionActions.loggedOut());
    // The page behaves as before at once; the call goes out beside it.
    expect(store.getState().session).toMatchObject({ status: 'loggedOut', token: null });
    await new Promise((resolve) => setTimeout(resolve, 0));
    const request = sent as Request | null;
    expect(request?.headers.get('Authorization')).toBe(`Bearer ${token}`);
    // Not aborted by the reset of the API's state that a logout does too.
    expect(request?.signal.aborted).toBe(false);
  });

  it("an expired session or another tab's logout does not call the server", async () => {
    for (const end of [expired(), loggedOutElsewhere()]) {
      localStorage.setItem('token', tokenExpiringIn(60_000));
      const store = makeStore();
      await store.dispatch(checkSession());
      store.dispatch(end);
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(net.requests.map((request) => new URL(request.url).pathname)).not.toContain(
      '/api/auth/logout',
    );
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
      contact.initiate({
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
