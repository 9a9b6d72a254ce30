import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import styles from './SubNav.module.css';

interface SubNavItem {
  /** Text, or text with a count (the back office's failed emails). */
  readonly label: ReactNode;
  readonly path: string;
}

export interface SubNavProps {
  /** The area's name, shown before the links and naming the navigation landmark. */
  label: string;
  items: readonly SubNavItem[];
  /**
   * Other paths on which an item counts as the current page, e.g. an area's index route that shows
   * the same content as one of its tabs: `{ '/about': '/about/our-values' }`.
   */
  aliases?: Readonly<Record<string, string>>;
  /** Paths outside the area: the link gets an arrow so the visitor knows it leaves the section. */
  leavesArea?: (path: string) => boolean;
}

const matches = (pattern: string, pathname: string) =>
  matchPath({ path: pattern, end: true, caseSensitive: false }, pathname) !== null;

/**
 * A strip below the site navigation with the pages of one area (About, Careers, Support): the
 * current page's link carries aria-current="page". On phones the links form one row that scrolls
 * sideways; wider screens wrap them.
 */
export function SubNav({ label, items, aliases = {}, leavesArea }: SubNavProps) {
  const id = useId();
  const { pathname } = useLocation();
  const aliasTarget = Object.entries(aliases).find(([from]) => matches(from, pathname))?.[1];
  const listRef = useRef<HTMLUListElement>(null);

  // On phones the links scroll sideways: bring the current one into view, without moving the page.
  useLayoutEffect(() => {
    const list = listRef.current;
    const current = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !current || list.scrollWidth <= list.clientWidth) return;
    const left = current.offsetLeft; // the list is the link's offsetParent
    if (left < list.scrollLeft || left + current.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = Math.max(0, left - 16);
  }, [pathname]);
  return (
    <nav className={styles.bar} aria-labelledby={id}>
      <div className={`container ${styles.inner}`}>
        <p id={id} className={styles.title}>
          {label}
        </p>
        <ul className={styles.list} ref={listRef}>
          {items.map((item) => {
            const current = matches(item.path, pathname) || aliasTarget === item.path;
            const away = leavesArea?.(item.path) ?? false;
            return (
              <li key={item.path}>
                <Link
                  to={item.path}
                  className={current ? `${styles.link} ${styles.current}` : styles.link}
                  aria-current={current ? 'page' : undefined}
                >
                  {item.label}
                  {away && (
                    <svg
                      className={styles.arrow}
                      viewBox="0 0 16 16"
                      aria-hidden="true"
                      focusable="false"
                    >
                      <path
                        d="M3 8h9M8.5 4.5 12 8l-3.5 3.5"
                        fill="none"
                        stroke="currentColor"
                        strokeWidth="1.8"
                        strokeLinecap="round"
                        strokeLinejoin="round"
                      />
                    </svg>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      </div>
    </nav>
  );
}
