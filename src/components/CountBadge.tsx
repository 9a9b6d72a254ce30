import styles from './CountBadge.module.css';

/**
 * A small count beside a link's text (the Staff link's unread messages, the back office's failed
 * emails): the number is shown, and screen readers hear `label` instead ("3 unread messages").
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> ({label})</span>
    </span>
  );
}
