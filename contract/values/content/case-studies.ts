// The case studies (docs/product.md §10.14): where their pages are, which of the site's services a
// study may name, and how a list of them is filtered and ordered. The studies themselves are the
// `caseStudies` content document (contract/documents/caseStudies/schema.ts), so they have a draft, preview,
// versions and publishing like every page's words. The server (its live pages, the sitemap, the
// feed) and the site (the list, a study's page, the home and service pages) read them with these
// same functions, so both mean one list by one address. Plain values only: the site imports it.

export const CASE_STUDIES_PATH = '/case-studies';
/** The Atom feed of the published studies (server/site/feeds/case-study-feed.ts). */
export const CASE_STUDY_FEED_PATH = '/case-studies/feed.xml';

/** The services a study may name: the site's services with a page of their own (/services/<key>). */
export const CASE_STUDY_SERVICES = ['webdevelopment', 'csd', 'logodesign', 'itconsulting'] as const;
type CaseStudyService = (typeof CASE_STUDY_SERVICES)[number];

const SERVICE_PREFIX = '/services/';

/** A service's page: /services/<key>. */
const servicePath = (service: CaseStudyService) => `${SERVICE_PREFIX}${service}`;

/** The service a path names (/services/csd → csd), if a study may name it. */
export const serviceOf = (path: string): CaseStudyService | undefined =>
  CASE_STUDY_SERVICES.find((service) => servicePath(service) === path);

/** A study's page: /case-studies/<slug>. */
export const caseStudyPath = (slug: string) => `${CASE_STUDIES_PATH}/${slug}`;

/** The filter an address of the list names (?service=csd); anything else: none (every study). */
export function readCaseStudyFilter(params: URLSearchParams): CaseStudyService | null {
  const asked = params.get('service');
  return CASE_STUDY_SERVICES.find((service) => service === asked) ?? null;
}

/** The list's query for a filter, as its links and the server write it: '?service=csd' or ''. */
export const caseStudySearch = (service: CaseStudyService | null): string =>
  service ? `?service=${service}` : '';

/** What the functions below read of a study. */
interface Study {
  slug: string;
  /** Its publish date, YYYY-MM-DD. */
  date: string;
  /** The paths of the services it used (/services/csd). */
  services: readonly string[];
}

/** The newest first (by publish date, then address). */
export const newestFirst = <T extends Study>(studies: readonly T[]): T[] =>
  [...studies].sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

/** The studies that used `service` (every study when null), newest first. */
export const studiesUsing = <T extends Study>(
  studies: readonly T[],
  service: CaseStudyService | null,
): T[] =>
  newestFirst(
    service ? studies.filter((study) => study.services.includes(servicePath(service))) : studies,
  );
