import { PATHS } from '../../config/paths';
import type { DocumentData, DocumentKey } from '../../api/types';

// Which part of the services and courses documents (contract/documents/: services,
// courses, webDevelopment) each of their pages shows: the pages read their words with it, and the
// structured data names the pages (breadcrumbs) with the same search-engine entries.

type Services = DocumentData<'services'>;
type Courses = DocumentData<'courses'>;

/** The services written up on a short page, by path: their group in the `services` document. */
export const SHORT_SERVICE_PAGES = {
  [PATHS.serviceCsd]: 'csd',
  [PATHS.serviceLogoDesign]: 'logoDesign',
  [PATHS.serviceItConsulting]: 'itConsulting',
} as const satisfies Record<string, keyof Services>;

/** The services not offered yet ('Currently Not Available'), by path: their group. */
export const UNAVAILABLE_SERVICES = {
  [PATHS.serviceSoftwareDevelopment]: 'softwareDevelopment',
  [PATHS.serviceMobileApp]: 'mobileApp',
  [PATHS.serviceItOutsourcing]: 'itOutsourcing',
} as const satisfies Record<string, keyof Services>;

export type ShortServicePath = keyof typeof SHORT_SERVICE_PAGES;
export type UnavailableServicePath = keyof typeof UNAVAILABLE_SERVICES;

/**
 * A course's key, as enrolments name it: the last segment of its page's path, in lower case
 * (server/content/courses.ts does the same).
 */
export const courseKeyOf = (path: string): string =>
  (path.split('/').filter(Boolean).at(-1) ?? '').toLowerCase();

/** A course of the catalogue, by the path of its page. */
export const courseAt = (courses: Courses, path: string) =>
  courses.courses.find((course) => course.path === path);

type SeoEntry = Services['seo'];

/** The search-engine entry of a page of the services or courses area, from its documents. */
export function areaSeoOf(
  path: string,
  documents: Partial<Record<DocumentKey, unknown>> = {},
): SeoEntry | undefined {
  const services = documents.services as Services | undefined;
  const courses = documents.courses as Courses | undefined;
  if (path === PATHS.services) return services?.seo;
  if (path in SHORT_SERVICE_PAGES)
    return services?.[SHORT_SERVICE_PAGES[path as ShortServicePath]].seo;
  if (path in UNAVAILABLE_SERVICES)
    return services?.[UNAVAILABLE_SERVICES[path as UnavailableServicePath]].seo;
  if (path === PATHS.serviceWebDevelopment)
    return (documents.webDevelopment as DocumentData<'webDevelopment'> | undefined)?.seo;
  if (path === PATHS.courses) return courses?.seo;
  return courses && path.startsWith(`${PATHS.courses}/`) ? courseAt(courses, path)?.seo : undefined;
}
