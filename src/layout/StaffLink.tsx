import { NavLink, type NavLinkProps } from '../components/links/Link';
import { useGetProfileQuery } from '../api/api';
import { useStaffUnreadQuery } from '../api/staffApi';
import { STAFF_PATHS } from '../config/staffPaths';
import { CountBadge } from '../components/content/CountBadge';
import { staffCopy } from '../content/staff';

/** The navigation's link to the back office; for an admin, with the count of unread messages. */
export default function StaffLink({
  label,
  className,
  labelClass,
}: {
  /** 'Staff' (the navigation's words, given by NavBar). */
  label: string;
  className: NavLinkProps['className'];
  labelClass: string | undefined;
}) {
  // The inbox is an admin's: an editor sees no count (NavBar shows this to staff only).
  const admin = useGetProfileQuery().data?.role === 'admin';
  const unread = useStaffUnreadQuery(undefined, { skip: !admin }).data?.unread ?? 0;
  return (
    <li>
      <NavLink to={STAFF_PATHS.inbox} className={className}>
        <span className={labelClass}>
          {label}
          {unread > 0 && <CountBadge count={unread} label={staffCopy.unreadLabel(unread)} />}
        </span>
      </NavLink>
    </li>
  );
}
