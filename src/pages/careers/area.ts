// The careers area as the route table (src/app/routes.tsx) loads it: one module, so that webpack
// builds the area's chunk from one root and joins its modules into one scope (smaller and quicker
// to start than each page file loaded on its own). Nothing else imports it. A posting's page
// (PostingPage.tsx, with its apply form) is a chunk of its own: the lists never need it.

export { CareersLayout } from './CareersLayout';
export { InternshipsPage } from './InternshipsPage';
export { JobsPage } from './JobsPage';
