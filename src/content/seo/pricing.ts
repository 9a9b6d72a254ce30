// Titles and descriptions of the pricing area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const pricingSeo = seoEntries({
  [PATHS.servicesPricing]: {
    title: t('Service Pricing'),
    description: `Compare Basic, Standard and Premium plans for each ${company.name} service, with the maintenance and support months and the features included in every tier.`,
  },
  [PATHS.pricing]: {
    title: t('Pricing'),
    description: `Pricing for software, web and mobile app development from ${company.name}: clear ranges for three tiers, from $5,000, with maintenance and support included.`,
  },
});
