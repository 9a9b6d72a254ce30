import { useParams } from 'react-router-dom';
import { Link } from '../../components/links/Link';
import { caseStudyPath, serviceOf } from '../../../contract/values/content/case-studies';
import type { DocumentData } from '../../api/types';
import { FactList } from '../../components/content/FactList';
import { PageHeader } from '../../components/page/PageHeader';
import { Picture } from '../../components/content/Picture';
import { SubscribeForm } from '../../components/forms/SubscribeForm';
import { SUBSCRIBE_STUDY_HEADING } from '../../../contract/values/forms/subscribe-form';
import { RichText } from '../../components/content/RichText';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { formatPolicyDate } from '../../lib/dates';
import styles from './CaseStudies.module.css';

// One case study (/case-studies/<slug>): its client, sector, date and services, its results in
// numbers, the challenge and the solution, and its images. The server renders it from the
// published `caseStudies` document and answers 404 for a slug it does not hold (a study still
// in the draft included); the app shows the same words when it is reached by a link.

type Page = DocumentData<'caseStudies'>;
type Study = Page['studies'][number];

type Image = Study['images'][number];

/** One of the study's images: the first across the column (and the page's LCP), the others in a grid. */
const StudyImage = ({ image, first = false }: { image: Image; first?: boolean }) => (
  <Picture
    className={styles.image}
    src={image.url}
    alt={image.alt}
    width={image.width}
    height={image.height}
    sizes={first ? '(min-width: 52rem) 48rem, 100vw' : '(min-width: 52rem) 24rem, 100vw'}
    priority={first}
  />
);

function Facts({ study, page }: { study: Study; page: Page }) {
  const copy = page.study;
  return (
    <FactList>
      <div>
        <dt>{copy.clientLabel}</dt>
        <dd>{study.client}</dd>
      </div>
      <div>
        <dt>{copy.sectorLabel}</dt>
        <dd>{study.sector}</dd>
      </div>
      <div>
        <dt>{copy.dateLabel}</dt>
        <dd>
          <time dateTime={study.date}>{formatPolicyDate(study.date)}</time>
        </dd>
      </div>
      <div>
        <dt>{copy.servicesLabel}</dt>
        <dd>
          <ul className={styles.services}>
            {study.services.map((path) => {
              const service = serviceOf(path);
              return (
                <li key={path}>
                  <Link to={path}>{service ? page.serviceNames[service] : path}</Link>
                </li>
              );
            })}
          </ul>
        </dd>
      </div>
    </FactList>
  );
}

function CaseStudy({ study, page }: { study: Study; page: Page }) {
  const copy = page.study;
  const [first, ...others] = study.images;
  return (
    <>
      <Seo title={study.title} description={study.summary} path={caseStudyPath(study.slug)} />
      <PageHeader eyebrow={study.client} title={study.title} intro={study.summary} />
      <article className={`container ${styles.study}`}>
        {first && <StudyImage image={first} first />}
        <Facts study={study} page={page} />
        <section aria-labelledby="study-results">
          <h2 id="study-results">{copy.resultsHeading}</h2>
          <ul className={styles.results}>
            {study.results.map((result) => (
              <li key={result.label}>
                <strong className={styles.value}>{result.value}</strong>
                <span>{result.label}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="study-challenge" className={styles.text}>
          <h2 id="study-challenge">{copy.challengeHeading}</h2>
          <RichText value={study.challenge} />
        </section>
        <section aria-labelledby="study-solution" className={styles.text}>
          <h2 id="study-solution">{copy.solutionHeading}</h2>
          <RichText value={study.solution} />
        </section>
        {others.length > 0 && (
          <div className={styles.gallery}>
            {others.map((image) => (
              <StudyImage key={image.url} image={image} />
            ))}
          </div>
        )}
        <section aria-labelledby="study-subscribe-title" className={styles.text}>
          <h2 id="study-subscribe-title">{SUBSCRIBE_STUDY_HEADING}</h2>
          <SubscribeForm id="study-subscribe" source="case-study" look="page" />
        </section>
        <p>
          <Link to={copy.back.path}>{copy.back.label}</Link>
        </p>
      </article>
    </>
  );
}

export function CaseStudyPage() {
  const { slug = '' } = useParams();
  const page = useDocument('caseStudies');
  if (!page) return null;
  const study = page.studies.find((s) => s.slug === slug);
  if (study) return <CaseStudy study={study} page={page} />;
  return (
    <>
      <Seo title={page.notFound.heading} description={page.notFound.text} noIndex />
      <PageHeader title={page.notFound.heading} intro={page.notFound.text} />
      <div className="container">
        <p className={styles.back}>
          <Link to={page.study.back.path}>{page.study.back.label}</Link>
        </p>
      </div>
    </>
  );
}
