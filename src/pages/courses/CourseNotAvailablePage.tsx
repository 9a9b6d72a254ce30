import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/forms/Button';
import { Seo } from '../../components/page/Seo';
import { courseAt } from '../../features/content/servicesCourses';
import { useDocument } from '../../features/content/useDocument';
import styles from './Courses.module.css';

/** /courses/mobile-app-development and /courses/dsa: 'Not available', with ways onward. */
export function CourseNotAvailablePage({
  path,
}: {
  path: typeof PATHS.courseMobileApp | typeof PATHS.courseDsa;
}) {
  const courses = useDocument('courses');
  if (!courses) return null;
  const course = courseAt(courses, path);
  const entry = course?.seo ?? courses.seo;
  const { heading, text, allCourses, contact, suggestion } = courses.notRunning;
  return (
    <>
      <Seo title={entry.title} description={entry.description} path={path} />
      <section className={`container ${styles.unavailable}`} aria-labelledby="course-status">
        {course && (
          <img
            className={styles.unavailableIcon}
            src={course.icon.url}
            alt=""
            width={course.icon.width}
            height={course.icon.height}
          />
        )}
        {course && <p className={styles.eyebrow}>{course.title}</p>}
        <h1 id="course-status">{heading}</h1>
        <p className={styles.unavailableText}>{text}</p>
        <div className={styles.unavailableActions}>
          <ButtonLink to={allCourses.path} variant="secondary" context={allCourses.context}>
            {allCourses.label}
          </ButtonLink>
          <Link to={contact.path} className={styles.courseLink}>
            {contact.label}
          </Link>
        </div>
        <aside className={styles.suggestion} aria-labelledby="course-suggestion">
          <h2 id="course-suggestion">{suggestion.heading}</h2>
          <p>{suggestion.text}</p>
          <ButtonLink to={suggestion.action.path} context={suggestion.action.context}>
            {suggestion.action.label}
          </ButtonLink>
        </aside>
      </section>
    </>
  );
}
