import { lazy, Suspense, useEffect, useRef } from 'react';
import { Link, NavLink } from '../components/links/Link';
import logo from '../assets/logo.svg';
import { PATHS } from '../config/paths';
import { useGetProfileQuery } from '../api/api';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { Button, ButtonLink } from '../components/forms/Button';
import type { DocumentData } from '../api/types';
import { isStaff } from '../../contract/values/roles';
import { selectSessionStatus, sessionActions } from '../features/session/sessionSlice';
import { selectMenuOpen, uiActions } from '../features/ui/uiSlice';
import styles from './NavBar.module.css';
import { SearchForm } from '../components/forms/SearchForm';
import { layoutCopy } from '../content/layout';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? `${styles.link} ${styles.active}` : styles.link;

function ProfileIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="currentColor" />
      <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5" fill="currentColor" />
    </svg>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path
          d="M6 6l12 12M18 6L6 18"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      ) : (
        <path
          d="M4 7h16M4 12h16M4 17h16"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
    </svg>
  );
}

/** Whether the popover is open (false where the browser has no popovers). */
const isShown = (element: HTMLElement): boolean => {
  try {
    return element.matches(':popover-open');
  } catch {
    return false;
  }
};

// The back office's link, for staff only: its own small chunk, so that no one else loads it.
const StaffLink = lazy(() => import(/* webpackChunkName: "staff-link" */ './StaffLink'));

export interface NavBarProps {
  /** The navigation's words (the `site` document). */
  navCopy: DocumentData<'site'>['nav'];
  companyName: string;
}

export function NavBar({ navCopy, companyName }: NavBarProps) {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectSessionStatus);
  const menuOpen = useAppSelector(selectMenuOpen);
  // The role only decides whether the link shows: the server decides every staff request.
  const staff = isStaff(useGetProfileQuery(undefined, { skip: status !== 'loggedIn' }).data?.role);

  // The menu is a popover its button opens natively, before the app attaches too. Once attached,
  // the store holds whether it is open: it takes the state the visitor left it in, follows the
  // browser closing it (Escape, a tap outside), and the popover follows the store.
  const menu = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    if (isShown(element)) dispatch(uiActions.menuSet(true));
    const onToggle = (event: Event) =>
      dispatch(uiActions.menuSet((event as ToggleEvent).newState === 'open'));
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, [dispatch]);
  useEffect(() => {
    const element = menu.current;
    if (!element || isShown(element) === menuOpen) return;
    if (menuOpen) element.showPopover?.();
    else element.hidePopover?.();
  }, [menuOpen]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dispatch(uiActions.menuClosed());
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen, dispatch]);

  return (
    <header className={styles.bar}>
      <nav className={`container ${styles.inner}`} aria-label={navCopy.label}>
        <Link to={PATHS.home} className={styles.brand}>
          <img src={logo} alt="" width={36} height={36} />
          {companyName}
        </Link>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          // Open, it is named for what it does ("Close menu"), its visible label and width kept.
          aria-label={menuOpen ? navCopy.closeMenu : undefined}
          aria-controls="main-menu"
          popoverTarget="main-menu"
          onClick={(event) => {
            // The store decides (the popover follows it), not the button's own toggling.
            event.preventDefault();
            dispatch(uiActions.menuToggled());
          }}
        >
          <MenuIcon open={menuOpen} />
          <span>{navCopy.menu}</span>
        </button>
        <div
          id="main-menu"
          ref={menu}
          popover="auto"
          className={`${styles.menu} ${menuOpen ? styles.menuOpen : ''}`}
        >
          <SearchForm
            id="header-search"
            look="compact"
            words={layoutCopy.search}
            onSearched={() => dispatch(uiActions.menuClosed())}
          />
          <ul className={styles.links}>
            {navCopy.links.map((link) => (
              <li key={link.path}>
                <NavLink to={link.path} end={link.path === PATHS.home} className={linkClass}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className={styles.auth}>
            {status !== 'loggedIn' && status !== 'loggedOut' && (
              <li className={styles.authPlaceholder} aria-hidden="true" />
            )}
            {status === 'loggedOut' && (
              <>
                <li>
                  <NavLink to={PATHS.login} className={linkClass}>
                    {navCopy.login}
                  </NavLink>
                </li>
                <li>
                  <ButtonLink to={PATHS.signup}>{navCopy.signup}</ButtonLink>
                </li>
              </>
            )}
            {status === 'loggedIn' && (
              <>
                {staff && (
                  <Suspense fallback={null}>
                    <StaffLink
                      label={navCopy.staff}
                      className={linkClass}
                      labelClass={styles.staffLabel}
                    />
                  </Suspense>
                )}
                <li>
                  <Link
                    to={PATHS.profile}
                    className={styles.profileLink}
                    aria-label={navCopy.profile}
                  >
                    <ProfileIcon />
                  </Link>
                </li>
                <li>
                  <Button variant="secondary" onClick={() => dispatch(sessionActions.loggedOut())}>
                    {navCopy.logout}
                  </Button>
                </li>
              </>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
