import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { useBuiltPageQuery } from '../../api/api';
import { answeredNotFound } from '../../lib/answeredNotFound';
import { beforeRender } from '../../lib/beforeRender';
import NotFoundPage from './NotFoundPage';

// The catch-all route: a page staff built from blocks at the address it was published at, else
// the not-found page. The server renders a built page with the page in its data
// (server/site/live-pages.ts), so the browser hydrates it without asking; reached by a link, it
// is read from GET /api/pages/by-path. Its words are the page's: none are in the code.
//
// The page's view is a chunk of its own (`built-page`, PageView.tsx), loaded only where a page is
// shown, and its blocks' renderers the chunks of their kinds (components/blocks/Blocks.tsx): the
// renderer loads them before rendering (beforeRender); the browser hydrates the rest of the page
// meanwhile and keeps the server's markup of the page until they are there.

const loadView = () => import(/* webpackChunkName: "built-page" */ './PageView');
let loaded: Awaited<ReturnType<typeof loadView>> | undefined;
const LazyPageView = lazy(() => loadView().then((m) => ({ default: m.PageView })));

// The renderer has it before it renders any page of this route.
beforeRender(async () => {
  loaded ??= await loadView();
});

/** An address as pages are published at: lower case, without a trailing slash. */
const pageAddress = (pathname: string) => pathname.replace(/\/+$/, '').toLowerCase() || '/';

/** The page published at this address, or the not-found page. */
export function PageOrNotFound() {
  const location = useLocation();
  // Not asked again where the server has just answered that none is published.
  const { data } = useBuiltPageQuery(pageAddress(location.pathname), {
    skip: answeredNotFound(location),
  });
  if (!data) return <NotFoundPage />;
  const View = loaded?.PageView ?? LazyPageView;
  return (
    <Suspense fallback={null}>
      <View page={data} />
    </Suspense>
  );
}
