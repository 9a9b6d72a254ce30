// The newsletter's screens under one route of the table (/staff/newsletter/:key), so that a
// screen more adds nothing to every page's start-up code: Subscribers and Campaigns. Any other
// screen is no page (as the back office's catch-all says, with its words: importing its
// component here would move it out of the staff chunk, which every back-office page loads).

import { useParams } from 'react-router-dom';
import { staffCopy } from '../../content/staff';
import { CampaignsPage } from './CampaignsPage';
import { SubscribersPage } from './SubscribersPage';

export function NewsletterPage() {
  const { key } = useParams();
  if (key === 'subscribers') return <SubscribersPage />;
  if (key === 'campaigns') return <CampaignsPage />;
  return <h2>{staffCopy.noSuchPage}</h2>;
}
