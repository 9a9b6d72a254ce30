// The back office as the route table (src/app/routes.tsx) loads it: one module, so that webpack
// builds the area's chunk from one root (its frame and the pages staff open most: the inbox and
// the collections' editors). Nothing else imports it. The pages staff open less are a chunk of
// their own (admin.ts), loaded when one of them is opened.

export { StaffLayout } from './StaffLayout';
export { CollectionRoute } from './collections/CollectionRoute';
export { NoSuchPage } from './common/NoSuchPage';
export { InboxPage } from './inbox/InboxPage';
