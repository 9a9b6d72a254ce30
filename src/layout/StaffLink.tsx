import { NavLink, type NavLinkProps } from 'react-router-dom';
import { useStaffUnreadQuery } from '../api/staffApi';
import { STAFF_PATHS } from '../config/staffPaths';
import { CountBadge } from '../components/CountBadge';
import { staffCopy } from '../content/staff';

/** The navigation's link to the back office, with the count of unread contact messages. */
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
  const unread = useStaffUnreadQuery().data?.unread ?? 0;
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
