// The courses area: the catalogue, the web development course and the 'Not available' pages.

export { CoursesPage } from './CoursesPage';
export { WebDevelopmentCoursePage } from './WebDevelopmentCoursePage';
export { CourseNotAvailablePage } from './CourseNotAvailablePage';
