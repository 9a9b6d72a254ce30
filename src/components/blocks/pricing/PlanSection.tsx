import { Link } from '../../links/Link';
import type { DocumentData } from '../../../api/types';
import { TierCard } from './TierCard';
import styles from './PlanSection.module.css';

type Pricing = DocumentData<'pricing'>;
type PricingPlan = Pricing['plans'][number];

/** One plan of the pricing document: its service, its summary and its tiers side by side. */
export function PlanSection({
  plan,
  alt,
  labels,
}: {
  plan: PricingPlan;
  alt: boolean;
  labels: Pricing['labels'];
}) {
  const titleId = `${plan.id}-title`;
  return (
    <section
      id={plan.id}
      className={`${styles.plan} ${alt ? styles.planAlt : ''}`}
      aria-labelledby={titleId}
    >
      <div className="container">
        <div className={styles.planHead}>
          <h2 id={titleId}>{plan.service}</h2>
          <p>
            {plan.summary}
            {plan.servicePath && (
              <>
                {' '}
                <Link to={plan.servicePath}>{labels.serviceLink}</Link>
              </>
            )}
          </p>
        </div>
        <ul className={styles.tiers}>
          {plan.tiers.map((tier) => (
            <li key={tier.id}>
              <TierCard tier={tier} planId={plan.id} labels={labels} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
