import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import type { DocumentData } from '../../api/types';
import { CallToAction } from '../../components/page/CallToAction';
import { Card, CardGrid } from '../../components/content/Card';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import styles from './Courses.module.css';

type Courses = DocumentData<'courses'>;

function CourseCard({ course, page }: { course: Courses['courses'][number]; page: Courses }) {
  const labels = page.factLabels;
  return (
    <Card
      title={course.title}
      image={{ ...course.icon, alt: '', variant: 'icon' }}
      action={
        <Link to={course.path} className={styles.courseLink}>
          {page.linkLabel}
          <span className="visually-hidden"> ({course.title})</span>
        </Link>
      }
    >
      <p className={course.available ? styles.badgeOpen : styles.badgeClosed}>
        {course.available ? page.availableLabel : page.unavailableLabel}
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
  const page = useDocument('courses');
  if (!page) return null;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATHS.courses} />
      <PageHeader eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <section className={`container ${styles.body} ${styles.beforeCta}`} aria-label={page.heading}>
        <CardGrid minWidth={17}>
          {page.courses.map((course) => (
            <li key={course.path}>
              <CourseCard course={course} page={page} />
            </li>
          ))}
        </CardGrid>
      </section>
      <CallToAction cta={page.cta} />
    </>
  );
}
