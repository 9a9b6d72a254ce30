import { Outlet } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { Card, CardGrid } from '../../components/content/Card';
import { PageHeader } from '../../components/page/PageHeader';
import { Section } from '../../components/page/Section';
import { SubNav } from '../../components/page/SubNav';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { mailtoHref } from '../../lib/mailto';
import styles from './Careers.module.css';

// The careers area: the layout holds the page's <h1>; the job and internship lists are <h2>
// sections inside it, followed by the benefits and how to apply. The words are the `careers`
// document's (contract/documents/careers/schema.ts).

const INDEX_ALIAS = { [PATHS.careers]: PATHS.careersJobs };

export function CareersLayout() {
  const careers = useDocument('careers');
  const fill = useFill();
  if (!careers) return null;
  const [lead = '', ...more] = careers.paragraphs;
  const { benefits, howToApply } = careers;
  return (
    <>
      <SubNav label={careers.navLabel} items={careers.nav} aliases={INDEX_ALIAS} />
      <PageHeader eyebrow={fill(careers.eyebrow)} title={fill(careers.heading)} intro={fill(lead)}>
        {more.map((paragraph, index) => (
          <p key={index} className={styles.headerText}>
            {fill(paragraph)}
          </p>
        ))}
      </PageHeader>
      <Outlet />
      <Section title={benefits.heading} alt>
        <CardGrid minWidth={16}>
          {benefits.items.map((item, index) => (
            <li key={index}>
              <Card title={item.title}>
                <p>{fill(item.text)}</p>
              </Card>
            </li>
          ))}
        </CardGrid>
      </Section>
      <Section title={howToApply.heading}>
        <ol className={styles.steps}>
          {howToApply.steps.map((step, index) => (
            <li key={index}>{fill(step, { email: howToApply.email })}</li>
          ))}
        </ol>
        <a className={styles.primaryAction} href={mailtoHref(howToApply.email)}>
          {howToApply.emailButton}
        </a>
        <p className={styles.note}>{fill(howToApply.note)}</p>
      </Section>
    </>
  );
}
