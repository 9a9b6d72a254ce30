// Titles and descriptions of the support area's pages (see ./entry.ts).

import { PATHS } from '../../config/paths';
import { company } from '../../../contract/company';
import { seoEntries, pageTitle as t } from './entry';

export const supportSeo = seoEntries({
  [PATHS.faq]: {
    title: t('FAQ'),
    description: `Answers to common questions about ${company.name}: our services, project costs and timescales, code ownership, payments, support and your account data.`,
  },
  [PATHS.helpCentre]: {
    title: t('Help Centre'),
    description: `${company.name} Help Centre: guides to your account, working with us, the shop and our courses, and the quickest ways to reach our support team.`,
  },
  [PATHS.privacy]: {
    title: t('Privacy Policy'),
    description: `How ${company.name} collects, uses and protects your personal data under UK GDPR: what we keep, why, for how long, the cookies we use and your rights.`,
  },
  [PATHS.terms]: {
    title: t('Terms of Service'),
    description: `The terms that apply when you use the ${company.name} website, including your account, acceptable use, intellectual property, the shop, courses and liability.`,
  },
});
