import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PATHS } from '../config/paths';
import { Seo } from '../components/Seo';
import styles from './StatusPage.module.css';

/** Shown for any error a route throws: branded, still saying what the router said, with a way home. */
export function ErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="error-title">
      <Seo title="Something went wrong" description="An unexpected error occurred." noIndex />
      <h1 id="error-title">Unexpected Application Error!</h1>
      <p className={styles.lead}>
        Sorry, something went wrong while showing this page. Please try again, or head back to the
        home page.
      </p>
      {detail && <p className={styles.detail}>{detail}</p>}
      <div className={styles.actions}>
        <Link to={PATHS.home}>Go to the home page</Link>
        <a href={PATHS.contact}>Tell us what happened</a>
      </div>
    </section>
  );
}
