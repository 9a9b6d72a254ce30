// Redux DevTools time travel, proved: a whole journey through the real app records every action
// the reducers saw (as DevTools does, with a store enhancer), then for each screen of the journey a
// fresh store is built from the recorded actions up to that point, the app is rendered from it at
// the same address, and the screen must be the one the visitor saw. Anything visible that lives
// outside the store fails this test. What a visitor is typing into a form field stays local to the
// field (the Redux style guide's advice), so input values are the one thing left out of the
// comparison; the address is the router's. The recorder, the screens and the server the journey
// talks to are in ../support/timeTravel.ts.
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { findNonSerializableValue } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { rootReducer, type RootState } from '../../src/app/rootReducer';
import { makeStore } from '../../src/app/store';
import { primeStore } from '../../src/app/pageData';
import { memoryApp, seedDocuments } from '../support/renderApp';
import { checkSession } from '../../src/features/session/sessionThunks';
import { installFetch, type FetchDouble } from '../support/fetchDouble';
import {
  describeScreen,
  firstDifference,
  recorder,
  type Screen,
  serve,
  settle,
  type Step,
} from '../support/timeTravel';

jest.setTimeout(120_000);

let net: FetchDouble;
beforeEach(() => {
  localStorage.clear();
  jest.useFakeTimers({ now: Date.parse('2026-11-23T12:00:00Z') });
  net = installFetch();
});
afterEach(() => {
  net.restore();
  jest.useRealTimers();
});

