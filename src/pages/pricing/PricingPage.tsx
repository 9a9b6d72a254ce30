import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this page.
export default function PricingPage() {
  return <PageHeader title="Pricing" />;
}
