// How a route of the table (routes.tsx) is made: a page module loaded as its area's chunk
// (`loader`), the component a route shows from it with the props its route gives (`view`,
// `page`), and the content documents it shows (`showing`), which the prerenderer and the server
// read from its handle; and what shows when a route fails (`caught`).

import { Component, lazy, Suspense, type ReactNode } from 'react';
import { matchRoutes, type RouteObject, useLocation } from 'react-router-dom';
import type { DocumentKey } from '../api/types';
import { PATHS } from '../config/paths';
import { errorPageCopy } from '../content/layout';

type PageModule = { default: React.ComponentType };
export interface RouteHandle {
  chunk?: string;
  /** The content documents the route shows (the server sends them with the page: pageData.ts). */
  documents?: DocumentKey[];
  /** Loads the route's page module (src/boot.tsx before hydrating, prefetch.ts ahead). */
  load?: () => Promise<unknown>;
}
/**
 * A page module, loaded once: `module` once it has loaded, so that it renders at once, or what
 * failed (the network gone), which the route's error page then shows until the page is reloaded.
 */
interface PageLoader<M> {
  chunk: string;
  load: () => Promise<M>;
  module?: M;
  failed?: { error: unknown };
}
export const loader = <M,>(chunk: string, load: () => Promise<M>): PageLoader<M> => {
  let loading: Promise<M> | undefined;
  const from: PageLoader<M> = {
    chunk,
    load: () =>
      (loading ??= load().then(
        (m) => (from.module = m),
        (error: unknown) => {
          from.failed = { error };
          throw error;
        },
      )),
  };
  return from;
};

interface LazyPage {
  element: React.ReactElement;
  handle: RouteHandle;
}

/** The route, showing these content documents too. */
export const showing = (documents: DocumentKey[], route: LazyPage): LazyPage => ({
  ...route,
  handle: { ...route.handle, documents },
});

/**
 * What a module shows: at once when it has loaded (as before hydration: src/boot.tsx), else once
 * it has (the layout's Suspense shows meanwhile, or the page before it while navigating).
 */
function Lazy<M>({ from, render }: { from: PageLoader<M>; render: (m: M) => React.ReactElement }) {
  if (from.failed) throw from.failed.error;
  // Suspends (the promise thrown) until the module has loaded.
  if (!from.module) throw from.load();
  return render(from.module);
}

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
  from: PageLoader<M>,
  pick: (m: M) => React.ComponentType<P>,
  props?: P,
): LazyPage {
  const render = (m: M) => {
    const Page = pick(m);
    return <Page {...(props as P)} />;
  };
  return {
    element: <Lazy from={from} render={render} />,
    handle: { chunk: from.chunk, load: from.load },
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

/** Shows the error page in place of what failed, until the visitor moves to another page. */
class Boundary extends Component<{ path: string; children: ReactNode }> {
  override state: { error?: unknown; path?: string } = {};
  static getDerivedStateFromError = (error: unknown) => ({ error });
  static getDerivedStateFromProps = (
    { path }: { path: string },
    state: { error?: unknown; path?: string },
  ) => (state.path === path ? null : { path, error: undefined });
  override render() {
    return this.state.error !== undefined ? (
      <Suspense fallback={null}>
        <ErrorPage error={this.state.error} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
function Caught({ children }: { children: ReactNode }) {
  return <Boundary path={useLocation().pathname}>{children}</Boundary>;
}
/** What the route shows, with the error page in its place should it fail. */
export const caught = (element: React.ReactElement) => <Caught>{element}</Caught>;

/** Loads the page modules of the routes that show `path`, so that they render at once. */
export const loadRoutes = (routes: RouteObject[], path: string): Promise<unknown> =>
  Promise.all(
    (matchRoutes(routes, path) ?? []).map((m) =>
      (m.route.handle as RouteHandle | undefined)?.load?.(),
    ),
  );
