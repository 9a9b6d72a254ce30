import { Link } from '../../components/links/Link';
import styles from './Support.module.css';

/** A way to reach us: an internal page, or a mailto:/tel: address. */
export function RouteLink({ label, to }: { label: string; to: string }) {
  return to.startsWith('/') ? (
    <Link to={to} className={styles.strongLink}>
      {label}
    </Link>
  ) : (
    <a href={to} className={styles.strongLink}>
      {label}
    </a>
  );
}
