// The case studies area as the route table (src/app/routes.tsx) loads it: one module, so that
// webpack builds the area's chunk from one root. Nothing else imports it.

export { CaseStudiesPage } from './CaseStudiesPage';
export { CaseStudyPage } from './CaseStudyPage';
