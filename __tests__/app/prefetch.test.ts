// Instant next pages (src/app/prefetch.ts): a link likely to be followed has its page's content
// documents fetched ahead into the store, within a bound, never for the account pages or the back
// office, and never when the visitor asked to save data.
import { waitFor } from '@testing-library/react';
import { routes } from '../../src/app/routes';
import { makeStore } from '../../src/app/store';
import {
  createPrefetcher,
  PREFETCH_LIMIT,
  prefetchFor,
  type Prefetcher,
  startPrefetching,
} from '../../src/app/prefetch';
import { api } from '../../src/api/api';
import { type FetchDouble, installFetch, json } from '../support/fetchDouble';
import { seedDocuments } from '../support/renderApp';

let fetchDouble: FetchDouble;
beforeEach(() => {
  fetchDouble = installFetch();
  for (const [key, document] of Object.entries(seedDocuments)) {
    fetchDouble.on('GET', `/api/documents/${key}`, () => json(document));
  }
});
afterEach(() => {
  fetchDouble.restore();
  document.body.replaceChildren();
  jest.useRealTimers();
});

const asked = () => fetchDouble.requests.map((r) => new URL(r.url).pathname);

describe('fetching a page ahead', () => {
  it('puts the documents the page shows into the store before it is opened', async () => {
    const store = makeStore();
    const prefetcher = createPrefetcher(routes, store.dispatch);
    expect(prefetcher.prefetch('/pricing')).toBe(true);
    await waitFor(() =>
      expect(api.endpoints.document.select('pricing')(store.getState()).data).toEqual(
        seedDocuments.pricing,
      ),
    );
    // The frame's documents too: every page shows them.
    expect(asked()).toEqual(
      expect.arrayContaining([
        '/api/documents/site',
        '/api/documents/company',
        '/api/documents/pricing',
      ]),
    );
    // Once is enough: the same page is not fetched again.
    expect(prefetcher.prefetch('/pricing')).toBe(false);
  });

  it('never fetches ahead the account pages, the back office or an unknown address', () => {
    const prefetcher = createPrefetcher(routes, makeStore().dispatch);
    for (const path of [
      '/login',
      '/signup',
      '/forgot-password',
      '/reset-password',
      '/verify-email',
      '/profile',
      '/staff/leads',
      '/no-such-page',
    ]) {
      expect(prefetcher.prefetch(path)).toBe(false);
    }
    expect(asked()).toEqual([]);
  });

  it(`fetches at most ${PREFETCH_LIMIT} pages while one page shows, and starts again on the next`, () => {
    const prefetcher = createPrefetcher(routes, makeStore().dispatch);
    const paths = [
      '/',
      '/pricing',
      '/contact',
      '/about',
      '/services',
      '/services/webdevelopment',
      '/support/FAQ',
      '/case-studies',
      '/courses',
    ];
    expect(paths.map((p) => prefetcher.prefetch(p))).toEqual([
      ...Array(PREFETCH_LIMIT).fill(true),
      false,
    ]);
    prefetcher.pageShown();
    expect(prefetcher.prefetch('/courses')).toBe(true);
  });
});

describe('what counts as a link likely to be followed', () => {
  const spy = (): Prefetcher & { paths: string[] } => {
    const paths: string[] = [];
    return {
      paths,
      prefetch: (path) => (paths.push(path), true),
      pageShown: () => undefined,
    };
  };
  const link = (href: string, attributes: Record<string, string> = {}) => {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = href;
    for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value);
    document.body.append(a);
    return a;
  };

  it('a pointer resting on a link, the focus, or a touch starting on it', () => {
    jest.useFakeTimers();
    const prefetcher = spy();
    const stop = startPrefetching(prefetcher, () => () => undefined);
    link('/pricing').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetcher.paths).toEqual([]);
    jest.advanceTimersByTime(100);
    expect(prefetcher.paths).toEqual(['/pricing']);
    // A pointer only passing over a link is no intent.
    const passing = link('/about');
    passing.dispatchEvent(new Event('pointerover', { bubbles: true }));
    passing.dispatchEvent(new Event('pointerout', { bubbles: true }));
    jest.advanceTimersByTime(100);
    link('/contact').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/services').dispatchEvent(new Event('touchstart', { bubbles: true }));
    expect(prefetcher.paths).toEqual(['/pricing', '/contact', '/services']);
    // Not the site's pages: another origin, a new tab, a download.
    link('https://example.org/x').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    link('/careers', { target: '_blank' }).dispatchEvent(
      new FocusEvent('focusin', { bubbles: true }),
    );
    link('/privacy.pdf', { download: '' }).dispatchEvent(
      new FocusEvent('focusin', { bubbles: true }),
    );
    expect(prefetcher.paths).toEqual(['/pricing', '/contact', '/services']);
    stop();
    link('/quote').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetcher.paths).toHaveLength(3);
  });

  it('on a screen without hover, the links that come into view, one per idle moment', () => {
    jest.useFakeTimers();
    // jsdom has neither layout nor hover: the browser's answers, given by hand.
    const saved = { matchMedia: window.matchMedia, observer: globalThis.IntersectionObserver };
    window.matchMedia = ((query: string) => ({ matches: query === '(hover: none)' })) as never;
    let report: (entries: { isIntersecting: boolean; target: Element }[]) => void = () => {};
    globalThis.IntersectionObserver = class {
      constructor(callback: typeof report) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as never;
    try {
      const main = document.createElement('main');
      document.body.append(main);
      const links = ['/pricing', '/contact', '/services'].map((href) => {
        const a = link(href);
        main.append(a);
        return a;
      });
      const prefetcher = spy();
      const stop = startPrefetching(prefetcher, () => () => undefined);
      report(links.map((target, i) => ({ isIntersecting: i < 2, target })));
      // Nothing in the task that saw them come into view; then one per idle moment.
      expect(prefetcher.paths).toEqual([]);
      jest.advanceTimersToNextTimer();
      expect(prefetcher.paths).toEqual(['/pricing']);
      jest.advanceTimersToNextTimer();
      expect(prefetcher.paths).toEqual(['/pricing', '/contact']);
      report([{ isIntersecting: true, target: links[2] as Element }]);
      jest.runOnlyPendingTimers();
      expect(prefetcher.paths).toEqual(['/pricing', '/contact', '/services']);
      stop();
    } finally {
      window.matchMedia = saved.matchMedia;
      globalThis.IntersectionObserver = saved.observer;
    }
  });

  it('nothing at all when the visitor asked to save data', () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    const prefetcher = spy();
    startPrefetching(prefetcher, () => () => undefined);
    link('/contact').dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(prefetcher.paths).toEqual([]);
    delete (navigator as { connection?: unknown }).connection;
  });
});

test("once the app fetches ahead itself, the browser's speculation rules for whole pages go", () => {
  const rules = document.createElement('script');
  rules.type = 'speculationrules';
  rules.textContent = '{"prefetch":[]}';
  document.body.append(rules);
  const stop = prefetchFor(routes, makeStore().dispatch);
  expect(document.querySelector('script[type="speculationrules"]')).toBeNull();
  stop();
});
