import { PageHeader } from '../../components/PageHeader';
import { Seo } from '../../components/Seo';

// The full profile (server data, edit panel) is the shop/profile/contact issue's.
export function ProfilePage() {
  return (
    <>
      <Seo title="Your profile" description="Your Kestrel Software profile." noIndex />
      <PageHeader title="Your Profile" />
    </>
  );
}
