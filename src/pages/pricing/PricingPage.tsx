import { PATHS } from '../../config/paths';
import { CallToAction } from '../../components/page/CallToAction';
import { PageHeader } from '../../components/page/PageHeader';
import { Seo } from '../../components/page/Seo';
import { useDocument } from '../../features/content/useDocument';
import { PlanSection } from '../../components/blocks/pricing/PlanSection';
import styles from './PricingPage.module.css';

/**
 * /pricing and /services/pricing: one page, one canonical address (/pricing); each address has
 * its own title and description.
 */
export default function PricingPage({
  path,
}: {
  path: typeof PATHS.pricing | typeof PATHS.servicesPricing;
}) {
  const pricingPage = useDocument('pricing');
  if (!pricingPage) return null;
  const entry = path === PATHS.pricing ? pricingPage.seo : pricingPage.servicesSeo;
  return (
    <>
      <Seo title={entry.title} description={entry.description} path={PATHS.pricing} />
      <PageHeader
        eyebrow={pricingPage.eyebrow}
        title={pricingPage.heading}
        intro={pricingPage.intro}
      >
        <nav className={styles.jump} aria-label={pricingPage.jumpLabel}>
          <ul>
            {pricingPage.plans.map((plan) => (
              <li key={plan.id}>
                <a href={`#${plan.id}`}>{plan.service}</a>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      {pricingPage.plans.map((plan, i) => (
        <PlanSection key={plan.id} plan={plan} alt={i % 2 === 1} labels={pricingPage.labels} />
      ))}
      <section className={styles.notes} aria-labelledby="pricing-notes-title">
        <div className="container">
          <div className={styles.notesBox}>
            <h2 id="pricing-notes-title">{pricingPage.notesHeading}</h2>
            <ul>
              {pricingPage.notes.map((note, i) => (
                <li key={i}>{note}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <CallToAction cta={pricingPage.cta} />
    </>
  );
}
