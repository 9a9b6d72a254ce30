import { NavLink, type NavLinkProps } from 'react-router-dom';
import { useStaffUnreadQuery } from '../api/staffApi';
import { STAFF_PATHS } from '../config/staffPaths';
import { staffCopy } from '../content/staff';

/** The navigation's link to the back office, with the count of unread contact messages. */
export default function StaffLink({
  label,
  className,
  countClass,
  labelClass,
}: {
  /** 'Staff' (the navigation's words, given by NavBar). */
  label: string;
  className: NavLinkProps['className'];
  countClass: string | undefined;
  labelClass: string | undefined;
}) {
  const unread = useStaffUnreadQuery().data?.unread ?? 0;
  return (
    <li>
      <NavLink to={STAFF_PATHS.inbox} className={className}>
        <span className={labelClass}>
          {label}
          {unread > 0 && (
            <span className={countClass}>
              <span aria-hidden="true">{unread}</span>
              <span className="visually-hidden"> ({staffCopy.unreadLabel(unread)})</span>
            </span>
          )}
        </span>
      </NavLink>
    </li>
  );
}
