// The back office (/staff): its own chunk, made in the browser only (noindex). Logged-out visitors
// go to the login page and come back; members see "not allowed"; staff see the area's pages: an
// admin all of them, an editor the content's (the administration's pages say "not allowed", and
// /staff, the inbox, leads to the first content page). The server decides every request itself:
// this only spares a member or an editor calls that would be refused. The
// frame of the area's pages (nested under it in the route table, src/app/routes.tsx). When the
// server requires staff to have a second factor (STAFF_REQUIRE_2FA) and this account has none, the
// area says so and links to the profile, where it is set up.

import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { Link } from '../components/links/Link';
import { useGetProfileQuery } from '../api/api';
import { useSecondFactorStatusQuery } from '../api/secondFactorApi';
import { useStaffEmailsQuery } from './common/emailsApi';
import { isStaff } from '../../contract/values/constants';
import { ADMIN_PATHS, STAFF_PATHS } from '../config/staffPaths';
import { PATHS } from '../config/paths';
import { useAppSelector } from '../app/hooks';
import { CountBadge } from '../components/content/CountBadge';
import { LoadingText } from '../components/LoadingText';
import { PageHeader } from '../components/page/PageHeader';
import { Seo } from '../components/page/Seo';
import { SubNav } from '../components/page/SubNav';
import { staffSecondFactorCopy } from '../content/accountSecurity';
import { statusCopy } from '../content/status';
import { STAFF_NAV, staffCopy } from '../content/staff';
import { selectSessionStatus, sessionPending } from '../features/session/sessionSlice';
import styles from './common/Staff.module.css';

/** STAFF_REQUIRE_2FA and no second factor yet: the server's reason, and the way to the profile. */
function SecondFactorFirst() {
  return (
    <>
      <PageHeader title={staffSecondFactorCopy.title} />
      <div className={`container ${styles.notAllowed}`}>
        <p>{staffSecondFactorCopy.text}</p>
        <p>
          <Link to={PATHS.profile}>{staffSecondFactorCopy.link}</Link>
        </p>
      </div>
    </>
  );
}

function NotAllowed({ text = staffCopy.notAllowed }: { text?: string }) {
  return (
    <>
      <PageHeader title={staffCopy.notAllowedTitle} />
      <div className={`container ${styles.notAllowed}`}>
        <p>{text}</p>
      </div>
    </>
  );
}

/** The pages an editor may open: the content's, in the sub-navigation's order. */
const EDITOR_NAV = STAFF_NAV.filter((item) => !ADMIN_PATHS.includes(item.path));

/**
 * The sub-navigation (an editor's without the administration's pages), its Emails link with the
 * count of failed emails when there are any.
 */
function StaffNav({ admin }: { admin: boolean }) {
  // The Emails page's default list: one request serves both when that page is open.
  const failed =
    useStaffEmailsQuery({ status: 'failed', cursor: undefined }, { skip: !admin }).data?.failed ??
    0;
  const items = (admin ? STAFF_NAV : EDITOR_NAV).map((item) =>
    item.path === STAFF_PATHS.emails && failed > 0
      ? {
          path: item.path,
          label: (
            <>
              {item.label}
              <CountBadge count={failed} label={staffCopy.failedLabel(failed)} />
            </>
          ),
        }
      : item,
  );
  return <SubNav label={staffCopy.navLabel} items={items} />;
}

export function StaffLayout() {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  const profile = useGetProfileQuery(undefined, { skip: status !== 'loggedIn' });
  const role = profile.data?.role;
  const factor = useSecondFactorStatusQuery(undefined, { skip: !isStaff(role) });
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const seo = <Seo title={staffCopy.title} description={staffCopy.description} noIndex />;

  if (status === 'loggedOut') {
    return (
      <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (sessionPending(status) || profile.isLoading || factor.isLoading) {
    return (
      <>
        {seo}
        <LoadingText>{statusCopy.checkingSession}</LoadingText>
      </>
    );
  }
  if (!isStaff(role)) {
    return (
      <>
        {seo}
        <NotAllowed />
      </>
    );
  }
  if (factor.data?.required && !factor.data.enabled) {
    return (
      <>
        {seo}
        <SecondFactorFirst />
      </>
    );
  }
  if (role === 'editor' && path === STAFF_PATHS.inbox && EDITOR_NAV[0]) {
    return <Navigate to={EDITOR_NAV[0].path} replace />;
  }
  if (role === 'editor' && ADMIN_PATHS.includes(path)) {
    return (
      <>
        {seo}
        <NotAllowed text={staffCopy.adminsOnly} />
      </>
    );
  }
  return (
    <>
      {seo}
      <PageHeader title={staffCopy.title} />
      <StaffNav admin={role === 'admin'} />
      <div className={`container ${styles.body}`}>
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
