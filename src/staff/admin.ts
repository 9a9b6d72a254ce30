// The back office's pages staff open least, as the route table (src/app/routes.tsx) loads them:
// one chunk of their own ("staff-admin"), loaded when one of them is opened, so that the inbox and
// the collections' editors start smaller. The content documents' editor is here too: it carries
// the JSON Schema checker, which the inbox and the collections' editors then need not load (a
// chunk of its own would add its name to every page's start-up code). Nothing else imports it.

export { AuditPage } from './audit/AuditPage';
export { DocumentRoute } from './content/DocumentPage';
export { ContentPage } from './content/ContentPage';
export { EmailsPage } from './mail/EmailsPage';
export { EnrolmentsPage } from './enrolments/EnrolmentsPage';
export { PageEditorRoute } from './content/pages/PageEditor';
export { PagesPage } from './content/pages/PagesPage';
export { InsightsRoute } from './content/insights/InsightsRoute';
export { MediaPage } from './content/MediaPage';
export { RedirectsPage } from './redirects/RedirectsPage';
export { MembersPage } from './members/MembersPage';
export { NewsletterPage } from './newsletter/NewsletterPage';
export { AnalyticsPage } from './analytics/AnalyticsPage';
export { ApplicationsPage } from './hiring/ApplicationsPage';
export { LeadsPage } from './leads/LeadsPage';
