import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { shopSearch, type ShopQuery } from '../../../contract/values/shop';
import { shopCopy } from '../../content/shop';
import styles from './Shop.module.css';

/** The page numbers shown: the first, the last, and two on each side of the current one. */
function pageNumbers(page: number, pages: number): (number | null)[] {
  const shown: (number | null)[] = [];
  for (let n = 1; n <= pages; n += 1) {
    if (n === 1 || n === pages || Math.abs(n - page) <= 2) shown.push(n);
    else if (shown.at(-1) !== null) shown.push(null);
  }
  return shown;
}

/**
 * Links to the shop's other pages (real links: a crawler follows them, and they work before the
 * app starts); nothing when the products fit one page.
 */
export function ShopPager({ query, pages }: { query: ShopQuery; pages: number }) {
  if (pages <= 1) return null;
  const to = (page: number) => ({
    pathname: PATHS.products,
    search: shopSearch({ ...query, page }),
  });
  const { page } = query;
  return (
    <nav className={styles.pager} aria-label={shopCopy.pagesLabel}>
      {page > 1 && (
        <Link className={styles.pageStep} to={to(page - 1)} rel="prev">
          {shopCopy.previousPage}
        </Link>
      )}
      <ol className={styles.pages}>
        {pageNumbers(page, pages).map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <Link
                className={styles.pageLink}
                to={to(n)}
                aria-label={shopCopy.pageLink(n)}
                aria-current={n === page ? 'page' : undefined}
              >
                {n}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pages && (
        <Link className={styles.pageStep} to={to(page + 1)} rel="next">
          {shopCopy.nextPage}
        </Link>
      )}
      <p className="visually-hidden">{shopCopy.pageOf(page, pages)}</p>
    </nav>
  );
}
