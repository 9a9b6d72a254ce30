import { type ReactNode, useId } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { Link } from '../links/Link';
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
 * current page's link carries aria-current="page". The links wrap onto as many rows as they need,
 * on phones too, so that every one is in sight.
 */
export function SubNav({ label, items, aliases = {}, leavesArea }: SubNavProps) {
  const id = useId();
  const { pathname } = useLocation();
  const aliasTarget = Object.entries(aliases).find(([from]) => matches(from, pathname))?.[1];
  return (
    <nav className={styles.bar} aria-labelledby={id}>
      <div className={`container ${styles.inner}`}>
        <p id={id} className={styles.title}>
          {label}
        </p>
        <ul className={styles.list}>
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
