// The back office (/staff): its own chunk, made in the browser only (noindex). Logged-out visitors
// go to the login page and come back; members see "not allowed"; staff see the area's pages. The
// server decides every request itself: this only spares a member the staff pages' calls. The
// frame of the area's pages (StaffPage.tsx); the route table loads both through area.ts. When the
// server requires staff to have a second factor (STAFF_REQUIRE_2FA) and this account has none, the
// area says so and links to the profile, where it is set up.

import { Suspense } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useGetProfileQuery } from '../../api/api';
import { useSecondFactorStatusQuery } from '../../api/secondFactorApi';
import { useStaffEmailsQuery } from '../../api/staffApi';
import { STAFF_PATHS } from '../../config/staffPaths';
import { PATHS } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { CountBadge } from '../../components/CountBadge';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { SubNav } from '../../components/SubNav';
import { staffSecondFactorCopy } from '../../content/accountSecurity';
import { statusCopy } from '../../content/status';
import { STAFF_NAV, staffCopy } from '../../content/staff';
import { selectSessionStatus } from '../../features/session/sessionSlice';
import styles from './Staff.module.css';

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

function NotAllowed() {
  return (
    <>
      <PageHeader title={staffCopy.notAllowedTitle} />
      <div className={`container ${styles.notAllowed}`}>
        <p>{staffCopy.notAllowed}</p>
      </div>
    </>
  );
}

/** The sub-navigation, its Emails link with the count of failed emails when there are any. */
function StaffNav() {
  // The Emails page's default list: one request serves both when that page is open.
  const failed = useStaffEmailsQuery({ status: 'failed', page: 1 }).data?.failed ?? 0;
  const items = STAFF_NAV.map((item) =>
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
  const factor = useSecondFactorStatusQuery(undefined, { skip: profile.data?.role !== 'staff' });
  const seo = <Seo title={staffCopy.title} description={staffCopy.description} noIndex />;

  if (status === 'loggedOut') {
    return (
      <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (status === 'loading' || profile.isLoading || factor.isLoading) {
    return (
      <>
        {seo}
        <LoadingText>{statusCopy.checkingSession}</LoadingText>
      </>
    );
  }
  if (profile.data?.role !== 'staff') {
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
  return (
    <>
      {seo}
      <PageHeader title={staffCopy.title} />
      <StaffNav />
      <div className={`container ${styles.body}`}>
        <Suspense fallback={<LoadingText />}>
          <Outlet />
        </Suspense>
      </div>
    </>
  );
}
