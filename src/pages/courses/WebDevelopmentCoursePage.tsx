import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/page/CallToAction';
import { Card, CardGrid } from '../../components/content/Card';
import { PageHeader } from '../../components/page/PageHeader';
import { Section } from '../../components/page/Section';
import { Seo } from '../../components/page/Seo';
import type { DocumentData } from '../../api/types';
import { courseAt } from '../../features/content/servicesCourses';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { formatPrice } from '../../../contract/values/money';
import { EnrolPanel } from './EnrolPanel';
import styles from './Courses.module.css';

type Courses = DocumentData<'courses'>;

function CourseFacts({ courses }: { courses: Courses }) {
  const labels = courses.factLabels;
  const { facts } = courses.webDevelopment;
  const rows = [
    [labels.duration, facts.duration],
    [labels.format, facts.format],
    [labels.level, facts.level],
    [labels.startDates, facts.startDates],
  ] as const;
  return (
    <div className={styles.factsPanel}>
      <dl className={styles.facts}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.price}>
        <p className={styles.priceLabel}>{labels.price}</p>
        <p className={styles.priceValue}>{formatPrice(facts.price)}</p>
        <p className={styles.priceNote}>{facts.priceNote}</p>
        <EnrolPanel
          path={PATHS.courseWebDevelopment}
          title={courses.webDevelopment.title}
          price={formatPrice(facts.price)}
        />
      </div>
    </div>
  );
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checklist}>
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}

export function WebDevelopmentCoursePage() {
  const courses = useDocument('courses');
  const fill = useFill();
  if (!courses) return null;
  const course = courses.webDevelopment;
  const entry = courseAt(courses, PATHS.courseWebDevelopment)?.seo ?? courses.seo;
  return (
    <>
      <Seo title={entry.title} description={entry.description} path={PATHS.courseWebDevelopment} />
      <PageHeader eyebrow={course.eyebrow} title={course.title} intro={course.summary}>
        <CourseFacts courses={courses} />
      </PageHeader>
      <div className={`container ${styles.columns}`}>
        <section aria-labelledby="course-outcomes">
          <h2 id="course-outcomes">{course.outcomes.heading}</h2>
          <Checklist items={course.outcomes.items} />
        </section>
        <section aria-labelledby="course-prerequisites">
          <h2 id="course-prerequisites">{course.prerequisites.heading}</h2>
          <Checklist items={course.prerequisites.items} />
        </section>
      </div>
      <Section title={course.syllabus.heading} intro={course.syllabus.intro} alt>
        <ol className={styles.syllabus}>
          {course.syllabus.modules.map((module, i) => (
            <li key={i} className={styles.module}>
              <p className={styles.week}>{`${course.syllabus.weekLabel} ${i + 1}`}</p>
              <h3 className={styles.moduleTitle}>{module.title}</h3>
              <ul>
                {module.topics.map((topic) => (
                  <li key={topic}>{topic}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={course.tutors.heading}>
        <CardGrid minWidth={18}>
          {course.tutors.items.map((tutor) => (
            <li key={tutor.title}>
              <Card title={tutor.title}>
                <p>{tutor.text}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={course.faqs.heading} alt>
        <dl className={styles.faq}>
          {course.faqs.items.map((item) => (
            <div key={item.id} id={item.id}>
              <dt>{item.question}</dt>
              <dd>{fill(item.answer)}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CallToAction cta={course.cta} />
    </>
  );
}
