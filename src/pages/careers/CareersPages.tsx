import { Outlet } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/Card';
import { Seo } from '../../components/Seo';
import { careersSeo } from '../../content/seo/careers';
import { PageHeader } from '../../components/PageHeader';
import { Section } from '../../components/Section';
import { SubNav } from '../../components/SubNav';
import {
  benefits,
  careersCopy,
  careersIntro,
  careersNav,
  howToApply,
  internshipsPage,
  jobsPage,
} from '../../content/careers';
import { useCareersListeners } from '../../features/careers/careersEffects';
import { PostList } from './PostList';
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
        <CardGrid minWidth="16rem">
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

/** The careers index and /careers/jobs: the open positions, at the address its route gives. */
export function JobsPage({ path }: { path: typeof PATHS.careers | typeof PATHS.careersJobs }) {
  return (
    <>
      <Seo {...careersSeo[path]} path={path} />
      <PostList type="job" copy={jobsPage} onFailure="retry" />
    </>
  );
}

/** The internships; a failed fetch is logged and reads as an empty list (docs/product.md §8). */
export function InternshipsPage() {
  const path = PATHS.careersInternships;
  useCareersListeners();
  return (
    <>
      <Seo {...careersSeo[path]} path={path} />
      <PostList type="internship" copy={internshipsPage} onFailure="empty" />
    </>
  );
}
