import { Outlet } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';

// Placeholder: the pages issue fills this area.
export function CareersLayout() {
  return (
    <>
      <PageHeader title="Careers" />
      <Outlet />
    </>
  );
}
export function JobsPage() {
  return <PageHeader title="Open Positions" />;
}
export function InternshipsPage() {
  return <PageHeader title="Internships" />;
}
