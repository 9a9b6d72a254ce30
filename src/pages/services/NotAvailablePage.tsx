import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/Button';
import { Seo } from '../../components/Seo';
import { servicesSeo } from '../../content/seo/services';
import { entryFor } from '../../content/seo/entry';
import { notAvailablePages, servicesPage, type NotAvailablePath } from '../../content/services';
import styles from './Services.module.css';

/** /services/itoutsourcing, /mobileappdevelopment, /softwaredevelopment: not offered yet. */
export function NotAvailablePage({ path }: { path: NotAvailablePath }) {
  const page = notAvailablePages[path];
  const icon = servicesPage.cards.find((card) => card.path === page.path);
  const { title, description } = entryFor(servicesSeo, page.path, PATHS.services);
  return (
    <section className={`container ${styles.unavailable}`} aria-labelledby="not-available-title">
      <Seo title={title} description={description} path={page.path} />
      {icon && (
        <img
          className={styles.unavailableIcon}
          src={icon.url}
          alt=""
          width={servicesPage.imageSize.width}
          height={servicesPage.imageSize.height}
        />
      )}
      <p className={styles.unavailableService}>{page.service}</p>
      <h1 id="not-available-title">{page.heading}</h1>
      <p className={styles.unavailableText}>{page.text}</p>
      <div className={styles.unavailableActions}>
        {page.actions.map((action) => (
          <ButtonLink
            key={action.path}
            to={action.path}
            variant={action.path === PATHS.contact ? 'primary' : 'secondary'}
          >
            {action.label}
          </ButtonLink>
        ))}
      </div>
    </section>
  );
}
