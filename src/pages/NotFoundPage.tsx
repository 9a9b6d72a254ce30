import { Link } from 'react-router-dom';
import notFoundArt from '../assets/not-found.svg';
import { PATHS } from '../config/paths';
import { Seo } from '../components/Seo';
import { homeSeo } from '../content/seo/home';
import styles from '../layout/StatusPage.module.css';

export default function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <Seo {...homeSeo['404']} noIndex />
      <img className={styles.art} src={notFoundArt} alt="" width={320} height={240} />
      <h1 id="not-found-title">404 Page</h1>
      <p className={styles.lead}>
        We couldn&apos;t find the page you were looking for. It may have moved, or the address may
        have a typo.
      </p>
      <div className={styles.actions}>
        <Link to={PATHS.home}>Back to the home page</Link>
        <Link to={PATHS.services}>Browse our services</Link>
        <Link to={PATHS.contact}>Contact us</Link>
      </div>
    </section>
  );
}
