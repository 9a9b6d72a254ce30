import { Link } from 'react-router-dom';
import notFoundArt from '../../assets/not-found.svg';
import { Seo } from '../../components/Seo';
import { notFoundCopy, notFoundSeo } from '../../content/notFound';
import styles from '../../styles/status.module.css';

export default function NotFoundPage() {
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <Seo {...notFoundSeo} noIndex />
      <img className={styles.art} src={notFoundArt} alt="" width={320} height={240} />
      <h1 id="not-found-title">{notFoundCopy.heading}</h1>
      <p className={styles.lead}>{notFoundCopy.text}</p>
      <div className={styles.actions}>
        {notFoundCopy.links.map((link) => (
          <Link key={link.to} to={link.to}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
