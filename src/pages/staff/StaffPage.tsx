import { lazy } from 'react';
import { useParams } from 'react-router-dom';
import { COLLECTION_NAMES, COLLECTIONS } from '../../../contract/collections';
import { STAFF_PATHS } from '../../config/staffPaths';
import { staffCopy } from '../../content/staff';
import { CollectionPage } from './CollectionPage';
import { InboxPage } from './InboxPage';

// Members, enrolments, the audit log and Emails, the pages staff open least: one chunk of their own, loaded
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
const EnrolmentsPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './EnrolmentsPage').then((m) => ({
    default: m.EnrolmentsPage,
  })),
);
const EmailsPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './EmailsPage').then((m) => ({
    default: m.EmailsPage,
  })),
);

// The leads' board and list, in the same chunk: admins only, and opened less than the inbox.
const LeadsPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './leads/LeadsPage').then((m) => ({
    default: m.LeadsPage,
  })),
);

// The hiring pipeline, in the same chunk: admins only (docs/product.md §10.17).
const ApplicationsPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './hiring/ApplicationsPage').then((m) => ({
    default: m.ApplicationsPage,
  })),
);

// The content documents' list and editor, in the same chunk (the editor carries the JSON Schema
// checker, which the inbox and the collections' editors then need not load; a chunk of their own
// would add its name to every page's start-up code).
const ContentPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './ContentPage').then((m) => ({
    default: m.ContentPage,
  })),
);
const DocumentPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './DocumentPage').then((m) => ({
    default: m.DocumentPage,
  })),
);

// The analytics dashboard (every staff role), in the same chunk: opened now and then.
const AnalyticsPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './analytics/AnalyticsPage').then((m) => ({
    default: m.AnalyticsPage,
  })),
);

const MediaPage = lazy(() =>
  import(/* webpackChunkName: "staff-admin" */ './MediaPage').then((m) => ({
    default: m.MediaPage,
  })),
);

/**
 * The back office's page at /staff/* (the inbox at /staff): a fixed page, a content document's
 * editor (/staff/content/<key>), or the editor of
 * the collection whose editorPath it is (contract/collections.ts).
 */
export function StaffPage() {
  const segment = useParams()['*'];
  const path = segment ? `/staff/${segment}` : STAFF_PATHS.inbox;
  const documentKey = path.startsWith(`${STAFF_PATHS.content}/`)
    ? path.slice(STAFF_PATHS.content.length + 1)
    : null;
  if (documentKey && !documentKey.includes('/'))
    return <DocumentPage key={documentKey} docKey={documentKey} />;
  const collection = COLLECTION_NAMES.find((name) => COLLECTIONS[name].editorPath === path);
  if (collection) return <CollectionPage key={collection} collection={collection} />;
  switch (path) {
    case STAFF_PATHS.inbox:
      return <InboxPage />;
    case STAFF_PATHS.leads:
      return <LeadsPage />;
    case STAFF_PATHS.applications:
      return <ApplicationsPage />;
    case STAFF_PATHS.members:
      return <MembersPage />;
    case STAFF_PATHS.enrolments:
      return <EnrolmentsPage />;
    case STAFF_PATHS.audit:
      return <AuditPage />;
    case STAFF_PATHS.emails:
      return <EmailsPage />;
    case STAFF_PATHS.content:
      return <ContentPage />;
    case STAFF_PATHS.media:
      return <MediaPage />;
    case STAFF_PATHS.analytics:
      return <AnalyticsPage />;
    default:
      return (
        <section aria-labelledby="staff-missing">
          <h2 id="staff-missing">{staffCopy.noSuchPage}</h2>
        </section>
      );
  }
}
