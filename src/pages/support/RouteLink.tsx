import { Link } from 'react-router-dom';
import type { ContactRoute } from '../../content/support';
import styles from './Support.module.css';

/** A way to reach us: an internal page, or a mailto:/tel: address. */
export function RouteLink({ route }: { route: ContactRoute }) {
  return route.internal ? (
    <Link to={route.href} className={styles.strongLink}>
      {route.label}
    </Link>
  ) : (
    <a href={route.href} className={styles.strongLink}>
      {route.label}
    </a>
  );
}
