import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this page.
export default function HomePage() {
  return <PageHeader title="Kestrel Software" />;
}
