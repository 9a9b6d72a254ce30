import { Suspense, useEffect, useMemo, useRef } from 'react';
import { SiteIdentity } from '../components/page/SiteIdentity';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { LoadingText } from '../components/LoadingText';
import { layoutCopy } from '../content/layout';
import { selectSessionNotice, sessionActions } from '../features/session/sessionSlice';
import { uiActions } from '../features/ui/uiSlice';
import { useDocument } from '../features/content/useDocument';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import styles from './Layout.module.css';

/** Pages under /about keep their scroll position when the visitor moves between them. */
const keepsScroll = (pathname: string): boolean => pathname.startsWith('/about');

export function Layout() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectSessionNotice);
  // The frame's words and the company's facts: sent with every page the server renders.
  const frame = useDocument('site');
  const company = useDocument('company');
  const identity = useMemo(
    () => ({ name: company?.name ?? '', siteUrl: company?.siteUrl ?? '' }),
    [company],
  );

  const skipLink = useRef<HTMLAnchorElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return; // the first page: the browser placed it
    shownPath.current = pathname;
    dispatch(uiActions.menuClosed());
    if (keepsScroll(pathname)) return;
    // A new page starts at its top, as after a full page load: without smooth scrolling, and with
    // keyboard focus back at the start (the skip link) rather than left on the link just followed.
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    skipLink.current?.focus({ preventScroll: true });
  }, [pathname, dispatch]);

  return (
    <SiteIdentity.Provider value={identity}>
      <div className={styles.shell}>
        <a ref={skipLink} className={styles.skip} href="#main">
          {layoutCopy.skipLink}
        </a>
        {frame && company && <NavBar navCopy={frame.nav} companyName={company.name} />}
        {notice && (
          <div className={styles.notice} role="status">
            <div className={`container ${styles.notice}`}>
              <span>{notice}</span>
              <button type="button" onClick={() => dispatch(sessionActions.noticeDismissed())}>
                {layoutCopy.dismiss}
              </button>
            </div>
          </div>
        )}
        <main id="main" className={styles.main} tabIndex={-1}>
          <Suspense fallback={<LoadingText />}>
            <Outlet />
          </Suspense>
        </main>
        {frame && company && <Footer copy={frame.footer} company={company} />}
      </div>
    </SiteIdentity.Provider>
  );
}
