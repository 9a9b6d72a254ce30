import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this area.
export function ServicesPage() {
  return <PageHeader title="Our Services" />;
}
export function CsdPage() {
  return <PageHeader title="Custom Software Development" />;
}
export function LogoDesignPage() {
  return <PageHeader title="Logo Design" />;
}
export function ItConsultingPage() {
  return <PageHeader title="IT Consulting" />;
}
export function WebDevelopmentPage() {
  return <PageHeader title="Web Development" />;
}
export function NotAvailablePage() {
  return <PageHeader title="Currently Not Available" />;
}
