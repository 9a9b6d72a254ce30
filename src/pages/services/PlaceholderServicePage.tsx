import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { entryFor } from '../../content/seo/entry';
import { servicesSeo } from '../../content/seo/services';
import {
  csdPage,
  itConsultingPage,
  logoDesignPage,
  placeholderServiceCopy,
  type PlaceholderServicePage as PlaceholderContent,
} from '../../content/services';
import styles from './Services.module.css';

const PAGES: Readonly<Record<PlaceholderServicePath, PlaceholderContent>> = {
  [PATHS.serviceCsd]: csdPage,
  [PATHS.serviceLogoDesign]: logoDesignPage,
  [PATHS.serviceItConsulting]: itConsultingPage,
};

type PlaceholderServicePath =
  typeof PATHS.serviceCsd | typeof PATHS.serviceLogoDesign | typeof PATHS.serviceItConsulting;

/**
 * A service that has a short page for now (the one its route gives): description, what is
 * included, and a way to ask.
 */
export function PlaceholderServicePage({ path }: { path: PlaceholderServicePath }) {
  const page = PAGES[path];
  const { title, description } = entryFor(servicesSeo, page.path, PATHS.services);
  const [lead, ...rest] = page.description;
  return (
    <>
      <Seo title={title} description={description} path={page.path} />
      <PageHeader eyebrow={placeholderServiceCopy.eyebrow} title={page.title} intro={lead} />
      <div className={`container ${styles.body} ${styles.split}`}>
        <div className={styles.prose}>
          {rest.map((paragraph) => (
            <p key={paragraph.slice(0, 32)}>{paragraph}</p>
          ))}
          <p className={styles.comingSoon}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{page.comingSoon}</span>
          </p>
          <p>
            <Link to={PATHS.services}>{placeholderServiceCopy.allServices}</Link>
          </p>
        </div>
        <section className={styles.included} aria-labelledby={`${page.path}-included`}>
          <img src={page.icon.url} alt="" width={page.icon.width} height={page.icon.height} />
          <h2 id={`${page.path}-included`} className={styles.includedTitle}>
            {page.includedHeading}
          </h2>
          <ul className={styles.checks}>
            {page.included.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <CallToAction cta={page.cta} />
    </>
  );
}