it('replays every screen of a whole journey from the recorded actions alone', async () => {
  const log: Step[] = [];
  const store = makeStore(undefined, { enhancers: [recorder(log)] });
  // As the page's data starts it (src/boot.tsx): with the documents the page shows.
  primeStore(store.dispatch, { documents: seedDocuments });
  serve(net);
  const { router, element } = memoryApp('/');
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const { container } = render(<Provider store={store}>{element}</Provider>);
  const screens: Screen[] = [];
  const take = async (label: string) => {
    await settle(log, container);
    const { pathname, search } = router.state.location;
    screens.push({
      steps: log.length,
      path: pathname + search,
      title: document.title,
      html: describeScreen(container),
      label,
    });
  };
  const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

  // Start-up: the session check, the home page and its testimonials.
  await take('first paint, session being checked');
  await act(async () => {
    await store.dispatch(checkSession());
  });
  await screen.findByText('Nadia Curtis');
  await take('home page, logged out');

  // A failed login: the server's reason in red for 3 s.
  await user.click(nav().getByRole('link', { name: 'Login' }));
  await screen.findByLabelText('Email');
  await take('login page');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Password'), 'wrong password');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('alert');
  await take('login error shown');
  await act(() => jest.advanceTimersByTimeAsync(3000));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await take('login error gone after 3 s');

  // A good login: 'Login successful!' for 2 s, then the session and the home page.
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Login' }));
  await screen.findByRole('status');
  await take('login accepted, waiting 2 s');
  await act(() => jest.advanceTimersByTimeAsync(2000));
  await take('logged in, home page');
  expect(router.state.location.pathname).toBe('/');

  // The profile: load it, open the edit panel, save a change.
  await user.click(nav().getByRole('link', { name: 'Your profile' }));
  await screen.findByRole('heading', { name: 'Your details' });
  // The courses card loads with its own chunk, then its list.
  await screen.findByText(/You are not enrolled in a course yet/);
  await screen.findByRole('button', { name: 'Download my data' });
  await take('profile');
  await user.click(screen.getByRole('button', { name: 'Edit profile' }));
  await take('profile edit panel open');
  const form = within(screen.getByRole('form'));
  await user.type(form.getByRole('textbox', { name: 'Phone' }), '+44 7700 900123');
  await user.click(form.getByRole('button', { name: 'Save' }));
  await screen.findByText('Your profile has been saved.');
  await take('profile saved');
  // The account's deletion form opens behind its disclosure (its state in the store).
  await user.click(screen.getByText('Delete my account…'));
  await screen.findByLabelText('Type DELETE to confirm');
  await take('profile delete form open');

  // The shop and the cart.
  await user.click(nav().getByRole('link', { name: 'Products' }));
  await screen.findByRole('list', { name: 'Products' });
  await take('products');
  const addButtons = screen.getAllByRole('button', { name: 'Add to Cart' });
  await user.click(addButtons[0] as HTMLElement);
  await user.click(addButtons[1] as HTMLElement);
  await user.click(addButtons[1] as HTMLElement);
  await take('two products in the cart');
  await user.click(screen.getByRole('link', { name: /^Cart \d/ }));
  await screen.findByRole('heading', { name: 'Your Cart', level: 1 });
  await take('cart');
  await user.click(
    screen.getByRole('button', { name: 'Increase quantity of FormGuard Spam Plugin' }),
  );
  await user.click(screen.getByRole('button', { name: 'Checkout' }));
  await take('cart changed, checkout notice');

  // The FAQ: one item open at a time.
  await act(() => router.navigate('/support/FAQ'));
  // The questions are <summary> elements of native disclosures (<details name="faq">).
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  const questions = Array.from(screen.getByRole('main').querySelectorAll('summary'));
  await take('FAQ');
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  await take('FAQ, mobile menu open');
  await user.keyboard('{Escape}');
  await user.click(questions[0] as HTMLElement);
  await take('FAQ, first item open');
  await user.click(questions[1] as HTMLElement);
  await take('FAQ, second item open');

  // Logout.
  await user.click(nav().getByRole('button', { name: 'Logout' }));
  await nav().findByRole('link', { name: 'Login' });
  await take('logged out');

  // Every action and every state could go to DevTools and back (RTK's own checks ran throughout:
  // a non-serializable value would have logged an error and failed this test).
  expect(log.length).toBeGreaterThan(50);
  for (const { action, state } of log) {
    expect(
      findNonSerializableValue(action, '', undefined, undefined, [
        'meta.arg',
        'meta.baseQueryMeta',
      ]),
    ).toBe(false);
    expect(findNonSerializableValue(state)).toBe(false);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state);
  }

  cleanup();
  net.restore();
  localStorage.clear();
  const [initial] = log;
  if (!initial) throw new Error('nothing recorded');
  for (const shot of screens) {
    // The state DevTools would jump to: the recorded actions replayed through the reducers.
    const replayed = log
      .slice(1, shot.steps)
      .reduce<RootState>((state, { action }) => rootReducer(state, action), initial.state);
    const recorded = log[shot.steps - 1]?.state;
    // The reducers now include the slices the journey's chunks injected later (the account
    // pages' `auth`): before its code loaded, the replay holds such a slice at its initial state,
    // where the recording had none.
    const notYetLoaded = Object.keys(replayed).filter((key) => !(key in (recorded ?? {})));
    const initialState = rootReducer(undefined, { type: 'test/init' });
    for (const key of notYetLoaded) {
      expect([key, replayed[key as keyof RootState]]).toEqual([
        key,
        initialState[key as keyof RootState],
      ]);
    }
    expect({ ...replayed, ...Object.fromEntries(notYetLoaded.map((k) => [k, undefined])) }).toEqual(
      recorded,
    );

    const offline = installFetch();
    const replayLog: Step[] = [];
    const replayStore = makeStore(replayed, { enhancers: [recorder(replayLog)] });
    const view = render(<Provider store={replayStore}>{memoryApp(shot.path).element}</Provider>);
    await settle(replayLog, view.container);
    // The screen came from the store alone: the replay asked the network for nothing.
    expect({ label: shot.label, requests: offline.requests.map((r) => r.url) }).toEqual({
      label: shot.label,
      requests: [],
    });
    expect({ label: shot.label, title: document.title }).toEqual({
      label: shot.label,
      title: shot.title,
    });
    expect({
      label: shot.label,
      html: firstDifference(describeScreen(view.container), shot.html),
    }).toEqual({
      label: shot.label,
      html: 'the same',
    });
    offline.restore();
    view.unmount();
    cleanup();
  }
  expect(screens).toHaveLength(20);
});

it("RTK's serializability check stays on in tests", () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => {});
  const store = makeStore();
  store.dispatch({ type: 'test/somethingHappened', payload: new Map() });
  expect(String(log.mock.calls[0]?.[0])).toMatch(
    /A non-serializable value was detected in an action, in the path: `payload`/,
  );
  log.mockRestore();
});
