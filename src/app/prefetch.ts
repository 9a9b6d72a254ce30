// Instant next pages (docs/performance.md, "Instant next pages"): when a link of the site is
// likely to be followed (the pointer rests on it, it takes the focus, a touch starts on it, or, on
// a screen without hover, it comes into view), the code of the page it leads to and the content
// documents that page shows are fetched ahead, so that following it shows the page at once, from
// the store, without a request. Bounded: at most PREFETCH_LIMIT pages per page shown (route
// chunks of 2 to 10 kB and documents of a few kB: well under a few hundred kB), none when the
// visitor asked to save data or is on a 2G connection, and never the account pages or the back
// office. Loaded as its own chunk once the browser is idle (src/boot.tsx): no page's start-up code.

import { matchRoutes, type RouteObject } from 'react-router-dom';
import { shownPage } from './shownPage';
import { api } from '../api/api';
import type { AppDispatch } from './rootReducer';
import type { RouteHandle } from './routeParts';

/** Most pages fetched ahead while one page shows. */
export const PREFETCH_LIMIT = 8;
/** Chunks a visitor reaches only signed in, or staff: never fetched ahead. */
const NOT_AHEAD = new Set([
  'account',
  'password',
  'profile',
  'account-member',
  'staff',
  'staff-admin',
]);
/** How long a pointer rests on a link before it counts as an intent (ms). */
const HOVER_MS = 65;

interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

/** Runs `task` when the browser is idle (after a timer where it cannot tell). */
const whenIdle = (task: () => void): void => {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task);
  else setTimeout(task, 0);
};

const sparingNetwork = (): boolean => {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
};

/** The site path a link leads to, when it is a link of this site the app shows. */
const pathOf = (link: HTMLAnchorElement): string | undefined => {
  if (link.target && link.target !== '_self') return undefined;
  if (link.hasAttribute('download') || link.origin !== location.origin) return undefined;
  if (link.pathname === location.pathname) return undefined;
  return link.pathname;
};

export interface Prefetcher {
  /** Fetches ahead what the page at `path` needs; false when it was not (limit, not a page). */
  prefetch(path: string): boolean;
  /** A new page shows: the limit starts again. */
  pageShown(): void;
}

/** What fetching ahead means for this route table and store. */
export function createPrefetcher(routes: RouteObject[], dispatch: AppDispatch): Prefetcher {
  let fetched = new Set<string>();
  return {
    prefetch(path) {
      if (fetched.has(path) || fetched.size >= PREFETCH_LIMIT) return false;
      const matches = matchRoutes(routes, path);
      const leaf = matches?.[matches.length - 1];
      const handles = (matches ?? []).map((m) => (m.route.handle ?? {}) as RouteHandle);
      const load = handles[handles.length - 1]?.load;
      if (!load || leaf?.route.path === '*') return false;
      if (handles.some((h) => h.chunk && NOT_AHEAD.has(h.chunk))) return false;
      fetched.add(path);
      // The page's chunk (kept: the page renders from it at once when followed).
      void load().catch(() => undefined);
      for (const key of new Set(handles.flatMap((h) => h.documents ?? []))) {
        dispatch(api.util.prefetch('document', key, { ifOlderThan: 300 }));
      }
      return true;
    },
    pageShown() {
      fetched = new Set();
    },
  };
}

/**
 * Listens for the intents above on the whole document, and on screens without hover watches the
 * links in view; `subscribe` tells of each new page shown. Returns what stops it.
 */
export function startPrefetching(
  prefetcher: Prefetcher,
  subscribe: (onPage: () => void) => () => void,
): () => void {
  if (sparingNetwork()) return () => undefined;
  const linkOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  const ahead = (link: HTMLAnchorElement | null) => {
    const path = link && pathOf(link);
    if (path) prefetcher.prefetch(path);
  };
  let hover: ReturnType<typeof setTimeout> | undefined;
  const onOver = (event: Event) => {
    clearTimeout(hover);
    const link = linkOf(event.target);
    if (link) hover = setTimeout(() => ahead(link), HOVER_MS);
  };
  const onOut = () => clearTimeout(hover);
  const onIntent = (event: Event) => ahead(linkOf(event.target));
  document.addEventListener('pointerover', onOver, { passive: true });
  document.addEventListener('pointerout', onOut, { passive: true });
  document.addEventListener('focusin', onIntent);
  document.addEventListener('touchstart', onIntent, { passive: true });

  // A phone has no hover: the links in view are the likely next pages. They come into view
  // several at once: one is fetched ahead per idle moment, so that a phone's main thread is never
  // busy with them for long.
  let observer: IntersectionObserver | undefined;
  const inView: HTMLAnchorElement[] = [];
  const nextInView = () => {
    ahead(inView.shift() ?? null);
    if (inView.length > 0) whenIdle(nextInView);
  };
  const watchInView = () => {
    observer?.disconnect();
    inView.length = 0;
    if (typeof IntersectionObserver === 'undefined' || !matchMedia('(hover: none)').matches) return;
    observer = new IntersectionObserver((entries) => {
      const waiting = inView.length > 0;
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        inView.push(entry.target as HTMLAnchorElement);
      }
      if (!waiting && inView.length > 0) whenIdle(nextInView);
    });
    for (const link of document.querySelectorAll<HTMLAnchorElement>('main a[href]')) {
      observer.observe(link);
    }
  };
  watchInView();
  const unsubscribe = subscribe(() => {
    prefetcher.pageShown();
    // The new page's links are in the document once it has rendered.
    setTimeout(watchInView, 0);
  });

  return () => {
    clearTimeout(hover);
    observer?.disconnect();
    inView.length = 0;
    unsubscribe();
    document.removeEventListener('pointerover', onOver);
    document.removeEventListener('pointerout', onOut);
    document.removeEventListener('focusin', onIntent);
    document.removeEventListener('touchstart', onIntent);
  };
}

/** Fetching ahead for the app's routes: a new page is one the app has finished showing. */
export function prefetchFor(routes: RouteObject[], dispatch: AppDispatch): () => void {
  // The browser's own fetching ahead of full page loads (src/prerender.tsx) ends: the app's
  // links no longer load whole pages.
  document.querySelector('script[type="speculationrules"]')?.remove();
  let shown = shownPage.current?.key;
  return startPrefetching(createPrefetcher(routes, dispatch), (onPage) =>
    shownPage.subscribe((location) => {
      if (location.key === shown) return;
      shown = location.key;
      onPage();
    }),
  );
}
