// The back office as the route table (src/app/routes.tsx) loads it: one module, so that webpack
// builds the area's chunk from one root (its frame and the page each route names). Nothing else
// imports it. Members, the audit log, Emails and the content documents are a chunk of their own
// (StaffPage.tsx).

export { StaffLayout } from './StaffLayout';
export { StaffPage } from './StaffPage';
