import { Link } from '../../components/links/Link';
import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/page/CallToAction';
import { Card, CardGrid } from '../../components/content/Card';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import styles from './Services.module.css';

/** /services: the four service cards, a way to pricing and a contact call to action. */
export function ServicesPage() {
  const page = useDocument('services');
  if (!page) return null;
  const { pricing } = page;
  return (
    <>
      <Seo title={page.seo.title} description={page.seo.description} path={PATHS.services} />
      <PageHeader eyebrow={page.eyebrow} title={page.heading} intro={page.intro} />
      <section className={styles.body} aria-label={page.listLabel}>
        <div className="container">
          <CardGrid minWidth={15}>
            {page.cards.map((card) => (
              <li key={card.title}>
                <Card
                  title={card.title}
                  level={2}
                  image={{ ...card.icon, variant: 'icon' }}
                  action={
                    <Link className={styles.more} to={card.path}>
                      {page.linkLabel}
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
            {pricing.text} <Link to={pricing.link.path}>{pricing.link.label}</Link>
          </p>
        </div>
      </section>
      <CallToAction cta={page.cta} />
    </>
  );
}
