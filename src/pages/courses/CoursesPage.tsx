import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { coursesSeo } from '../../content/seo/courses';
import { coursesCopy, coursesPage, type CourseSummary } from '../../content/courses';
import styles from './Courses.module.css';

function CourseCard({ course }: { course: CourseSummary }) {
  const labels = coursesCopy.factLabels;
  return (
    <Card
      title={course.title}
      image={{ ...course.icon, alt: '', variant: 'icon' }}
      action={
        <Link to={course.path} className={styles.courseLink}>
          {course.linkLabel}
          <span className="visually-hidden"> ({course.title})</span>
        </Link>
      }
    >
      <p className={course.available ? styles.badgeOpen : styles.badgeClosed}>
        {course.available ? coursesPage.availableLabel : coursesPage.unavailableLabel}
      </p>
      <p>{course.summary}</p>
      <dl className={styles.meta}>
        <div>
          <dt>{labels.duration}</dt>
          <dd>{course.duration}</dd>
        </div>
        <div>
          <dt>{labels.level}</dt>
          <dd>{course.level}</dd>
        </div>
      </dl>
    </Card>
  );
}

/** The catalogue: every course is linked, the unavailable ones marked 'Not available'. */
export function CoursesPage() {
  const cta = coursesCopy.catalogueCta;
  return (
    <>
      <Seo {...coursesSeo[PATHS.courses]} path={PATHS.courses} />
      <PageHeader
        eyebrow={coursesCopy.catalogueEyebrow}
        title={coursesPage.heading}
        intro={coursesPage.intro}
      />
      <section
        className={`container ${styles.body} ${styles.beforeCta}`}
        aria-label={coursesPage.heading}
      >
        <CardGrid minWidth={17}>
          {coursesPage.courses.map((course) => (
            <li key={course.id}>
              <CourseCard course={course} />
            </li>
          ))}
        </CardGrid>
      </section>
      <CallToAction cta={cta} />
    </>
  );
}
