// The back office (/staff): its own chunk, made in the browser only (noindex). Logged-out visitors
// go to the login page and come back; members see "not allowed"; staff see the area's pages. The
// server decides every request itself: this only spares a member the staff pages' calls.

import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useGetProfileQuery } from '../../api/api';
import { PATHS } from '../../config/paths';
import { useAppSelector } from '../../app/hooks';
import { LoadingText } from '../../components/LoadingText';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { SubNav } from '../../components/SubNav';
import { layoutCopy } from '../../content/layout';
import { STAFF_NAV, staffCopy } from '../../content/staff';
import { JobsEditorPage, ProductsEditorPage, TestimonialsEditorPage } from './CollectionPage';
import { AuditPage, MembersPage } from './MembersAuditPages';
import { selectSessionStatus } from '../../features/session/sessionSlice';
import { useStaffReducer } from '../../features/staff/staffState';
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

export function StaffLayout() {
  useStaffReducer();
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
        <LoadingText>{layoutCopy.checkingSession}</LoadingText>
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
      <SubNav label={staffCopy.navLabel} items={STAFF_NAV} />
      <div className={`container ${styles.body}`}>
        <Outlet />
      </div>
    </>
  );
}

export { InboxPage } from './InboxPage';

/** The back office's other pages, by their path under /staff (routes.tsx). */
export const STAFF_PAGES = {
  jobs: JobsEditorPage,
  testimonials: TestimonialsEditorPage,
  products: ProductsEditorPage,
  members: MembersPage,
  audit: AuditPage,
};
