// The support area: FAQ, Help Centre and the two policies, each with the support sub-navigation.

export { FaqPage } from './FaqPage';
export { HelpCentrePage } from './HelpCentrePage';
export { PrivacyPolicyPage, TermsPage } from './PolicyPage';
