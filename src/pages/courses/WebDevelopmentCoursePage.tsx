import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { Seo } from '../../components/Seo';
import { coursesSeo } from '../../content/seo/courses';
import { coursesCopy } from '../../content/courses';
import { webDevelopmentCourse as course } from '../../content/webDevelopmentCourse';
import styles from './Courses.module.css';

function CourseFacts() {
  const labels = coursesCopy.factLabels;
  const facts = course.facts;
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
        <p className={styles.priceValue}>{facts.priceLabel}</p>
        <p className={styles.priceNote}>{facts.priceNote}</p>
        <ButtonLink to={coursesCopy.enrolAction.path} block>
          {coursesCopy.enrolAction.label}
        </ButtonLink>
      </div>
    </div>
  );
}

function Checklist({ items }: { items: readonly string[] }) {
  return (
    <ul className={styles.checklist}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export function WebDevelopmentCoursePage() {
  const cta = course.cta;
  return (
    <>
      <Seo {...coursesSeo[PATHS.courseWebDevelopment]} path={PATHS.courseWebDevelopment} />
      <PageHeader eyebrow={coursesCopy.courseEyebrow} title={course.title} intro={course.summary}>
        <CourseFacts />
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
      <Section title={course.syllabus.heading} intro={coursesCopy.syllabusIntro} alt>
        <ol className={styles.syllabus}>
          {course.syllabus.modules.map((module) => (
            <li key={module.week} className={styles.module}>
              <p className={styles.week}>{coursesCopy.weekLabel(module.week)}</p>
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
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <CallToAction cta={cta} />
    </>
  );
}
