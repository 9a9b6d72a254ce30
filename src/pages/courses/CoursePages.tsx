import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this area.
export function CoursesPage() {
  return <PageHeader title="Courses" />;
}
export function WebDevelopmentCoursePage() {
  return <PageHeader title="Web Development Course" />;
}
export function CourseNotAvailablePage() {
  return <PageHeader title="Not available" />;
}
