import { Link } from '../../components/links/Link';
import { CallToAction } from '../../components/page/CallToAction';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { SHORT_SERVICE_PAGES, type ShortServicePath } from '../../features/content/servicesCourses';
import { useDocument } from '../../features/content/useDocument';
import { useFill } from '../../features/content/useFill';
import { QuoteLink } from './QuoteLink';
import { ServiceCaseStudies } from './ServiceCaseStudies';
import styles from './Services.module.css';

/**
 * A service that has a short page for now (the one its route gives): description, what is
 * included, and a way to ask.
 */
export function PlaceholderServicePage({ path }: { path: ShortServicePath }) {
  const services = useDocument('services');
  const fill = useFill();
  if (!services) return null;
  const page = services[SHORT_SERVICE_PAGES[path]];
  const shared = services.shortPages;
  const { contact } = shared;
  const [lead, ...rest] = page.description;
  // The sentence names the company's sales email and telephone: its facts, as published.
  const text = fill(contact.text);
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={path} />
      <PageHeader eyebrow={shared.eyebrow} title={page.title} intro={lead} />
      <div className={`container ${styles.body} ${styles.split}`}>
        <div className={styles.prose}>
          {rest.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
          <p className={styles.comingSoon}>
            <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M12 7v5l3 2" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
            <span>{shared.comingSoon}</span>
          </p>
          <p>
            <QuoteLink path={path} />
          </p>
          <p>
            <Link to={shared.allServices.path}>{shared.allServices.label}</Link>
          </p>
        </div>
        <section className={styles.included} aria-labelledby={`${path}-included`}>
          <img src={page.icon.url} alt="" width={page.icon.width} height={page.icon.height} />
          <h2 id={`${path}-included`} className={styles.includedTitle}>
            {shared.includedHeading}
          </h2>
          <ul className={styles.checks}>
            {page.included.map((item, i) => (
              <li key={i}>{item}</li>
            ))}
          </ul>
        </section>
      </div>
      <ServiceCaseStudies path={path} />
      <CallToAction cta={{ heading: page.ctaHeading, text, action: contact.action }} />
    </>
  );
}
