// The back office's paths: apart from paths.ts, so that every other page's code carries none of them.

/**
 * The staff back office: pages made in the browser only (never prerendered, never in the sitemap,
 * noindex). The build writes an empty app shell for each, with its title and noindex
 * (scripts/prerender.mjs), so the server answers them as pages.
 */
export const STAFF_PATHS = {
  inbox: '/staff',
  leads: '/staff/leads',
  applications: '/staff/applications',
  members: '/staff/members',
  enrolments: '/staff/enrolments',
  audit: '/staff/audit',
  emails: '/staff/emails',
  content: '/staff/content',
  pages: '/staff/pages',
  insights: '/staff/insights',
  media: '/staff/media',
  redirects: '/staff/redirects',
  analytics: '/staff/analytics',
  subscribers: '/staff/newsletter/subscribers',
  campaigns: '/staff/newsletter/campaigns',
} as const;

/**
 * The back office's administration: admins only (docs/security.md, roles). Every other page (the
 * content's) is open to editors too.
 */
export const ADMIN_PATHS: readonly string[] = [
  STAFF_PATHS.inbox,
  STAFF_PATHS.leads,
  STAFF_PATHS.applications,
  STAFF_PATHS.members,
  STAFF_PATHS.enrolments,
  STAFF_PATHS.audit,
  STAFF_PATHS.emails,
  STAFF_PATHS.analytics,
  STAFF_PATHS.subscribers,
  STAFF_PATHS.campaigns,
];

/** The editor of a content document (contract/documents/index.ts). */
export const documentPath = (key: string): string => `${STAFF_PATHS.content}/${key}`;
