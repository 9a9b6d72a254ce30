import type { BlockOf } from '../../../contract/blocks';
import { useDocument } from '../../features/content/useDocument';
import { PlanSection } from './pricing/PlanSection';

/** The pricing page's plans, each with its tiers: all, or the one the block names. */
export function PricingBlockView({ block }: { block: BlockOf<'pricing'> }) {
  const pricing = useDocument('pricing');
  if (!pricing) return null;
  const plans = pricing.plans.filter((plan) => !block.plan || plan.id === block.plan);
  return (
    <div id={block.id}>
      {plans.map((plan, i) => (
        <PlanSection key={plan.id} plan={plan} alt={i % 2 === 1} labels={pricing.labels} />
      ))}
    </div>
  );
}
