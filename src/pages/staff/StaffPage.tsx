import { lazy } from 'react';
import { STAFF_PATHS } from '../../config/staffPaths';
import { CollectionPage } from './CollectionPage';
import { InboxPage } from './InboxPage';

// Members, the audit log and Emails, the pages staff open least: one chunk of their own, loaded
// from this one when one of them is opened, so that the inbox and the editors start smaller.
const MembersPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './MembersPage').then((m) => ({
    default: m.MembersPage,
  })),
);
const AuditPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './AuditPage').then((m) => ({
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
