// Titles and descriptions of the contact area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const contactSeo = seoEntries({
  [PATHS.contact]: {
    title: t('Contact'),
    description: `Contact ${company.name} in ${company.address.city}: send us a message, email or call the team, or visit our office. We reply to every enquiry within one working day.`,
  },
});
