// The machinery of app/timeTravel.test.tsx's DevTools replay: a store enhancer recording each
// action with the state it made, the screen as a visitor meets it (and where two part), waiting
// until the app has settled, and the server the journey talks to.

import { act } from '@testing-library/react';
import type { Reducer, StoreEnhancer, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from '../../src/app/rootReducer';
import { json, text, tokenExpiringIn, type FetchDouble } from './fetchDouble';

export interface Step {
  action: UnknownAction;
  state: RootState;
}

/** A store enhancer that records each action with the state the reducers made of it. */
export const recorder = (log: Step[]): StoreEnhancer =>
  ((createStore: (reducer: Reducer, preloaded?: unknown) => unknown) =>
    (reducer: Reducer, preloaded?: unknown) =>
      createStore((state: unknown, action: UnknownAction) => {
        const next = reducer(state, action) as RootState;
        log.push({ action, state: next });
        return next;
      }, preloaded)) as unknown as StoreEnhancer;

export interface Screen {
  /** How many recorded steps had happened when the screen was taken. */
  steps: number;
  path: string;
  title: string;
  html: string;
  label: string;
}

/** React's generated ids differ from one render to the next; what they link stays the same. */
const REACT_ID = /_r_[0-9a-z]+_|«r[0-9a-z]+»|:r[0-9a-z]+:/g;

/**
 * The screen as a visitor meets it: each element with its attributes (in a fixed order) and its
 * text. What is typed into a field is left out (it stays local to the field).
 */
export const describeScreen = (node: Node): string => {
  if (node.nodeType === node.TEXT_NODE) return node.textContent ?? '';
  if (!(node instanceof Element)) return '';
  const tag = node.tagName.toLowerCase();
  const typedInto = tag === 'input' || tag === 'textarea';
  const attributes = [...node.attributes]
    .filter((a) => !(typedInto && a.name === 'value'))
    .map((a) => `${a.name}="${a.value}"`)
    .sort()
    .join(' ');
  const children = typedInto ? '' : [...node.childNodes].map(describeScreen).join('');
  return `<${tag} ${attributes}>${children}</${tag}>`.replace(REACT_ID, 'ID');
};

/** 'the same', or where two screens part, with a little context either side. */
export const firstDifference = (actual: string, expected: string): string => {
  if (actual === expected) return 'the same';
  let i = 0;
  while (i < actual.length && actual[i] === expected[i]) i += 1;
  const from = Math.max(0, i - 120);
  return `at ${i}: replayed …${actual.slice(from, i + 160)}… but saw …${expected.slice(from, i + 160)}…`;
};

const FRAME_MS = 17;

/** A turn of Node's own event loop: answers read from a Response arrive on real I/O. */
const realTurn = () =>
  new Promise<void>((resolve) => {
    jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve);
  });

/**
 * Lets lazily loaded pages, answers and renders finish: rounds of one animation frame (RTK batches
 * the store's notifications to the next frame), until neither the store nor the screen has changed
 * for three rounds (at most 100 rounds, so at most 1.7 s of the fake clock).
 */
export const settle = async (log: Step[], container: HTMLElement) => {
  let last = '';
  let still = 0;
  for (let round = 0; round < 100 && still < 3; round += 1) {
    await act(() => jest.advanceTimersByTimeAsync(FRAME_MS));
    await realTurn();
    const now = `${log.length} ${container.innerHTML}`;
    still = now === last ? still + 1 : 0;
    last = now;
  }
};

const TOKEN = tokenExpiringIn(3_600_000, Date.parse('2026-11-23T12:00:00Z'));
const PROFILE = {
  name: 'Ada',
  email: 'ada@example.com',
  phone: '',
  address: '',
  completedCourses: 0,
  enrolledCourses: 0,
  completedInternships: 0,
};
const PRODUCTS = [
  {
    id: 1,
    title: 'Harbour: Agency Website Template',
    price: 59,
    description: 'A template.',
    category: 'templates',
    image: '/media/products/p1.svg',
    rating: { rate: 4.7, count: 10 },
  },
  {
    id: 2,
    title: 'FormGuard Spam Plugin',
    price: 9.95,
    description: 'A plugin.',
    category: 'plugins',
    image: '/media/products/p2.svg',
    rating: { rate: 4.2, count: 20 },
  },
];
const TESTIMONIALS = [
  {
    id: 1,
    name: 'Nadia Curtis',
    designation: 'Owner, Curtis Bakery',
    message: 'Our orders page finally works on phones.',
    photo: null,
  },
];

/** The server the journey talks to. */
export const serve = (net: FetchDouble) => {
  let profile = { ...PROFILE };
  net
    .on('GET', '/api/ts/getall', () => json(TESTIMONIALS))
    .on('POST', '/api/auth/login', async (request) => {
      const { password } = (await request.json()) as { password: string };
      return password === 'correct horse battery'
        ? text(TOKEN)
        : text('Invalid email or password', 401);
    })
    .on('GET', '/api/profile', () => json(profile))
    .on('GET', '/api/enrolments', () => json({ enrolments: [], internships: [] }))
    .on('PUT', '/api/profile', async (request) => {
      profile = { ...profile, ...((await request.json()) as Partial<typeof PROFILE>) };
      return json(profile);
    })
    .on('GET', '/api/shop/products', () =>
      json({ items: PRODUCTS, total: 2, all: 2, page: 1, pageSize: 24, pages: 1 }),
    );
};
