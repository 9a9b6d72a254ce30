// The courses area as the route table (src/app/routes.tsx) loads it: one module, so that webpack
// builds the area's chunk from one root and joins its modules into one scope (smaller and quicker
// to start than each page file loaded on its own). Nothing else imports it.

export { CourseNotAvailablePage } from './CourseNotAvailablePage';
export { CoursesPage } from './CoursesPage';
export { WebDevelopmentCoursePage } from './WebDevelopmentCoursePage';
