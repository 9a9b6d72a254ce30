import { ButtonLink } from '../../components/forms/Button';
import { quotePath } from '../../config/paths';
import { useDocument } from '../../features/content/useDocument';

/**
 * A service page's "Get a quote": the wizard, starting from this service when a plan of the
 * pricing page names the page (`servicePath`); the link's words are the pricing page's.
 */
export function QuoteLink({ path, className }: { path: string; className?: string }) {
  const pricing = useDocument('pricing');
  if (!pricing) return null;
  const plan = pricing.plans.find((candidate) => candidate.servicePath === path);
  return (
    <ButtonLink to={quotePath(plan?.id)} variant="secondary" className={className}>
      {pricing.labels.quote}
    </ButtonLink>
  );
}
