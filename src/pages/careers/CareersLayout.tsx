import { Outlet } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { SubNav } from '../../components/SubNav';
import { benefits, careersCopy, careersIntro, careersNav, howToApply } from '../../content/careers';
import styles from './Careers.module.css';

// The careers area: the layout holds the page's <h1>; the job and internship lists are <h2>
// sections inside it, followed by the benefits and how to apply.

const INDEX_ALIAS = { [PATHS.careers]: PATHS.careersJobs };

export function CareersLayout() {
  const [lead, ...more] = careersIntro.paragraphs;
  return (
    <>
      <SubNav label={careersCopy.navLabel} items={careersNav} aliases={INDEX_ALIAS} />
      <PageHeader eyebrow={careersCopy.eyebrow} title={careersIntro.heading} intro={lead}>
        {more.map((paragraph) => (
          <p key={paragraph.slice(0, 24)} className={styles.headerText}>
            {paragraph}
          </p>
        ))}
      </PageHeader>
      <Outlet />
      <Section title={benefits.heading} alt>
        <CardGrid minWidth={16}>
          {benefits.items.map((item) => (
            <li key={item.title}>
              <Card title={item.title}>
                <p>{item.text}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={howToApply.heading}>
        <ol className={styles.steps}>
          {howToApply.steps.map((step) => (
            <li key={step.slice(0, 24)}>{step}</li>
          ))}
        </ol>
        <a className={styles.primaryAction} href={`mailto:${howToApply.email}`}>
          {careersCopy.emailLabel}
        </a>
        <p className={styles.note}>{howToApply.note}</p>
      </Section>
    </>
  );
}
