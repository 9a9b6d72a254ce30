import { withCount } from '../../../../contract/values/plural';
import { quotePath } from '../../../config/paths';
import { ButtonLink } from '../../forms/Button';
import type { DocumentData } from '../../../api/types';
import { formatPriceRange } from '../../../../contract/values/money';
import styles from './PlanSection.module.css';

type Pricing = DocumentData<'pricing'>;
type PricingTier = Pricing['plans'][number]['tiers'][number];

/** '3 months', '1 month'. */
const formatMonths = (months: number): string => withCount(months, 'month', 'months');

/** 'Includes 3 months of maintenance and support'. */
const formatMaintenance = (months: number): string =>
  `${formatMonths(months)} of maintenance and support`;

/** 'Up to 3 pages', or 'Unlimited pages'. */
const formatPageLimit = (limit: string): string =>
  limit === 'unlimited'
    ? 'Unlimited pages'
    : `Up to ${withCount(Number(limit), 'page', 'pages', limit)}`;

export interface TierCardProps {
  tier: PricingTier;
  labels: Pricing['labels'];
  /** The plan's id: unique per card with the tier's (ids for the labels), and the quote's service. */
  planId: string;
}

/** One tier of one service: price, who it suits, the key limits and what is included. */
export function TierCard({ tier, planId, labels }: TierCardProps) {
  const titleId = `${planId}-${tier.id}`;
  const facts = [
    {
      label: labels.maintenance,
      value: formatMonths(tier.maintenanceMonths),
      feature: formatMaintenance(tier.maintenanceMonths),
    },
    ...(tier.pageLimit === ''
      ? []
      : [
          {
            label: labels.pages,
            value: formatPageLimit(tier.pageLimit),
            feature: formatPageLimit(tier.pageLimit),
          },
        ]),
  ];
  // The key facts are listed once, above the features, so the tiers line up for comparison.
  const features = tier.features.filter((f) => !facts.some((fact) => fact.feature === f));
  return (
    <article
      className={`${styles.tier} ${tier.recommended ? styles.recommended : ''}`}
      aria-labelledby={titleId}
      data-tier={tier.id}
    >
      <div className={styles.tierHead}>
        <h3 id={titleId} className={styles.tierName}>
          {tier.name}
        </h3>
        {tier.recommended && <span className={styles.badge}>{labels.recommended}</span>}
      </div>
      <p className={styles.price}>{formatPriceRange(tier.price)}</p>
      <p className={styles.bestFor}>
        <span className={styles.bestForLabel}>{labels.bestFor}: </span>
        {tier.bestFor}
      </p>
      <dl className={styles.tierFacts}>
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h4 className={styles.featuresTitle}>{labels.features}</h4>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <ButtonLink
        to={quotePath(planId, tier.id)}
        variant={tier.recommended ? 'primary' : 'secondary'}
        block
        className={styles.quote}
        aria-describedby={titleId}
      >
        {labels.quote}
      </ButtonLink>
    </article>
  );
}
