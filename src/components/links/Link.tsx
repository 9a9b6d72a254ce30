// The site's links: an <a> with its real address that, clicked without a modifier key, moves
// inside the app instead of loading the page (React Router's useHref and useLinkClickHandler).
// React Router's own Link and NavLink also carry its framework mode's machinery (prefetching
// route modules by <link> tags, masked addresses, view transitions, pending states), which this
// site does not use and which every page's start-up code would carry (docs/performance.md,
// "The site's own links"); fetching a page ahead is src/app/prefetch.ts's job.

import type { AnchorHTMLAttributes, Ref } from 'react';
import {
  type To,
  useHref,
  useLinkClickHandler,
  useLocation,
  useResolvedPath,
} from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path of the site (or an address of another site, followed as a plain link). */
  to: To;
  /** Replaces the current history entry instead of adding one. */
  replace?: boolean;
  /** The history entry's state. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** Another site's address, or one that is not a page (mailto:, tel:). */
const elsewhere = (to: To): to is string =>
  typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const outside = elsewhere(to);
  const href = useHref(outside ? '.' : to);
  const follow = useLinkClickHandler(outside ? '.' : to, { replace, state, target });
  return (
    <a
      {...rest}
      href={outside ? to : href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!outside && !event.defaultPrevented) follow(event);
      }}
    />
  );
}

export interface NavLinkProps extends Omit<LinkProps, 'className'> {
  /** Active only on its own address, not on the addresses beneath it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string | undefined);
}

/** A link that says when it leads to the page shown (or, unless `end`, to one of its parents). */
export function NavLink({ end = false, className, ...rest }: NavLinkProps) {
  const target = useResolvedPath(rest.to).pathname.toLowerCase();
  const here = useLocation().pathname.toLowerCase();
  const isActive = here === target || (!end && here.startsWith(`${target}/`));
  return (
    <Link
      {...rest}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
    />
  );
}
