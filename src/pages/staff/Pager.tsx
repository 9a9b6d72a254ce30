import { Button } from '../../components/Button';
import { pagingCopy } from '../../content/staff';
import styles from './Staff.module.css';

export interface PagerProps {
  /** The cursors of the pages opened after the first (the store's trail: staffSlice.ts). */
  trail: readonly string[];
  total: number;
  pageSize: number;
  /** The cursor of the page after this one; null on the last page. */
  next: string | null;
  /** To the page `cursor` starts, or (null) back to the one before. */
  onPage: (cursor: string | null) => void;
}

/** Previous and next, with where the list is; nothing when it fits one page. */
export function Pager({ trail, total, pageSize, next, onPage }: PagerProps) {
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
