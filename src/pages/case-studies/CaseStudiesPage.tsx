import { useSearchParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import {
  CASE_STUDIES_PATH,
  CASE_STUDY_SERVICES,
  caseStudySearch,
  readCaseStudyFilter,
  studiesUsing,
} from '../../../contract/values/content/case-studies';
import { CaseStudyCards } from '../../components/content/CaseStudyCards';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { caseStudyCards } from '../../features/content/caseStudies';
import { useDocument } from '../../features/content/useDocument';
import styles from './CaseStudies.module.css';

// The case studies (/case-studies), newest first, filtered by the service its address names
// (?service=csd): the filter is links, so that it works before the app runs and search engines
// follow it. The server renders each filter's page (server/site/live-routes.ts). The words and the
// studies are the `caseStudies` document's (contract/documents/caseStudies/schema.ts).

export function CaseStudiesPage() {
  const [params] = useSearchParams();
  const page = useDocument('caseStudies');
  if (!page) return null;
  const service = readCaseStudyFilter(params);
  const studies = studiesUsing(page.studies, service);
  const title = service ? `${page.seo.title}: ${page.serviceNames[service]}` : page.seo.title;
  const choices = [null, ...CASE_STUDY_SERVICES];
  return (
    <>
      <Seo
        title={title}
        description={page.seo.description}
        path={`${CASE_STUDIES_PATH}${caseStudySearch(service)}`}
      />
      <PageHeader eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <div className={`container ${styles.list}`}>
        <nav aria-labelledby="case-study-filter" className={styles.filter}>
          <p id="case-study-filter" className={styles.filterLabel}>
            {page.filterLabel}
          </p>
          <ul>
            {choices.map((choice) => (
              <li key={choice ?? 'all'}>
                <Link
                  to={`${CASE_STUDIES_PATH}${caseStudySearch(choice)}`}
                  aria-current={choice === service ? 'page' : undefined}
                >
                  {choice ? page.serviceNames[choice] : page.allServices}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {studies.length > 0 ? (
          <CaseStudyCards studies={caseStudyCards(studies)} readMore={page.readMore} level={2} />
        ) : (
          <p className={styles.empty}>{page.empty}</p>
        )}
      </div>
    </>
  );
}
