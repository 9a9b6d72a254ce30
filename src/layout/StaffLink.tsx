import { NavLink, type NavLinkProps } from 'react-router-dom';
import { useStaffUnreadQuery } from '../api/staffApi';
import { STAFF_PATHS } from '../config/staffPaths';
import { CountBadge } from '../components/CountBadge';
import { staffCopy } from '../content/staff';

/** The navigation's link to the back office; for an admin, with the count of unread messages. */
export default function StaffLink({
  label,
  admin,
  className,
  labelClass,
}: {
  /** 'Staff' (the navigation's words, given by NavBar). */
  label: string;
  /** An admin (the inbox is theirs); an editor sees no count. */
  admin: boolean;
  className: NavLinkProps['className'];
  labelClass: string | undefined;
}) {
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
