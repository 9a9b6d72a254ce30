import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this area.
export function ProductsPage() {
  return <PageHeader title="Products" />;
}
export function CartPage() {
  return <PageHeader title="Your Cart" />;
}
