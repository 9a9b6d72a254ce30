import { Button } from '../../components/Button';
import { pagingCopy } from '../../content/staff';
import styles from './Staff.module.css';

export interface PagerProps {
  page: number;
  total: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** Previous and next, with where the list is; nothing when it fits one page. */
export function Pager({ page, total, pageSize, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={pagingCopy.label}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {pagingCopy.previous}
      </Button>
      <span>{pagingCopy.page(page, pages)}</span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {pagingCopy.next}
      </Button>
    </nav>
  );
}
