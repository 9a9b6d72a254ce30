import { Button } from '../../components/forms/Button';
import { pagingCopy } from '../../content/staff';
import styles from './Staff.module.css';

export interface PagerProps {
  /** Where the list is: its trail of cursors (lists.ts), kept in its area's slice. */
  trail: readonly string[];
  /** The page shown: how many the list holds, a page's size, the next page's cursor. */
  page: { total: number; pageSize: number; next: string | null };
  /** Moves the trail: the next page's cursor, or null for the previous page. */
  onPage: (cursor: string | null) => void;
}

/** Previous and next, with where the list is; nothing when it fits one page. */
export function Pager({ trail, page: { total, pageSize, next }, onPage }: PagerProps) {
  const page = trail.length + 1;
  const pages = Math.max(page, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={pagingCopy.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(null)}>
        {pagingCopy.previous}
      </Button>
      <span>{pagingCopy.page(page, pages)}</span>
      <Button variant="secondary" disabled={next === null} onClick={() => onPage(next)}>
        {pagingCopy.next}
      </Button>
    </nav>
  );
}
