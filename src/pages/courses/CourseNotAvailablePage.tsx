import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/Button';
import { Seo } from '../../components/Seo';
import { coursesCopy, courseNotAvailable, coursesPage } from '../../content/courses';
import { coursesSeo } from '../../content/seo/courses';
import { entryFor } from '../../content/seo/entry';
import styles from './Courses.module.css';

/** /courses/mobile-app-development and /courses/dsa: 'Not available', with ways onward. */
export function CourseNotAvailablePage({
  path,
}: {
  path: typeof PATHS.courseMobileApp | typeof PATHS.courseDsa;
}) {
  const course = coursesPage.courses.find((c) => c.path === path);
  const entry = entryFor(coursesSeo, path, PATHS.courses);
  const suggestion = coursesCopy.suggestion;
  const [allCourses, ...otherActions] = courseNotAvailable.actions;
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
        <h1 id="course-status">{courseNotAvailable.heading}</h1>
        <p className={styles.unavailableText}>{courseNotAvailable.text}</p>
        <div className={styles.unavailableActions}>
          <ButtonLink to={allCourses.path} variant="secondary">
            {allCourses.label}
          </ButtonLink>
          {otherActions.map((action) => (
            <Link key={action.path} to={action.path} className={styles.courseLink}>
              {action.label}
            </Link>
          ))}
        </div>
        <aside className={styles.suggestion} aria-labelledby="course-suggestion">
          <h2 id="course-suggestion">{suggestion.heading}</h2>
          <p>{suggestion.text}</p>
          <ButtonLink to={suggestion.action.path}>{suggestion.action.label}</ButtonLink>
        </aside>
      </section>
    </>
  );
}
