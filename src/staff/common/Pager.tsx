import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button';
import { pagingCopy } from '../../content/staff';
import { selectTrail, staffActions, type StaffList } from '../../features/staff/staffSlice';
import styles from './Staff.module.css';

export interface PagerProps {
  /** Which list: where it is (its trail of cursors) is in the store (staffSlice.ts). */
  list: StaffList;
  /** The page shown: how many the list holds, a page's size, the next page's cursor. */
  page: { total: number; pageSize: number; next: string | null };
}

/** Previous and next, with where the list is; nothing when it fits one page. */
export function Pager({ list, page: { total, pageSize, next } }: PagerProps) {
  const dispatch = useAppDispatch();
  const trail = useAppSelector((state) => selectTrail(state, list));
  const page = trail.length + 1;
  const pages = Math.max(page, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const go = (cursor: string | null) => dispatch(staffActions.listPaged({ list, cursor }));
  return (
    <nav className={styles.pager} aria-label={pagingCopy.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => go(null)}>
        {pagingCopy.previous}
      </Button>
      <span>{pagingCopy.page(page, pages)}</span>
      <Button variant="secondary" disabled={next === null} onClick={() => go(next)}>
        {pagingCopy.next}
      </Button>
    </nav>
  );
}
