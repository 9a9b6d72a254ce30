import { PATHS } from '../../config/paths';
import { ButtonLink } from '../../components/Button';
import {
  formatMaintenance,
  formatPageLimit,
  pricingPage,
  type PricingTier,
} from '../../content/pricing';
import { formatPriceRange } from '../../lib/money';
import styles from './PricingPage.module.css';

export interface TierCardProps {
  tier: PricingTier;
  /** Unique per card: ids for the labels. */
  idPrefix: string;
}

/** One tier of one service: price, who it suits, the key limits and what is included. */
export function TierCard({ tier, idPrefix }: TierCardProps) {
  const titleId = `${idPrefix}-${tier.id}`;
  const facts = [
    {
      label: pricingPage.maintenanceLabel,
      value: pricingPage.maintenanceValue(tier.maintenanceMonths),
      feature: formatMaintenance(tier.maintenanceMonths),
    },
    ...(tier.pageLimit === undefined
      ? []
      : [
          {
            label: pricingPage.pagesLabel,
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
        {tier.recommended && <span className={styles.badge}>{pricingPage.recommendedLabel}</span>}
      </div>
      <p className={styles.price}>{formatPriceRange(tier.price)}</p>
      <p className={styles.bestFor}>
        <span className={styles.bestForLabel}>{pricingPage.bestForLabel}: </span>
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
      <h4 className={styles.featuresTitle}>{pricingPage.featuresLabel}</h4>
      <ul className={styles.features}>
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <ButtonLink
        to={PATHS.contact}
        variant={tier.recommended ? 'primary' : 'secondary'}
        block
        className={styles.quote}
        aria-describedby={titleId}
      >
        {pricingPage.quoteLabel}
      </ButtonLink>
    </article>
  );
}
