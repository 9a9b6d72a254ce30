import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this area.
export function FaqPage() {
  return <PageHeader title="Frequently Asked Questions" />;
}
export function HelpCentrePage() {
  return <PageHeader title="Help Centre" />;
}
export function PrivacyPolicyPage() {
  return <PageHeader title="Privacy Policy" />;
}
export function TermsPage() {
  return <PageHeader title="Terms of Service" />;
}
