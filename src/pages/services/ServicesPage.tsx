import { Link } from 'react-router-dom';
import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/CallToAction';
import { Card, CardGrid } from '../../components/Card';
import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';
import { servicesSeo } from '../../content/seo/services';
import { servicesCta, servicesPage } from '../../content/services';
import styles from './Services.module.css';

/** /services: the four service cards, a way to pricing and a contact call to action. */
export function ServicesPage() {
  const { title, description } = servicesSeo[PATHS.services];
  const { pricingLink } = servicesPage;
  return (
    <>
      <Seo title={title} description={description} path={PATHS.services} />
      <PageHeader
        eyebrow={servicesPage.eyebrow}
        title={servicesPage.heading}
        intro={servicesPage.intro}
      />
      <section className={styles.body} aria-label={servicesPage.listLabel}>
        <div className="container">
          <CardGrid minWidth={15}>
            {servicesPage.cards.map((card) => (
              <li key={card.title}>
                <Card
                  title={card.title}
                  level={2}
                  image={{
                    url: card.url,
                    alt: card.alt,
                    variant: 'icon',
                    ...servicesPage.imageSize,
                  }}
                  action={
                    <Link className={styles.more} to={card.path}>
                      {servicesPage.linkLabel}
                      <span aria-hidden="true">→</span>
                    </Link>
                  }
                >
                  <p>{card.content}</p>
                </Card>
              </li>
            ))}
          </CardGrid>
          <p className={styles.pricingNote}>
            {pricingLink.text} <Link to={pricingLink.path}>{pricingLink.label}</Link>
          </p>
        </div>
      </section>
      <CallToAction cta={servicesCta} />
    </>
  );
}
