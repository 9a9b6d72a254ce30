/**
 * A small count beside a link's text (the Staff link's unread messages, the back office's failed
 * emails): the number is shown, and screen readers hear `label` instead ("3 unread messages").
 * Its style is global.css's `.count-badge`.
 */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden"> ({label})</span>
    </span>
  );
}
