import { ButtonLink } from '../../components/forms/Button';
import { Seo } from '../../components/page/Seo';
import {
  UNAVAILABLE_SERVICES,
  type UnavailableServicePath,
} from '../../features/content/servicesCourses';
import { useDocument } from '../../features/content/useDocument';
import { QuoteLink } from './QuoteLink';
import styles from './Services.module.css';

/** /services/itoutsourcing, /mobileappdevelopment, /softwaredevelopment: not offered yet. */
export function NotAvailablePage({ path }: { path: UnavailableServicePath }) {
  const services = useDocument('services');
  if (!services) return null;
  const page = services[UNAVAILABLE_SERVICES[path]];
  const { heading, contact, back } = services.unavailable;
  const icon = services.cards.find((card) => card.path === path)?.icon;
  return (
    <section className={`container ${styles.unavailable}`} aria-labelledby="not-available-title">
      <Seo title={page.seo.title} description={page.seo.description} path={path} />
      {icon && (
        <img
          className={styles.unavailableIcon}
          src={icon.url}
          alt=""
          width={icon.width}
          height={icon.height}
        />
      )}
      <p className={styles.unavailableService}>{page.service}</p>
      <h1 id="not-available-title">{heading}</h1>
      <p className={styles.unavailableText}>{page.text}</p>
      <div className={styles.unavailableActions}>
        <ButtonLink to={contact.path} variant="primary">
          {contact.label}
        </ButtonLink>
        <QuoteLink path={path} />
        <ButtonLink to={back.path} variant="secondary">
          {back.label}
        </ButtonLink>
      </div>
    </section>
  );
}
