import { Link } from '../components/links/Link';
import { PATHS } from '../config/paths';
import { Seo } from '../components/page/Seo';
import { errorPageCopy } from '../content/layout';
import styles from '../styles/status.module.css';

/** Shown for any error a route throws: branded, still saying what went wrong, with a way home. */
export function ErrorPage({ error }: { error: unknown }) {
  const detail = error instanceof Error ? error.message : null;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-title">
      <Seo title={errorPageCopy.title} description={errorPageCopy.description} noIndex />
      <h1 id="error-title">{errorPageCopy.heading}</h1>
      <p className={styles.lead}>{errorPageCopy.text}</p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <Link to={PATHS.home}>{errorPageCopy.home}</Link>
        <a href={PATHS.contact}>{errorPageCopy.report}</a>
      </div>
    </section>
  );
}
