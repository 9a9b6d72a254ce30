// How a route of the table (routes.tsx) is made: a page module loaded as its area's chunk
// (`loader`), the component a route shows from it with the props its route gives (`view`,
// `page`), and the content documents it shows (`showing`), which the prerenderer and the server
// read from its handle; and what shows when a route fails (`routeError`).

import { lazy, Suspense } from 'react';
import type { DocumentKey } from '../api/types';
import { PATHS } from '../config/paths';
import { errorPageCopy } from '../content/layout';

type PageModule = { default: React.ComponentType };
export interface RouteHandle {
  chunk?: string;
  /** The content documents the route shows (the server sends them with the page: pageData.ts). */
  documents?: DocumentKey[];
}
interface PageLoader<M> {
  chunk: string;
  load: () => Promise<M>;
}
export const loader = <M,>(chunk: string, load: () => Promise<M>): PageLoader<M> => ({
  chunk,
  load,
});

interface LazyPage {
  lazy: () => Promise<{ Component: React.ComponentType } | { element: React.ReactElement }>;
  handle: RouteHandle;
}

/** The route, showing these content documents too. */
export const showing = (documents: DocumentKey[], route: LazyPage): LazyPage => ({
  ...route,
  handle: { ...route.handle, documents },
});

/** A route showing one component of a page module, with the props its route gives it. */
export function view<M>(from: PageLoader<M>, pick: (m: M) => React.ComponentType): LazyPage;
export function view<M, P extends object>(
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props: P,
): LazyPage;
export function view<M, P extends object>(
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props?: P,
): LazyPage {
  return lazyView(from, pick, props);
}
function lazyView<M, P extends object>(
  { chunk, load }: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props?: P,
): LazyPage {
  return {
    lazy: async () => {
      const Page = pick(await load());
      return props ? { element: <Page {...props} /> } : { Component: Page as React.ComponentType };
    },
    handle: { chunk },
  };
}
/** A route showing one component of a page module (as `view`), and these content documents. */
export function shows<M>(
  documents: DocumentKey[],
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType,
): LazyPage;
export function shows<M, P extends object>(
  documents: DocumentKey[],
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props: P,
): LazyPage;
export function shows<M, P extends object>(
  documents: DocumentKey[],
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props?: P,
): LazyPage {
  return showing(documents, lazyView(from, pick, props));
}
/** A route showing a page module's default export. */
export const page = (from: PageLoader<PageModule>) => view(from, (m) => m.default);

/**
 * The error page, loaded only when a route fails (no page needs it to start). Should even it fail
 * to load (the network is gone), a plain notice with a way home takes its place.
 */
const ErrorPage = lazy(() =>
  import(/* webpackChunkName: "error" */ '../layout/ErrorPage').then(
    (m) => ({ default: m.ErrorPage }),
    () => ({
      default: () => (
        <section className="container">
          <h1>{errorPageCopy.heading}</h1>
          <a href={PATHS.home}>{errorPageCopy.home}</a>
        </section>
      ),
    }),
  ),
);
export const routeError = (
  <Suspense fallback={null}>
    <ErrorPage />
  </Suspense>
);
