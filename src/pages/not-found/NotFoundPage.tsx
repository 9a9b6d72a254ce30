import { Link } from '../../components/links/Link';
import notFoundArt from '../../assets/not-found.svg';
import { Seo } from '../../components/page/Seo';
import { useFill } from '../../features/content/useFill';
import { useDocument } from '../../features/content/useDocument';
import styles from '../../styles/status.module.css';

/** The not-found page (404), or with `gone` the page of an address removed for good (410). */
export default function NotFoundPage({ gone = false }: { gone?: boolean }) {
  const page = useDocument(gone ? 'gone' : 'notFound');
  const fill = useFill();
  if (!page) return null;
  return (
    <section className={`container ${styles.page}`} aria-labelledby="not-found-title">
      <Seo title={page.seo.title} description={fill(page.seo.description)} noIndex />
      <img className={styles.art} src={notFoundArt} alt="" width={320} height={240} />
      <h1 id="not-found-title">{page.heading}</h1>
      <p className={styles.lead}>{page.text}</p>
      <div className={styles.actions}>
        {page.links.map((link) => (
          <Link key={link.path} to={link.path}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
