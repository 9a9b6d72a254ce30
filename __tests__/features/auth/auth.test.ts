// Login and sign-up (features/auth/): their thunks, the pages' state and the timed messages.
import { makeStore } from '../../../src/app/store';
import { authMessages } from '../../../src/content/account';
import { addAuthListeners } from '../../../src/features/auth/authEffects';
import {
  authActions,
  selectAuthPending,
  selectFlash,
  selectSignedUp,
} from '../../../src/features/auth/authSlice';
import { login, signUp } from '../../../src/features/auth/authThunks';
import { checkSession } from '../../../src/features/session/sessionThunks';
import { json, text, tokenExpiringIn, fetchDoubleForEachTest } from '../../support/fetchDouble';

const net = fetchDoubleForEachTest();

/** A store as the login and sign-up pages have it: with their listeners. */
const pageStore = () => {
  const store = makeStore();
  addAuthListeners(store.dispatch);
  return store;
};

afterEach(() => {
  jest.useRealTimers();
});

describe('login', () => {
  const credentials = { email: 'ada@example.com', password: 'correct horse battery' };

  it('shows success at once and stores the token only after 2 seconds', async () => {
    jest.useFakeTimers();
    const token = tokenExpiringIn(3_600_000);
    net.on('POST', '/api/auth/login', () => text(token));
    const store = pageStore();
    await store.dispatch(checkSession());
    let thunkDone = false;
    void store.dispatch(login(credentials)).then(() => (thunkDone = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectFlash(store.getState())).toMatchObject({
      kind: 'success',
      text: 'Login successful!',
    });
    expect(selectAuthPending(store.getState())).toBe(true);
    // The thunk holds no timer: it is done; a listener starts the session 2 s later.
    expect(thunkDone).toBe(true);
    await jest.advanceTimersByTimeAsync(1999);
    expect(localStorage.getItem('token')).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
    await jest.advanceTimersByTimeAsync(1);
    expect(localStorage.getItem('token')).toBe(token);
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', token });
    expect(selectAuthPending(store.getState())).toBe(false);
    expect(JSON.parse(net.bodies[0] ?? '{}')).toEqual(credentials);
  });

  it('starts the session 2 seconds after success even when the page is left meanwhile', async () => {
    jest.useFakeTimers();
    const token = tokenExpiringIn(3_600_000);
    net.on('POST', '/api/auth/login', () => text(token));
    const store = pageStore();
    await store.dispatch(checkSession());
    await store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(1000);
    store.dispatch(authActions.pageLeft());
    expect(selectFlash(store.getState())).toBeNull();
    await jest.advanceTimersByTimeAsync(1000);
    expect(store.getState().session).toMatchObject({ status: 'loggedIn', token });
  });

  it('adds its listeners to a store once, however often the pages open', async () => {
    jest.useFakeTimers();
    const token = tokenExpiringIn(3_600_000);
    net.on('POST', '/api/auth/login', () => text(token));
    const log: string[] = [];
    const store = makeStore(undefined, {
      enhancers: [
        (next) => (reducer, preloaded) =>
          next((state, action) => {
            log.push(action.type);
            return reducer(state, action);
          }, preloaded),
      ],
    });
    for (let i = 0; i < 3; i += 1) addAuthListeners(store.dispatch);
    await store.dispatch(checkSession());
    await store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(2000);
    expect(log.filter((type) => type === 'session/loginSucceeded')).toHaveLength(1);
  });

  it('leaves the session alone without the pages (their listeners start it)', async () => {
    jest.useFakeTimers();
    net.on('POST', '/api/auth/login', () => text(tokenExpiringIn(3_600_000)));
    const store = makeStore();
    await store.dispatch(checkSession());
    await store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(5000);
    expect(selectFlash(store.getState())?.text).toBe('Login successful!');
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('asks for both fields without calling the server, then clears after 3 seconds', async () => {
    jest.useFakeTimers();
    const store = pageStore();
    const done = store.dispatch(login({ email: 'ada@example.com', password: '' }));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectFlash(store.getState())).toMatchObject({
      kind: 'error',
      text: 'Please fill all fields',
    });
    await jest.advanceTimersByTimeAsync(3000);
    await done;
    expect(selectFlash(store.getState())).toBeNull();
    expect(net.requests).toHaveLength(0);
  });

  it('shows the server answer text in red for 3 seconds', async () => {
    jest.useFakeTimers();
    net.on('POST', '/api/auth/login', () => text('Invalid email or password', 401));
    const store = pageStore();
    await store.dispatch(checkSession());
    const done = store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectFlash(store.getState())).toMatchObject({
      kind: 'error',
      text: 'Invalid email or password',
    });
    expect(selectAuthPending(store.getState())).toBe(false);
    await jest.advanceTimersByTimeAsync(2999);
    expect(selectFlash(store.getState())).not.toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(selectFlash(store.getState())).toBeNull();
    expect(store.getState().session.status).toBe('loggedOut');
  });

  it('falls back to the default error when the answer has no text', async () => {
    net.on('POST', '/api/auth/login', () => new Response(null, { status: 500 }));
    const store = pageStore();
    void store.dispatch(login(credentials));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(selectFlash(store.getState())?.text).toBe(authMessages.loginError);
  });

  it('says the credentials are invalid when the body is empty', async () => {
    net.on('POST', '/api/auth/login', () => text('', 200));
    const store = pageStore();
    void store.dispatch(login(credentials));
    await new Promise((r) => setTimeout(r, 0));
    await new Promise((r) => setTimeout(r, 0));
    expect(selectFlash(store.getState())).toMatchObject({
      kind: 'error',
      text: 'Invalid credentials',
    });
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a newer message is not cleared by an older timer', async () => {
    jest.useFakeTimers();
    const store = pageStore();
    void store.dispatch(login({ email: '', password: '' }));
    await jest.advanceTimersByTimeAsync(2000);
    net.on('POST', '/api/auth/login', () =>
      text('Too many login attempts. Try again in 60 seconds.', 429),
    );
    void store.dispatch(login(credentials));
    await jest.advanceTimersByTimeAsync(1500);
    expect(selectFlash(store.getState())?.text).toMatch(/Too many login attempts/);
    await jest.advanceTimersByTimeAsync(1500);
    expect(selectFlash(store.getState())).toBeNull();
  });
});

describe('sign-up', () => {
  it('shows the server message, then is done (the page goes to /login) after 1.5 seconds', async () => {
    jest.useFakeTimers();
    net.on('POST', '/api/auth/create', () =>
      json({ message: 'Account created. You can now log in.' }, 201),
    );
    const store = pageStore();
    await store.dispatch(signUp({ email: 'new@example.com', password: 'long enough' }));
    expect(selectFlash(store.getState())).toMatchObject({
      kind: 'success',
      text: 'Account created. You can now log in.',
    });
    expect(store.getState().auth).toMatchObject({ pending: true, signedUp: false });
    await jest.advanceTimersByTimeAsync(1499);
    expect(selectSignedUp(store.getState())).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(store.getState().auth).toMatchObject({ pending: false, signedUp: true });
    // Leaving the page forgets it, so that coming back shows the form again.
    store.dispatch(authActions.pageLeft());
    expect(store.getState().auth).toMatchObject({ flash: null, signedUp: false });
  });

  it('shows the answer message on failure', async () => {
    jest.useFakeTimers();
    const reason = 'Password must be between 8 and 128 characters.';
    net.on('POST', '/api/auth/create', () => json({ message: reason }, 400));
    const store = pageStore();
    await store.dispatch(signUp({ email: 'a@example.com', password: 'short' }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(selectSignedUp(store.getState())).toBe(false);
    expect(selectFlash(store.getState())).toMatchObject({ kind: 'error', text: reason });
  });

  it("shows a plain-text reason, as login does, and otherwise 'Something went wrong'", async () => {
    net.on('POST', '/api/auth/create', () => text('Sign-up is closed for maintenance.', 503));
    const store = pageStore();
    await store.dispatch(signUp({ email: 'a@example.com', password: 'long enough' }));
    expect(selectFlash(store.getState())).toMatchObject({
      kind: 'error',
      text: 'Sign-up is closed for maintenance.',
    });
    expect(selectAuthPending(store.getState())).toBe(false);
  });

  it("falls back to 'Something went wrong'", async () => {
    net.on(
      'POST',
      '/api/auth/create',
      () => new Response('<html>bad gateway</html>', { status: 502 }),
    );
    const store = pageStore();
    await store.dispatch(signUp({ email: 'a@example.com', password: 'long enough' }));
    expect(selectFlash(store.getState())?.text).toBe('Something went wrong');
  });
});

describe('the timed messages', () => {
  it('a success message cancels the timer of the error it replaced', async () => {
    jest.useFakeTimers();
    const store = pageStore();
    store.dispatch(authActions.loginFailed('Invalid email or password'));
    await jest.advanceTimersByTimeAsync(2500);
    const token = tokenExpiringIn(3_600_000);
    store.dispatch(authActions.loginAccepted({ message: 'Login successful!', token }));
    await jest.advanceTimersByTimeAsync(5000);
    expect(selectFlash(store.getState())).toEqual({ kind: 'success', text: 'Login successful!' });
    expect(localStorage.getItem('token')).toBe(token);
  });
});
