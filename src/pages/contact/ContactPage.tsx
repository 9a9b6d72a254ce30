import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this page.
export default function ContactPage() {
  return <PageHeader title="Contact Us" />;
}
