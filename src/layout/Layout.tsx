import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { LoadingText } from '../components/LoadingText';
import { selectSessionNotice, sessionActions } from '../features/session/sessionSlice';
import { uiActions } from '../features/ui/uiSlice';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import styles from './Layout.module.css';

/** Pages under /about keep their scroll position when the visitor moves between them. */
export const keepsScroll = (pathname: string): boolean => pathname.startsWith('/about');

export function Layout() {
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const notice = useAppSelector(selectSessionNotice);

  useEffect(() => {
    dispatch(uiActions.menuClosed());
    // 'instant': a new page starts at its top, without the smooth scrolling used for in-page links.
    if (!keepsScroll(pathname)) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, dispatch]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <NavBar />
      {notice && (
        <div className={styles.notice} role="status">
          <div className={`container ${styles.notice}`}>
            <span>{notice}</span>
            <button type="button" onClick={() => dispatch(sessionActions.noticeDismissed())}>
              Dismiss
            </button>
          </div>
        </div>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
