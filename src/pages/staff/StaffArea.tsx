// The back office (/staff): its own chunk, made in the browser only (noindex). Logged-out visitors
// go to the login page and come back; members see "not allowed"; staff see the area's pages. The
// server decides every request itself: this only spares a member the staff pages' calls. The whole
// area is one module for the route table (its frame, and the page each route names), so webpack
// builds the chunk from one root.

import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useGetProfileQuery } from '../../api/api';
import { useStaffEmailsQuery } from '../../api/staffApi';
import { STAFF_PATHS } from '../../config/staffPaths';
import { PATHS } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { CountBadge } from '../../components/CountBadge';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { SubNav } from '../../components/SubNav';
import { statusCopy } from '../../content/status';
import { STAFF_NAV, staffCopy } from '../../content/staff';
import { selectSessionStatus } from '../../features/session/sessionSlice';
import { CollectionPage } from './CollectionPage';
import { InboxPage } from './InboxPage';
import styles from './Staff.module.css';

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
  const seo = <Seo title={staffCopy.title} description={staffCopy.description} noIndex />;

  if (status === 'loggedOut') {
    return (
      <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  if (status === 'loading' || profile.isLoading) {
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

// Members, the audit log and Emails, the pages staff open least: one chunk of their own, loaded
// from this one when one of them is opened, so that the inbox and the editors start smaller.
const MembersPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './MembersAuditPages').then((m) => ({
    default: m.MembersPage,
  })),
);
const AuditPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './MembersAuditPages').then((m) => ({
    default: m.AuditPage,
  })),
);
const EmailsPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './EmailsPage').then((m) => ({
    default: m.EmailsPage,
  })),
);

/** The back office's pages, by the name their route gives (src/app/routes.tsx). */
export function StaffPage({ page }: { page: keyof typeof STAFF_PATHS }) {
  switch (page) {
    case 'inbox':
      return <InboxPage />;
    case 'jobs':
      return <CollectionPage key={page} collection="posts" />;
    case 'testimonials':
      return <CollectionPage key={page} collection="testimonials" />;
    case 'products':
      return <CollectionPage key={page} collection="products" />;
    case 'members':
      return <MembersPage />;
    case 'audit':
      return <AuditPage />;
    case 'emails':
      return <EmailsPage />;
  }
}
